import { EyeOutlined, FileImageOutlined, SolutionOutlined, WarningOutlined } from '@ant-design/icons';
import { LOAN_STATUSES, type LoanReview, type LoanStatus, type StaffView } from '@veritex/shared';
import { Badge, Button, Card, Table, type TableColumnsType, Tooltip, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, EmptyState, LoadError } from '../../components';
import { can } from '../../roles';
import {
  Amount,
  CompactTime,
  QUEUE_TAB_PROPS,
  RefreshControl,
  ReviewedCell,
  TabLabel,
  tableWidth,
  UserRef,
  useOpaqueHeaderCell,
  WrapText,
} from '../finance/financeUi';
import { PAGE_SIZES, usePagedSearch } from '../usePagedSearch';
import { LoanReviewDrawer } from './LoanReviewDrawer';
import { type LoanQueueFilter, useLendingOverview, useLoanQueue } from './loanQueries';
import { CreditCell, documentCount, LOAN_ASSET, LoanStatusTag, Percent, VoucherStatusTag } from './loanUi';

/** The status queues, then the repayment vouchers waiting for finance. */
type LoanTab = LoanStatus | 'vouchers';
const TABS: readonly LoanTab[] = [...LOAN_STATUSES, 'vouchers'];

function toTab(value: string | undefined): LoanTab {
  return TABS.find((tab) => tab === value) ?? 'unreviewed';
}

function filterOf(tab: LoanTab): LoanQueueFilter {
  return tab === 'vouchers' ? { voucher: 'pending' } : { status: tab };
}

/**
 * The loan desk: applications by status (unreviewed first, oldest first), each opening a drawer
 * with the application, its schedule and documents; and the repayment vouchers to confirm.
 * The tab and page live in the address.
 */
