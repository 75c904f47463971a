import { Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, EmptyState, LoadError, Mono, TimeText } from '../../components';
import { Amount } from '../finance/financeUi';
import { ACTIVITY_TABS, type ActivityTab, useUserActivity } from './userDeskQueries';

const PAGE_SIZE = 10;

type Row = Record<string, unknown>;
type Column = { key: string; field: string; render?: (value: unknown, row: Row) => ReactNode; align?: 'right' };

const text = (value: unknown) => (value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value));
const amount = (value: unknown) => <Amount value={value === null || value === undefined ? null : String(value)} />;
const time = (value: unknown) => <TimeText iso={typeof value === 'string' ? value : null} />;
const code = (value: unknown) => (value ? <Tag>{String(value)}</Tag> : EMPTY_VALUE);

/** Which fields of each list the view shows; the values are the user's own list's, unchanged. */
const COLUMNS: Record<ActivityTab, Column[]> = {
  spot: [
    { key: 'time', field: 'created_at', render: time },
    { key: 'symbol', field: 'symbol', render: text },
    { key: 'side', field: 'side', render: code },
    { key: 'type', field: 'type', render: code },
    { key: 'price', field: 'price', render: amount, align: 'right' },
    { key: 'quantity', field: 'quantity', render: amount, align: 'right' },
    { key: 'filled', field: 'filled_quantity', render: amount, align: 'right' },
    { key: 'status', field: 'status', render: code },
  ],
  positions: [
    { key: 'time', field: 'created_at', render: time },
    { key: 'symbol', field: 'symbol', render: text },
    { key: 'side', field: 'side', render: code },
    { key: 'lots', field: 'lots', render: text, align: 'right' },
    { key: 'leverage', field: 'leverage', render: (value) => `${text(value)}x`, align: 'right' },
    { key: 'margin', field: 'margin', render: amount, align: 'right' },
    { key: 'pnl', field: 'realised_pnl', render: (value, row) => amount(value ?? row.unrealised_pnl), align: 'right' },
    { key: 'status', field: 'status', render: code },
  ],
  delivery: [
    { key: 'time', field: 'created_at', render: time },
    { key: 'symbol', field: 'symbol', render: text },
    { key: 'direction', field: 'direction', render: code },
    { key: 'stake', field: 'stake', render: amount, align: 'right' },
    { key: 'payout', field: 'payout', render: amount, align: 'right' },
    { key: 'status', field: 'status', render: code },
  ],
  earn: [
    { key: 'time', field: 'created_at', render: time },
    { key: 'asset', field: 'asset', render: text },
    { key: 'amount', field: 'amount', render: amount, align: 'right' },
    { key: 'term', field: 'term_days', render: text, align: 'right' },
    { key: 'earned', field: 'earned', render: amount, align: 'right' },
    { key: 'status', field: 'status', render: code },
  ],
  loans: [
    { key: 'time', field: 'applied_at', render: time },
    { key: 'contract', field: 'contract_no', render: (value) => <Mono>{text(value)}</Mono> },
    { key: 'amount', field: 'amount', render: amount, align: 'right' },
    { key: 'term', field: 'term_days', render: text, align: 'right' },
    { key: 'due', field: 'due_at', render: time },
    { key: 'status', field: 'status', render: code },
  ],
  accountLog: [
    { key: 'time', field: 'at', render: time },
    { key: 'account', field: 'account', render: code },
    { key: 'asset', field: 'asset', render: text },
    { key: 'reason', field: 'reason', render: code },
    { key: 'available', field: 'available', render: (value) => <Amount value={String(value)} signed />, align: 'right' },
    { key: 'frozen', field: 'frozen', render: (value) => <Amount value={String(value)} signed />, align: 'right' },
    { key: 'availableAfter', field: 'available_after', render: amount, align: 'right' },
  ],
  security: [
    { key: 'time', field: 'at', render: time },
    { key: 'kind', field: 'kind', render: code },
    { key: 'ip', field: 'ip', render: (value) => <Mono>{text(value)}</Mono> },
    { key: 'place', field: 'place', render: text },
    { key: 'device', field: 'user_agent', render: text },
  ],
};

/** The read-only view of a user's lists: the same rows the user sees on their own pages, a page at a time. */
export function UserActivity({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<ActivityTab>('spot');
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as ActivityTab)}
      destroyOnHidden
      items={ACTIVITY_TABS.map((key) => ({
        key,
        label: <span data-testid={`user-activity-tab-${key}`}>{t(`userDesk.activity.tabs.${key}`)}</span>,
        children: <ActivityTable userId={userId} tab={key} />,
      }))}
    />
  );
}

function ActivityTable({ userId, tab }: { userId: string; tab: ActivityTab }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const activity = useUserActivity(userId, tab, page, PAGE_SIZE);
  if (activity.isError && !activity.data) return <LoadError error={activity.error} onRetry={() => void activity.refetch()} retrying={activity.isFetching} />;
  const columns: TableColumnsType<Row> = COLUMNS[tab].map((column) => ({
    key: column.key,
    title: t(`userDesk.activity.columns.${column.key}`),
    align: column.align,
    render: (_value: unknown, row: Row) => (column.render ?? text)(row[column.field], row),
  }));
  const rows = (activity.data?.rows ?? []) as unknown as Row[];
  return (
    <Table<Row>
      size="small"
      rowKey={(row) => String(row.id ?? `${String(row.at)}-${String(row.kind)}`)}
      columns={columns}
      dataSource={rows}
      loading={activity.isPending || activity.isPlaceholderData}
      data-testid={`user-activity-${tab}`}
      locale={{ emptyText: activity.isPending ? ' ' : <EmptyState text={t('userDesk.activity.empty')} /> }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: activity.data?.total ?? 0, onChange: setPage, size: 'small', showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
