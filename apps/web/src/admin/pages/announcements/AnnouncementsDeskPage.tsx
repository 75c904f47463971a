import { EditOutlined, InboxOutlined, PlusOutlined, PushpinFilled, PushpinOutlined, SendOutlined } from '@ant-design/icons';
import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_STATES,
  type AnnouncementCategory,
  type AnnouncementState,
  type DeskAnnouncement,
  LANGUAGES,
  type StaffView,
} from '@veritex/shared';
import { App, Button, Card, Popconfirm, Segmented, Select, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, TimeText } from '../../components';
import { can } from '../../roles';
import { RefreshControl, tableWidth, useOpaqueHeaderCell } from '../finance/financeUi';
import { AnnouncementEditor, type Editing } from './AnnouncementEditor';
import { useArchiveAnnouncement, useDeskAnnouncements, usePinAnnouncement } from './contentQueries';
import { CategoryTag, StateTag } from './contentUi';
import { PublishDialog } from './PublishDialog';

const PAGE_SIZE = 20;
const ALL = 'all';

/**
 * The announcement desk (content role): every announcement in any state, the editor with all 13
 * languages and the server's preview, publish now or at a time, pin, archive. Each action is audited.
 */
export function AnnouncementsDeskPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const mayEdit = can(staff.roles, 'editContent');
  const [state, setState] = useState<AnnouncementState | undefined>();
  const [category, setCategory] = useState<AnnouncementCategory | undefined>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [publishing, setPublishing] = useState<DeskAnnouncement | null>(null);
  const list = useDeskAnnouncements({ state, category, page, pageSize: PAGE_SIZE });
  const columns = useColumns(mayEdit, { onEdit: (row) => setEditing(row.id), onPublish: setPublishing });

  return (
    <Card
      size="small"
      title={t('contentDesk.announcements.title')}
      data-testid="announcements-desk"
      extra={
        <Space size={8}>
          <RefreshControl updatedAt={list.dataUpdatedAt} fetching={list.isFetching} onRefresh={() => void list.refetch()} />
          {mayEdit ? (
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="announcement-new">
              {t('contentDesk.announcements.new')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Space wrap size={12} style={{ marginBottom: 12 }}>
        <Segmented
          size="small"
          value={state ?? ALL}
          onChange={(value) => {
            setState(value === ALL ? undefined : (value as AnnouncementState));
            setPage(1);
          }}
          options={[ALL, ...ANNOUNCEMENT_STATES].map((value) => ({ value, label: t(value === ALL ? 'contentDesk.all' : `contentDesk.states.${value}`) }))}
          data-testid="announcement-state-filter"
        />
        <Select
          size="small"
          allowClear
          placeholder={t('contentDesk.announcements.anyCategory')}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setPage(1);
          }}
          options={ANNOUNCEMENT_CATEGORIES.map((value) => ({ value, label: t(`contentDesk.categories.${value}`) }))}
          style={{ width: 200 }}
        />
      </Space>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <Table<DeskAnnouncement>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          scroll={{ x: tableWidth(columns, 260) }}
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isPending}
          locale={{ emptyText: list.isPending ? ' ' : <EmptyState text={t('contentDesk.announcements.empty')} /> }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false, onChange: setPage, size: 'small' }}
          onRow={(row) => ({ 'data-testid': `announcement-row-${row.id}`, 'data-state': row.state }) as HTMLAttributes<HTMLElement>}
        />
      )}
      <AnnouncementEditor
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          if (saved.state === 'draft') setPublishing(saved);
        }}
      />
      <PublishDialog announcement={publishing} onClose={() => setPublishing(null)} />
    </Card>
  );
}

