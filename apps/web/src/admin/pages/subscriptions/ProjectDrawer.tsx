import { Alert, Descriptions, Drawer, Flex, Steps, Table, type TableColumnsType, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, EmptyState, LoadError, Mono, TimeText } from '../../components';
import { Amount, CompactTime, UserRef } from '../finance/financeUi';
import { AllocateAction, InviteForm, ListMarketForm } from './ProjectActions';
import { type CommitmentAdmin, type ProjectAdmin, useProjectCommitments } from './subscriptionQueries';
import { CommitmentStatusTag, ProjectStatusTag, QUOTE_ASSET } from './subscriptionUi';

const COMMITMENTS_PAGE = 20;
const STAGES = ['open', 'closed', 'allocated', 'listed'] as const;

/**
 * One project: its terms, where it stands (window, published root, allocation, listing) with
 * the action that comes next, the invitations of a private placement, and the commitments in
 * the commitment tree's leaf order.
 */
export function ProjectDrawer({
  project,
  mayManage,
  linkUsers,
  onClose,
}: {
  project: ProjectAdmin | undefined;
  mayManage: boolean;
  linkUsers: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Drawer
      open={project !== undefined}
      size={760}
      title={project ? t('subscriptionDesk.drawer.title', { id: project.id, name: project.name, coin: project.coin }) : ''}
      extra={project ? <ProjectStatusTag status={project.status} /> : null}
      onClose={onClose}
      destroyOnHidden
      data-testid="project-drawer"
    >
      {project ? (
        <Flex vertical gap={16}>
          <TermsBlock project={project} />
          <AllocationBlock project={project} mayManage={mayManage} />
          {project.private ? <InviteForm project={project} mayManage={mayManage} /> : null}
          <CommitmentsBlock project={project} linkUsers={linkUsers} />
        </Flex>
      ) : null}
    </Drawer>
  );
}

function TermsBlock({ project }: { project: ProjectAdmin }) {
  const { t } = useTranslation('admin');
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      styles={{ label: { width: 140 } }}
      data-testid="project-terms"
      items={[
        { key: 'price', label: t('subscriptionDesk.editor.issuePrice'), children: <Amount value={project.issue_price} asset={QUOTE_ASSET} strong /> },
        { key: 'supply', label: t('subscriptionDesk.editor.totalSupply'), children: <Amount value={project.total_supply} asset={project.coin} /> },
        { key: 'min', label: t('subscriptionDesk.editor.minCommit'), children: <Amount value={project.min_commit} asset={QUOTE_ASSET} /> },
        { key: 'cap', label: t('subscriptionDesk.editor.userCap'), children: <Amount value={project.user_cap} asset={QUOTE_ASSET} /> },
        { key: 'rule', label: t('subscriptionDesk.editor.rule'), children: t(`subscriptionDesk.rules.${project.rule}`) },
        { key: 'lockup', label: t('subscriptionDesk.editor.lockupDays'), children: t('subscriptionDesk.days', { count: project.lockup_days }) },
        { key: 'starts', label: t('subscriptionDesk.drawer.starts'), children: <TimeText iso={project.starts_at} /> },
        { key: 'ends', label: t('subscriptionDesk.drawer.ends'), children: <TimeText iso={project.ends_at} /> },
        { key: 'listing', label: t('subscriptionDesk.editor.listingAt'), children: <TimeText iso={project.listing_at} /> },
        { key: 'release', label: t('subscriptionDesk.editor.releaseAt'), children: <TimeText iso={project.release_at} /> },
        { key: 'issuance', label: t('subscriptionDesk.editor.totalIssuance'), children: <Amount value={project.total_issuance} asset={project.coin} /> },
        { key: 'circulation', label: t('subscriptionDesk.editor.circulation'), children: <Amount value={project.circulation} asset={project.coin} /> },
        { key: 'website', label: t('subscriptionDesk.editor.website'), span: 2, children: <LinkText href={project.website} /> },
        { key: 'whitePaper', label: t('subscriptionDesk.editor.whitePaper'), span: 2, children: <LinkText href={project.white_paper} /> },
      ]}
    />
  );
}

function LinkText({ href }: { href: string }) {
  if (!href) return <span>{EMPTY_VALUE}</span>;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer" ellipsis style={{ maxWidth: 480 }} dir="ltr">
      {href}
    </Typography.Link>
  );
}

