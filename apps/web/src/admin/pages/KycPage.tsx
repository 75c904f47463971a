import { EyeOutlined, FileImageOutlined, SolutionOutlined } from '@ant-design/icons';
import { type KycQueueItem, type StaffView, VERIFICATION_LEVELS, type VerificationLevel } from '@veritex/shared';
import { Button, Card, Flex, Segmented, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, EmptyState, LoadError, Mono, SearchBox } from '../components';
import { can } from '../roles';
import { CompactTime, QUEUE_TAB_PROPS, RefreshControl, ReviewedCell, TabLabel, tableWidth, UserRef, useOpaqueHeaderCell, WrapText } from './finance/financeUi';
import { KycReviewDrawer } from './kyc/KycReviewDrawer';
import { KYC_QUEUE_STATUSES, type KycQueueStatus, useKycPendingCount, useKycQueue } from './kyc/kycQueries';
import { KycStatusTag, LevelTag, NationalityCell, useIdTypeText } from './kyc/kycUi';
import { PAGE_SIZES, usePagedSearch } from './usePagedSearch';

type LevelFilter = VerificationLevel | 'all';

function toStatus(value: string | undefined): KycQueueStatus {
  return KYC_QUEUE_STATUSES.find((status) => status === value) ?? 'pending';
}

function toLevel(value: string | undefined): VerificationLevel | undefined {
  return VERIFICATION_LEVELS.find((level) => level === value);
}

/**
 * The compliance desk: submissions of the junior, senior and address levels by status (oldest
 * pending first), and a drawer to review one. Status, level, user and page live in the address.
 */
export function KycPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const { q, page, pageSize, draft, setDraft, search, update, extras } = usePagedSearch({ extraKeys: ['status', 'level'] });
  const status = toStatus(extras.status);
  const level = toLevel(extras.level);
  // The search box takes a user id; anything else would be refused by the server, so it is not sent.
  const userId = /^\d{1,18}$/.test(q) ? q : '';
  const queue = useKycQueue({ status, level, userId }, page, pageSize);
  const [selected, setSelected] = useState<KycQueueItem | undefined>(undefined);
  // The row as last read (another reviewer may have decided it meanwhile), or the one clicked.
  const shown = selected && (queue.data?.items.find((item) => item.id === selected.id) ?? selected);
  const mayReview = can(staff.roles, 'reviewKyc');
  const columns = useKycColumns({ status, mayReview, linkUsers: can(staff.roles, 'users'), onOpen: setSelected });

  return (
    <Card
      size="small"
      title={
        <Space size={10}>
          <span>{t('kyc.title')}</span>
          <PendingCount />
        </Space>
      }
      extra={<RefreshControl updatedAt={queue.dataUpdatedAt} fetching={queue.isFetching} onRefresh={() => void queue.refetch()} testId="kyc-refresh" />}
      activeTabKey={status}
      onTabChange={(key) => update({ status: key === 'pending' ? undefined : key, page: 1 })}
      tabProps={QUEUE_TAB_PROPS}
      tabList={KYC_QUEUE_STATUSES.map((key) => ({ key, label: <TabLabel testId={`kyc-tab-${key}`}>{t(`kyc.tabs.${key}`)}</TabLabel> }))}
    >
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12, flex: '1 1 320px' }}>
          {t(status === 'pending' ? 'kyc.explanationPending' : 'kyc.explanation')}
        </Typography.Text>
        <Space size={12} wrap>
          <Segmented<LevelFilter>
            size="small"
            value={level ?? 'all'}
            onChange={(value) => update({ level: value === 'all' ? undefined : value, page: 1 })}
            options={[
              { value: 'all', label: t('kyc.levels.all') },
              ...VERIFICATION_LEVELS.map((value) => ({ value, label: <span data-testid={`kyc-level-${value}`}>{t(`kyc.levels.${value}`)}</span> })),
            ]}
          />
          <SearchBox
            value={draft}
            onChange={(value) => setDraft(value.replace(/\D/g, ''))}
            onSearch={search}
            placeholder={t('kyc.userSearch')}
            width={200}
            size="small"
            testId="kyc-user-search"
          />
        </Space>
      </Flex>
      {queue.isError && !queue.data ? (
        <LoadError error={queue.error} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
      ) : (
        <Table<KycQueueItem>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          scroll={{ x: tableWidth(columns, 80) }}
          columns={columns}
          dataSource={queue.data?.items ?? []}
          loading={queue.isPending || queue.isPlaceholderData}
          locale={{ emptyText: queue.isPending ? ' ' : <EmptyState text={t(level || userId ? 'kyc.emptyFiltered' : `kyc.empty.${status}`)} /> }}
          onRow={(row) =>
            ({
              'data-testid': 'kyc-row',
              'data-id': row.id,
              'data-user': row.user_id,
              'data-level': row.level,
              'data-status': row.status,
              onDoubleClick: () => setSelected(row),
            }) as HTMLAttributes<HTMLElement>
          }
          pagination={{
            current: page,
            pageSize,
            total: queue.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (nextPage, nextSize) => update({ page: nextSize === pageSize ? nextPage : 1, size: nextSize }),
            size: 'small',
          }}
        />
      )}
      <KycReviewDrawer item={shown} mayReview={mayReview} linkUsers={can(staff.roles, 'users')} onClose={() => setSelected(undefined)} />
    </Card>
  );
}