function useColumns(
  mayEdit: boolean,
  actions: { onEdit: (row: DeskAnnouncement) => void; onPublish: (row: DeskAnnouncement) => void },
): TableColumnsType<DeskAnnouncement> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<DeskAnnouncement> = [
    { title: t('contentDesk.columns.id'), dataIndex: 'id', width: 56, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    {
      title: t('contentDesk.columns.title'),
      dataIndex: 'title',
      render: (value: string, row) => (
        <div style={{ lineHeight: 1.5, minWidth: 0 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
            {row.pinned ? (
              <Tooltip title={t('contentDesk.announcements.pinned')}>
                <PushpinFilled style={{ color: 'var(--vx-warning)', flex: 'none' }} data-testid="announcement-pinned" />
              </Tooltip>
            ) : null}
            <Typography.Text strong ellipsis={{ tooltip: value }} style={{ minWidth: 0, flex: '1 1 auto' }}>
              {value}
            </Typography.Text>
          </div>
          <div>
            <Tooltip title={row.langs.map((lang) => lang.toUpperCase()).join(' · ')}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('contentDesk.langCount', { n: row.langs.length, total: LANGUAGES.length })}
              </Typography.Text>
            </Tooltip>
          </div>
        </div>
      ),
    },
    { title: t('contentDesk.columns.category'), dataIndex: 'category', width: 130, render: (value: AnnouncementCategory) => <CategoryTag category={value} /> },
    {
      title: t('contentDesk.columns.state'),
      dataIndex: 'state',
      width: 170,
      render: (value: AnnouncementState, row) => (
        <div style={{ lineHeight: 1.6 }}>
          <StateTag state={value} />
          {row.publish_at && value !== 'draft' ? (
            <div style={{ fontSize: 12 }}>
              <TimeText iso={row.publish_at} />
            </div>
          ) : null}
        </div>
      ),
    },
    {
      title: t('contentDesk.columns.reads'),
      dataIndex: 'reads',
      width: 72,
      align: 'end',
      render: (value: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</span>,
    },
    {
      title: t('contentDesk.columns.updated'),
      dataIndex: 'updated_at',
      width: 170,
      render: (value: string, row) => (
        <div style={{ lineHeight: 1.5, fontSize: 12 }}>
          <TimeText iso={value} />
          <div>
            <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
              {row.updated_by}
            </Tag>
          </div>
        </div>
      ),
    },
  ];
  if (mayEdit) {
    columns.push({
      title: t('contentDesk.columns.actions'),
      key: 'actions',
      width: 270,
      fixed: 'end',
      onHeaderCell: opaqueHeader,
      render: (_value: unknown, row) => <RowActions row={row} onEdit={() => actions.onEdit(row)} onPublish={() => actions.onPublish(row)} />,
    });
  }
  return columns;
}

function RowActions({ row, onEdit, onPublish }: { row: DeskAnnouncement; onEdit: () => void; onPublish: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const pin = usePinAnnouncement();
  const archive = useArchiveAnnouncement();
  const showRefusal = (error: unknown) => void message.error(error instanceof Error ? error.message : t('common.requestError'));
  return (
    <Space size={4} wrap>
      <Button size="small" icon={<EditOutlined />} onClick={onEdit} data-testid="announcement-edit">
        {t('contentDesk.edit')}
      </Button>
      {row.state !== 'live' ? (
        <Button size="small" type="primary" ghost icon={<SendOutlined />} onClick={onPublish} data-testid="announcement-publish">
          {row.state === 'scheduled' ? t('contentDesk.announcements.reschedule') : t('contentDesk.announcements.publish')}
        </Button>
      ) : null}
      <Tooltip title={row.pinned ? t('contentDesk.announcements.unpin') : t('contentDesk.announcements.pin')}>
        <Button
          size="small"
          icon={row.pinned ? <PushpinFilled /> : <PushpinOutlined />}
          loading={pin.isPending}
          aria-label={row.pinned ? t('contentDesk.announcements.unpin') : t('contentDesk.announcements.pin')}
          onClick={() => pin.mutate({ id: row.id, pinned: !row.pinned }, { onError: showRefusal })}
          data-testid="announcement-pin"
        />
      </Tooltip>
      {row.state !== 'archived' ? (
        <Popconfirm
          title={t('contentDesk.announcements.archiveConfirm')}
          okText={t('contentDesk.announcements.archive')}
          cancelText={t('common.cancel')}
          onConfirm={() => archive.mutateAsync({ id: row.id }).catch(showRefusal)}
        >
          <Tooltip title={t('contentDesk.announcements.archive')}>
            <Button
              size="small"
              danger
              icon={<InboxOutlined />}
              loading={archive.isPending}
              aria-label={t('contentDesk.announcements.archive')}
              data-testid="announcement-archive"
            />
          </Tooltip>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