export function LoansPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const { page, pageSize, update, extras } = usePagedSearch({ extraKeys: ['status'] });
  const tab = toTab(extras.status);
  const queue = useLoanQueue(filterOf(tab), page, pageSize);
  const [selected, setSelected] = useState<LoanReview | undefined>(undefined);
  // The row as last read (another reviewer may have decided it meanwhile), or the one clicked.
  const shown = selected && (queue.data?.items.find((item) => item.id === selected.id) ?? selected);
  const mayReview = can(staff.roles, 'reviewLoans');
  const columns = useLoanColumns({ tab, mayReview, linkUsers: can(staff.roles, 'users'), onOpen: setSelected });

  return (
    <Card
      size="small"
      title={t('loanDesk.title')}
      extra={<RefreshControl updatedAt={queue.dataUpdatedAt} fetching={queue.isFetching} onRefresh={() => void queue.refetch()} testId="loan-desk-refresh" />}
      activeTabKey={tab}
      onTabChange={(key) => update({ status: key === 'unreviewed' ? undefined : key, page: 1 })}
      tabProps={QUEUE_TAB_PROPS}
      tabList={TABS.map((key) => ({ key, label: <LoanTabLabel tab={key} /> }))}
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t(`loanDesk.explanation.${tab}`)}
      </Typography.Paragraph>
      {queue.isError && !queue.data ? (
        <LoadError error={queue.error} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
      ) : (
        <Table<LoanReview>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          scroll={{ x: tableWidth(columns, 140) }}
          columns={columns}
          dataSource={queue.data?.items ?? []}
          loading={queue.isPending || queue.isPlaceholderData}
          locale={{ emptyText: queue.isPending ? ' ' : <EmptyState text={t(`loanDesk.empty.${tab}`)} /> }}
          onRow={(row) =>
            ({
              'data-testid': `loan-desk-row-${row.id}`,
              'data-id': row.id,
              'data-status': row.status,
              'data-voucher': row.voucher?.status ?? '',
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
      <LoanReviewDrawer loan={shown} mayReview={mayReview} linkUsers={can(staff.roles, 'users')} onClose={() => setSelected(undefined)} />
    </Card>
  );
}

/** The tabs that wait for finance carry how many wait (from the lending overview). */
function LoanTabLabel({ tab }: { tab: LoanTab }) {
  const { t } = useTranslation('admin');
  const overview = useLendingOverview();
  const waiting =
    tab === 'unreviewed'
      ? overview.data?.pending_applications
      : tab === 'vouchers'
        ? overview.data?.pending_vouchers
        : tab === 'overdue'
          ? overview.data?.loans_overdue
          : undefined;
  return (
    <TabLabel testId={`loan-desk-tab-${tab}`}>
      {t(`loanDesk.tabs.${tab}`)}
      {waiting ? <Badge count={waiting} size="small" color={tab === 'overdue' ? 'red' : 'orange'} style={{ marginInlineStart: 6 }} /> : null}
    </TabLabel>
  );
}

interface ColumnOptions {
  tab: LoanTab;
  mayReview: boolean;
  linkUsers: boolean;
  onOpen: (loan: LoanReview) => void;
}

function useLoanColumns({ tab, mayReview, linkUsers, onOpen }: ColumnOptions): TableColumnsType<LoanReview> {
  const { t } = useTranslation('admin');
  const opaqueHeader = useOpaqueHeaderCell();
  const columns: TableColumnsType<LoanReview> = [
    { title: t('loanDesk.columns.id'), dataIndex: 'id', width: 64, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    { title: t('loanDesk.columns.appliedAt'), dataIndex: 'applied_at', width: 96, render: (value: string) => <CompactTime iso={value} /> },
    {
      title: t('loanDesk.columns.user'),
      dataIndex: 'user_id',
      width: 140,
      render: (_value: string, row) => <UserRef id={row.user_id} account={row.account} linkable={linkUsers} />,
    },
    {
      title: t('loanDesk.columns.amount'),
      dataIndex: 'amount',
      width: 130,
      align: 'end',
      render: (value: string) => <Amount value={value} asset={LOAN_ASSET} strong />,
    },
    {
      title: t('loanDesk.columns.term'),
      dataIndex: 'term_days',
      width: 76,
      align: 'end',
      render: (value: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{t('loanDesk.days', { count: value })}</span>,
    },
    { title: t('loanDesk.columns.rate'), dataIndex: 'daily_rate_pct', width: 84, align: 'end', render: (value: string) => <Percent value={value} /> },
    {
      title: t('loanDesk.columns.credit'),
      key: 'credit',
      width: 110,
      render: (_value: unknown, row) => <CreditCell loan={row} />,
    },
  ];
  columns.push(...stageColumns(tab, t));
  columns.push({
    title: t('loanDesk.columns.actions'),
    key: 'actions',
    width: 104,
    fixed: 'end',
    onHeaderCell: opaqueHeader,
    render: (_value: unknown, row) => {
      const decides = mayReview && (row.status === 'unreviewed' || row.voucher?.status === 'pending');
      return (
        <Button
          size="small"
          type={decides ? 'primary' : 'default'}
          icon={decides ? <SolutionOutlined /> : <EyeOutlined />}
          onClick={() => onOpen(row)}
          data-testid="loan-open"
        >
          {t(decides ? 'loanDesk.review.open' : 'loanDesk.review.view')}
        </Button>
      );
    },
  });
  return columns;
}

/** What each stage needs beside the application: documents first, then what is owed, then how it ended. */
function stageColumns(tab: LoanTab, t: TFunction): TableColumnsType<LoanReview> {
  if (tab === 'unreviewed') {
    return [
      { title: t('loanDesk.columns.total'), dataIndex: 'total_repayment', width: 130, align: 'end', render: (value: string) => <Amount value={value} /> },
      { title: t('loanDesk.columns.documents'), key: 'documents', width: 108, align: 'center', render: (_value: unknown, row) => <DocumentsCell loan={row} /> },
    ];
  }
  if (tab === 'loaned' || tab === 'overdue') {
    return [
      { title: t('loanDesk.columns.contract'), dataIndex: 'contract_no', width: 150, render: (value: string | null) => <ContractNo value={value} /> },
      { title: t('loanDesk.columns.dueAt'), dataIndex: 'due_at', width: 96, render: (value: string | null) => <CompactTime iso={value} /> },
      {
        title: t('loanDesk.columns.overdue'),
        dataIndex: 'days_overdue',
        width: 110,
        align: 'end',
        render: (value: number, row) => (value > 0 ? <OverdueCell days={value} fees={row.late_fees} /> : EMPTY_VALUE),
      },
      { title: t('loanDesk.columns.payoffNow'), dataIndex: 'payoff_now', width: 130, align: 'end', render: (value: string) => <Amount value={value} strong /> },
    ];
  }
  if (tab === 'repaid') {
    return [
      { title: t('loanDesk.columns.contract'), dataIndex: 'contract_no', width: 150, render: (value: string | null) => <ContractNo value={value} /> },
      { title: t('loanDesk.columns.repaidAt'), dataIndex: 'repaid_at', width: 96, render: (value: string | null) => <CompactTime iso={value} /> },
      { title: t('loanDesk.columns.lateFees'), dataIndex: 'late_fees', width: 110, align: 'end', render: (value: string) => <Amount value={value} /> },
    ];
  }
  if (tab === 'rejected') {
    return [
      {
        title: t('loanDesk.columns.reviewedReason'),
        key: 'reviewed',
        width: 220,
        render: (_value: unknown, row) => (
          <ReviewedCell at={row.approved_at} by={row.reviewed_by}>
            <WrapText text={row.reject_reason} />
          </ReviewedCell>
        ),
      },
    ];
  }
  return [
    { title: t('loanDesk.columns.contract'), dataIndex: 'contract_no', width: 150, render: (value: string | null) => <ContractNo value={value} /> },
    { title: t('loanDesk.columns.status'), dataIndex: 'status', width: 96, render: (value: string) => <LoanStatusTag status={value} /> },
    {
      title: t('loanDesk.columns.voucherAt'),
      key: 'voucherAt',
      width: 96,
      render: (_value: unknown, row) => <CompactTime iso={row.voucher?.submitted_at} />,
    },
    {
      title: t('loanDesk.columns.voucher'),
      key: 'voucher',
      width: 96,
      render: (_value: unknown, row) => (row.voucher ? <VoucherStatusTag status={row.voucher.status} /> : EMPTY_VALUE),
    },
    { title: t('loanDesk.columns.payoffNow'), dataIndex: 'payoff_now', width: 130, align: 'end', render: (value: string) => <Amount value={value} strong /> },
  ];
}

function ContractNo({ value }: { value: string | null }) {
  if (!value) return <span>{EMPTY_VALUE}</span>;
  return (
    <Typography.Text copyable={{ text: value }} style={{ fontSize: 12 }}>
      <span dir="ltr">{value}</span>
    </Typography.Text>
  );
}

function OverdueCell({ days, fees }: { days: number; fees: string }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  return (
    <div style={{ lineHeight: 1.35, textAlign: 'end' }}>
      <div style={{ color: token.colorErrorText, fontWeight: 600 }}>{t('loanDesk.days', { count: days })}</div>
      <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        <Amount value={fees} />
      </div>
    </div>
  );
}

function DocumentsCell({ loan }: { loan: LoanReview }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const { present, total, requiredMissing } = documentCount(loan);
  return (
    <Tooltip title={requiredMissing ? t('loanDesk.documentsMissing') : t('loanDesk.documentsCount', { present, total })}>
      <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: requiredMissing ? token.colorWarningText : undefined }}>
        {requiredMissing ? <WarningOutlined style={{ marginInlineEnd: 4 }} /> : <FileImageOutlined style={{ marginInlineEnd: 4 }} />}
        {present}/{total}
      </span>
    </Tooltip>
  );
}