/** Where the project stands, the published commitment root and totals, the allocation's totals and the next action. */
function AllocationBlock({ project, mayManage }: { project: ProjectAdmin; mayManage: boolean }) {
  const { t } = useTranslation('admin');
  // A reached stage is done, except the window while it is still open.
  const stage = project.status === 'upcoming' ? -1 : STAGES.indexOf(project.status);
  const current = stage <= 0 ? 0 : stage + 1;
  return (
    <div data-testid="project-allocation">
      <Typography.Title level={5} style={{ fontSize: 14 }}>
        {t('subscriptionDesk.drawer.allocation')}
      </Typography.Title>
      <Steps
        size="small"
        current={current}
        status={stage < 0 ? 'wait' : 'process'}
        style={{ marginBottom: 12 }}
        items={STAGES.map((key) => ({ title: t(`subscriptionDesk.stages.${key}`) }))}
      />
      {project.commitment ? (
        <Descriptions
          size="small"
          bordered
          column={2}
          styles={{ label: { width: 140 } }}
          data-testid="project-commitment"
          items={[
            {
              key: 'root',
              label: t('subscriptionDesk.drawer.root'),
              span: 2,
              children: (
                <Typography.Text copyable={{ text: project.commitment.root }} data-testid="project-root">
                  <Mono wrap>{project.commitment.root}</Mono>
                </Typography.Text>
              ),
            },
            { key: 'leaves', label: t('subscriptionDesk.drawer.leaves'), children: project.commitment.leaves },
            { key: 'published', label: t('subscriptionDesk.drawer.published'), children: <TimeText iso={project.commitment.published_at} /> },
            {
              key: 'total',
              label: t('subscriptionDesk.drawer.totalCommitted'),
              children: <Amount value={project.commitment.total_committed} asset={QUOTE_ASSET} strong />,
            },
            {
              key: 'over',
              label: t('subscriptionDesk.drawer.oversubscribed'),
              children: t(project.commitment.oversubscribed ? 'subscriptionDesk.drawer.yes' : 'subscriptionDesk.drawer.no'),
            },
            ...(project.allocation
              ? [
                  {
                    key: 'allotted',
                    label: t('subscriptionDesk.drawer.allotted'),
                    children: <Amount value={project.allocation.allotted} asset={project.coin} strong />,
                  },
                  { key: 'allocatedAt', label: t('subscriptionDesk.drawer.allocatedAt'), children: <TimeText iso={project.allocation.allocated_at} /> },
                  { key: 'paid', label: t('subscriptionDesk.drawer.paid'), children: <Amount value={project.allocation.paid} asset={QUOTE_ASSET} /> },
                  {
                    key: 'refunded',
                    label: t('subscriptionDesk.drawer.refunded'),
                    children: <Amount value={project.allocation.refunded} asset={QUOTE_ASSET} />,
                  },
                ]
              : []),
          ]}
        />
      ) : (
        <Alert type="info" showIcon title={t(`subscriptionDesk.drawer.before.${project.status === 'upcoming' ? 'upcoming' : 'open'}`)} />
      )}
      {project.market ? (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 12 }}
          title={t('subscriptionDesk.drawer.listed', { market: project.market })}
          description={project.listed_at ? <TimeText iso={project.listed_at} /> : null}
          data-testid="project-listed"
        />
      ) : null}
      {mayManage && (project.status === 'open' || project.status === 'closed') ? <AllocateAction project={project} /> : null}
      {mayManage && project.status === 'allocated' ? <ListMarketForm project={project} /> : null}
    </div>
  );
}

function CommitmentsBlock({ project, linkUsers }: { project: ProjectAdmin; linkUsers: boolean }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const commitments = useProjectCommitments(project.id, page, COMMITMENTS_PAGE);
  const columns: TableColumnsType<CommitmentAdmin> = [
    { title: t('subscriptionDesk.commitments.id'), dataIndex: 'id', width: 64, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    { title: t('subscriptionDesk.commitments.user'), dataIndex: 'user_id', width: 90, render: (value: string) => <UserRef id={value} linkable={linkUsers} /> },
    { title: t('subscriptionDesk.commitments.at'), dataIndex: 'created_at', width: 96, render: (value: string) => <CompactTime iso={value} /> },
    {
      title: t('subscriptionDesk.commitments.amount'),
      dataIndex: 'amount',
      width: 130,
      align: 'end',
      render: (value: string) => <Amount value={value} strong />,
    },
    { title: t('subscriptionDesk.commitments.status'), dataIndex: 'status', width: 96, render: (value: string) => <CommitmentStatusTag status={value} /> },
    {
      title: t('subscriptionDesk.commitments.result'),
      key: 'result',
      align: 'end',
      render: (_value: unknown, row) =>
        row.allotted === null ? (
          <Typography.Text type="secondary">{EMPTY_VALUE}</Typography.Text>
        ) : (
          <div style={{ lineHeight: 1.35 }}>
            <Amount value={row.allotted} asset={project.coin} strong />
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('subscriptionDesk.commitments.paidRefunded')} <Amount value={row.paid} style={{ color: 'inherit' }} /> /{' '}
              <Amount value={row.refunded} style={{ color: 'inherit' }} />
            </Typography.Text>
          </div>
        ),
    },
  ];
  return (
    <div>
      <Typography.Title level={5} style={{ fontSize: 14 }}>
        {t('subscriptionDesk.commitments.title', { count: project.subscriptions })}
      </Typography.Title>
      {commitments.isError && !commitments.data ? (
        <LoadError error={commitments.error} onRetry={() => void commitments.refetch()} retrying={commitments.isFetching} />
      ) : (
        <Table<CommitmentAdmin>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          columns={columns}
          dataSource={commitments.data?.items ?? []}
          loading={commitments.isPending || commitments.isPlaceholderData}
          locale={{ emptyText: commitments.isPending ? ' ' : <EmptyState text={t('subscriptionDesk.commitments.empty')} /> }}
          onRow={(row) => ({ 'data-testid': `commitment-row-${row.id}`, 'data-status': row.status }) as HTMLAttributes<HTMLElement>}
          pagination={{
            current: page,
            pageSize: COMMITMENTS_PAGE,
            total: commitments.data?.total ?? 0,
            onChange: setPage,
            size: 'small',
            hideOnSinglePage: true,
          }}
        />
      )}
    </div>
  );
}