/** "Queue: N pending" over every level, whatever tab or filter is shown. */
function PendingCount() {
  const { t } = useTranslation('admin');
  const count = useKycPendingCount();
  if (count.data === undefined) return null;
  return (
    <Tag color={count.data > 0 ? 'orange' : 'default'} style={{ marginInlineEnd: 0, fontWeight: 500 }} data-testid="kyc-pending-count" data-count={count.data}>
      {t('kyc.pendingCount', { count: count.data })}
    </Tag>
  );
}

interface ColumnOptions {
  status: KycQueueStatus;
  mayReview: boolean;
  linkUsers: boolean;
  onOpen: (item: KycQueueItem) => void;
}

function useKycColumns({ status, mayReview, linkUsers, onOpen }: ColumnOptions): TableColumnsType<KycQueueItem> {
  const { t } = useTranslation('admin');
  const idType = useIdTypeText();
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<KycQueueItem> = [
    { title: t('kyc.columns.submittedAt'), dataIndex: 'submitted_at', width: 92, render: (value: string | null) => <CompactTime iso={value} /> },
    {
      title: t('kyc.columns.user'),
      dataIndex: 'user_id',
      width: 124,
      render: (_value: string, row) => <UserRef id={row.user_id} account={row.account} linkable={linkUsers} />,
    },
    { title: t('kyc.columns.level'), dataIndex: 'level', width: 76, render: (value: VerificationLevel) => <LevelTag level={value} /> },
    { title: t('kyc.columns.nationality'), dataIndex: 'nationality', width: 104, render: (_value: string, row) => <NationalityCell item={row} /> },
    { title: t('kyc.columns.idType'), dataIndex: 'id_type', width: 92, ellipsis: true, render: (_value: number | null, row) => idType(row) },
    {
      title: t('kyc.columns.realName'),
      dataIndex: 'real_name',
      render: (value: string, row) => <WrapText text={value || (row.level === 'address' ? row.address : '')} />,
    },
    { title: t('kyc.columns.idNumber'), dataIndex: 'id_number', width: 116, render: (value: string) => (value ? <Mono wrap>{value}</Mono> : EMPTY_VALUE) },
    {
      title: t('kyc.columns.images'),
      key: 'images',
      width: 72,
      align: 'center',
      render: (_value: unknown, row) => (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          <FileImageOutlined style={{ marginInlineEnd: 4 }} />
          {row.images.length}
        </span>
      ),
    },
  ];
  // A decided tab's status is the tab itself: its room goes to who decided, when, and why.
  if (status === 'pending') {
    columns.push({ title: t('kyc.columns.status'), dataIndex: 'status', width: 96, render: (value: string) => <KycStatusTag status={value} /> });
  } else {
    columns.push({
      title: t(status === 'rejected' ? 'kyc.columns.reviewedReason' : 'kyc.columns.reviewer'),
      key: 'reviewer',
      width: 168,
      render: (_value: unknown, row) => (
        <ReviewedCell at={row.reviewed_at} by={row.reviewed_by}>
          {row.status === 'rejected' && row.reason ? <WrapText text={row.reason} /> : null}
        </ReviewedCell>
      ),
    });
  }
  const reviews = status === 'pending' && mayReview;
  columns.push({
    title: t('kyc.columns.actions'),
    key: 'actions',
    width: 92,
    fixed: 'end',
    onHeaderCell: opaqueHeader,
    render: (_value: unknown, row) => (
      <Button
        size="small"
        type={reviews ? 'primary' : 'default'}
        icon={reviews ? <SolutionOutlined /> : <EyeOutlined />}
        onClick={() => onOpen(row)}
        data-testid="kyc-open"
      >
        {t(reviews ? 'kyc.review.open' : 'kyc.review.view')}
      </Button>
    ),
  });
  return columns;
}
