import { EditOutlined, EyeOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import type { StaffView } from '@veritex/shared';
import { Button, Card, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { EmptyState, LoadError, Mono } from '../../components';
import { can } from '../../roles';
import { Amount, RefreshControl, tableWidth, useOpaqueHeaderCell } from '../finance/financeUi';
import { PAGE_SIZES, usePagedSearch } from '../usePagedSearch';
import { ProjectDrawer } from './ProjectDrawer';
import { type ProjectEditing, ProjectEditor } from './ProjectEditor';
import { type ProjectAdmin, useSubscriptionProjects } from './subscriptionQueries';
import { ProjectStatusTag, QUOTE_ASSET } from './subscriptionUi';

/**
 * The subscription desk: every new-coin project and private placement, newest first. A project
 * opens a drawer with its allocation status (the published commitment root and totals), its
 * commitments, the invitations of a private placement, and the spot listing. The page lives in the address.
 */
export function SubscriptionDeskPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const { page, pageSize, update } = usePagedSearch();
  const projects = useSubscriptionProjects(page, pageSize);
  const [editing, setEditing] = useState<ProjectEditing>(null);
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const mayManage = can(staff.roles, 'manageSubscriptions');
  const columns = useProjectColumns(mayManage, setEditing, (project) => setOpenId(project.id));
  const open = projects.data?.items.find((project) => project.id === openId);

  return (
    <Card
      size="small"
      title={t('subscriptionDesk.title')}
      data-testid="subscription-projects"
      extra={
        <Space size={8}>
          <RefreshControl updatedAt={projects.dataUpdatedAt} fetching={projects.isFetching} onRefresh={() => void projects.refetch()} />
          {mayManage ? (
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="project-new">
              {t('subscriptionDesk.new')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('subscriptionDesk.explanation')}
      </Typography.Paragraph>
      {projects.isError && !projects.data ? (
        <LoadError error={projects.error} onRetry={() => void projects.refetch()} retrying={projects.isFetching} />
      ) : (
        <Table<ProjectAdmin>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          scroll={{ x: tableWidth(columns, 170) }}
          columns={columns}
          dataSource={projects.data?.items ?? []}
          loading={projects.isPending || projects.isPlaceholderData}
          locale={{ emptyText: projects.isPending ? ' ' : <EmptyState text={t('subscriptionDesk.empty')} /> }}
          onRow={(row) =>
            ({
              'data-testid': `project-row-${row.id}`,
              'data-id': row.id,
              'data-status': row.status,
              onDoubleClick: () => setOpenId(row.id),
            }) as HTMLAttributes<HTMLElement>
          }
          pagination={{
            current: page,
            pageSize,
            total: projects.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (nextPage, nextSize) => update({ page: nextSize === pageSize ? nextPage : 1, size: nextSize }),
            size: 'small',
          }}
        />
      )}
      <ProjectEditor editing={editing} onClose={() => setEditing(null)} />
      <ProjectDrawer project={open} mayManage={mayManage} linkUsers={can(staff.roles, 'users')} onClose={() => setOpenId(undefined)} />
    </Card>
  );
}

function useProjectColumns(
  mayManage: boolean,
  onEdit: (project: ProjectAdmin) => void,
  onOpen: (project: ProjectAdmin) => void,
): TableColumnsType<ProjectAdmin> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<ProjectAdmin> = [
    { title: t('subscriptionDesk.columns.id'), dataIndex: 'id', width: 48, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    {
      title: t('subscriptionDesk.columns.project'),
      key: 'project',
      render: (_value: unknown, row) => (
        <div style={{ lineHeight: 1.4, minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: row.name }} style={{ display: 'block' }}>
            {row.name}
          </Typography.Text>
          <Space size={4} wrap>
            <Mono>{row.coin}</Mono>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.coin_name}
            </Typography.Text>
            {row.private ? (
              <Tag icon={<LockOutlined />} color="gold" style={{ marginInlineEnd: 0 }} data-testid="project-private-tag">
                {t('subscriptionDesk.private', { count: row.invited })}
              </Tag>
            ) : null}
            <Tag style={{ marginInlineEnd: 0 }}>{t(`subscriptionDesk.rules.${row.rule}`)}</Tag>
          </Space>
        </div>
      ),
    },
    {
      title: t('subscriptionDesk.columns.status'),
      dataIndex: 'status',
      width: 90,
      render: (_value: unknown, row) => <ProjectStatusTag status={row.status} />,
    },
    {
      title: t('subscriptionDesk.columns.price'),
      dataIndex: 'issue_price',
      width: 110,
      align: 'end',
      render: (value: string) => <Amount value={value} asset={QUOTE_ASSET} />,
    },
    {
      title: t('subscriptionDesk.columns.supply'),
      key: 'supply',
      width: 190,
      align: 'end',
      render: (_value: unknown, row) => (
        <div style={{ lineHeight: 1.35 }}>
          <Amount value={row.total_supply} asset={row.coin} strong />
          <Tooltip title={t('subscriptionDesk.remainingHelp')}>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('subscriptionDesk.remaining')} <Amount value={row.remaining} style={{ color: 'inherit' }} />
            </Typography.Text>
          </Tooltip>
        </div>
      ),
    },
    {
      title: t('subscriptionDesk.columns.committed'),
      key: 'committed',
      width: 140,
      align: 'end',
      render: (_value: unknown, row) => (
        <div style={{ lineHeight: 1.35 }}>
          <Amount value={row.committed} asset={QUOTE_ASSET} strong />
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {t('subscriptionDesk.subscribers', { count: row.subscribers })}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('subscriptionDesk.columns.dates'),
      key: 'dates',
      width: 180,
      render: (_value: unknown, row) => <DatesCell project={row} />,
    },
  ];
  columns.push({
    title: t('subscriptionDesk.columns.actions'),
    key: 'actions',
    width: mayManage ? 84 : 48,
    fixed: 'end',
    onHeaderCell: opaqueHeader,
    render: (_value: unknown, row) => (
      <Space size={4}>
        <Tooltip title={t('subscriptionDesk.open')}>
          <Button size="small" icon={<EyeOutlined />} onClick={() => onOpen(row)} aria-label={t('subscriptionDesk.open')} data-testid="project-open" />
        </Tooltip>
        {mayManage ? (
          <Tooltip title={t('subscriptionDesk.edit')}>
            <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row)} aria-label={t('subscriptionDesk.edit')} data-testid="project-edit" />
          </Tooltip>
        ) : null}
      </Space>
    ),
  });
  return columns;
}

/** The window's ends and the listing date, each labelled (no arrow, which would point the wrong way in Arabic). */
function DatesCell({ project }: { project: ProjectAdmin }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const line = (label: string, iso: string) => (
    <div style={{ display: 'flex', gap: 6, whiteSpace: 'nowrap' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12, minWidth: 44 }}>
        {label}
      </Typography.Text>
      <Tooltip title={iso}>
        <span dir="ltr" style={{ fontSize: 12, fontVariantNumeric: 'tabular-nums' }}>
          {format.dateTime(iso)}
        </span>
      </Tooltip>
    </div>
  );
  return (
    <div style={{ lineHeight: 1.45 }}>
      {line(t('subscriptionDesk.drawer.starts'), project.starts_at)}
      {line(t('subscriptionDesk.drawer.ends'), project.ends_at)}
      {line(t('subscriptionDesk.drawer.lists'), project.listing_at)}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {project.market ? <Mono>{project.market}</Mono> : null} {t('subscriptionDesk.lockup', { count: project.lockup_days })}
      </Typography.Text>
    </div>
  );
}
