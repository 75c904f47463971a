import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type NearLimitRow, type QuickWithdrawalRow, type RelatedTradeRow, type ReviewFlag, type StaffView, SURVEILLANCE_THRESHOLDS } from '@veritex/shared';
import { Alert, Card, Space, Table, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminCallName, adminCall } from '../../api';
import { EmptyState, LoadError, Mono, TimeText } from '../../components';
import { ADMIN_KEY } from '../../queries';
import { can } from '../../roles';
import { Amount, UserRef } from '../finance/financeUi';

const PAGE_SIZE = 20;
const REPORTS = ['related', 'quick', 'nearLimits', 'flags'] as const;
type Report = (typeof REPORTS)[number];
type ReportCall = Extract<AdminCallName, 'surveillanceRelatedTrades' | 'surveillanceQuickWithdrawals' | 'surveillanceNearLimits' | 'surveillanceFlags'>;
const CALL_OF: Record<Report, ReportCall> = {
  related: 'surveillanceRelatedTrades',
  quick: 'surveillanceQuickWithdrawals',
  nearLimits: 'surveillanceNearLimits',
  flags: 'surveillanceFlags',
};

/**
 * Surveillance basics (issue 19 §6): each report states its thresholds above the table, and every
 * row links to the user view, where compliance flags the user for review.
 */
export function SurveillancePage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const [report, setReport] = useState<Report>('related');
  const linkable = can(staff.roles, 'users');
  return (
    <Card size="small" title={t('surveillance.title')}>
      <Typography.Paragraph type="secondary">{t('surveillance.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={report}
        onChange={(key) => setReport(key as Report)}
        destroyOnHidden
        items={REPORTS.map((key) => ({
          key,
          label: <span data-testid={`surveillance-tab-${key}`}>{t(`surveillance.tabs.${key}`)}</span>,
          children: <ReportTable report={key} linkable={linkable} />,
        }))}
      />
    </Card>
  );
}

function useReport(report: Report, page: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'surveillance', report, page],
    queryFn: () => adminCall(CALL_OF[report], { page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

function ReportTable({ report, linkable }: { report: Report; linkable: boolean }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const answer = useReport(report, page);
  const columns = useColumns(report, linkable);
  if (answer.isError && !answer.data) return <LoadError error={answer.error} onRetry={() => void answer.refetch()} retrying={answer.isFetching} />;
  const data = answer.data;
  const nearLimits = data && 'per_day' in data ? data : undefined;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        data-testid={`surveillance-thresholds-${report}`}
        title={t(`surveillance.thresholds.${report}`, {
          ...SURVEILLANCE_THRESHOLDS,
          max: nearLimits?.per_transaction_max ?? '',
          perDay: nearLimits?.per_day ?? '',
        })}
      />
      <Table<Record<string, unknown>>
        size="small"
        rowKey={(row) => String(row.withdrawal_id ?? `${String(row.user_id ?? row.maker_id)}-${String(row.taker_id ?? '')}-${String(row.symbol ?? '')}`)}
        columns={columns}
        dataSource={(data?.items ?? []) as unknown as Record<string, unknown>[]}
        loading={answer.isPending || answer.isPlaceholderData}
        data-testid={`surveillance-${report}`}
        locale={{ emptyText: answer.isPending ? ' ' : <EmptyState text={t('surveillance.empty')} /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, size: 'small', showSizeChanger: false }}
      />
    </Space>
  );
}

type Column<T> = { key: string; render: (row: T) => ReactNode; align?: 'right'; width?: number };

function useColumns(report: Report, linkable: boolean): TableColumnsType<Record<string, unknown>> {
  const { t } = useTranslation('admin');
  const user = (id: string, account: string) => <UserRef id={id} account={account} linkable={linkable} />;
  const related: Column<RelatedTradeRow>[] = [
    { key: 'maker', render: (row) => user(row.maker_id, row.maker_account), width: 200 },
    { key: 'taker', render: (row) => user(row.taker_id, row.taker_account), width: 200 },
    {
      key: 'relations',
      render: (row) => row.relations.map((kind) => <Tag key={kind}>{t(`surveillance.relations.${kind}`)}</Tag>),
    },
    { key: 'symbol', render: (row) => <Mono>{row.symbol}</Mono> },
    { key: 'trades', render: (row) => row.trades, align: 'right' },
    { key: 'amount', render: (row) => <Amount value={row.amount} asset={row.quote_asset} />, align: 'right' },
    { key: 'lastAt', render: (row) => <TimeText iso={row.last_at} /> },
  ];
  const quick: Column<QuickWithdrawalRow>[] = [
    { key: 'user', render: (row) => user(row.user_id, row.account), width: 200 },
    { key: 'deposit', render: (row) => <Amount value={row.deposit_amount} asset={row.asset} />, align: 'right' },
    { key: 'depositedAt', render: (row) => <TimeText iso={row.deposited_at} /> },
    { key: 'withdrawal', render: (row) => <Amount value={row.amount} asset={row.asset} />, align: 'right' },
    { key: 'requestedAt', render: (row) => <TimeText iso={row.requested_at} /> },
    { key: 'minutesAfter', render: (row) => t('surveillance.minutes', { count: row.minutes_after }), align: 'right' },
    { key: 'turnover', render: (row) => <Amount value={row.turnover_usdt} asset="USDT" />, align: 'right' },
  ];
  const nearLimits: Column<NearLimitRow>[] = [
    { key: 'user', render: (row) => user(row.user_id, row.account), width: 240 },
    { key: 'nearMax', render: (row) => row.near_max, align: 'right' },
    { key: 'daysAtCount', render: (row) => row.days_at_count, align: 'right' },
    { key: 'lastAt', render: (row) => <TimeText iso={row.last_at} /> },
  ];
  const flags: Column<ReviewFlag>[] = [
    { key: 'user', render: (row) => user(row.user_id, row.account), width: 240 },
    { key: 'reason', render: (row) => row.reason },
    { key: 'flaggedBy', render: (row) => row.flagged_by },
    { key: 'flaggedAt', render: (row) => <TimeText iso={row.flagged_at} /> },
  ];
  const chosen = { related, quick, nearLimits, flags }[report] as Column<never>[];
  return chosen.map((column) => ({
    key: column.key,
    title: t(`surveillance.columns.${column.key}`),
    align: column.align,
    width: column.width,
    render: (_value: unknown, row: Record<string, unknown>) => column.render(row as never),
  }));
}
