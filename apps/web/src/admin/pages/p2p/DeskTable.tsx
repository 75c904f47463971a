import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Segmented, Space, Table, type TableColumnsType, Typography } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from '../../components';
import { RefreshControl, tableWidth } from '../finance/financeUi';
import { PAGE_SIZES } from '../usePagedSearch';

/** The page and page size from the address, and how a pager change goes back there. */
export interface Paging {
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
}

interface StatusFilterProps<S extends string> {
  statuses: readonly S[];
  value: S | undefined;
  onChange: (status: S | undefined) => void;
  /** The i18n key prefix of each status's name. */
  labels: string;
}

/** "All" and each status, as one segmented control (the choice lives in the address). */
export function StatusFilter<S extends string>({ statuses, value, onChange, labels }: StatusFilterProps<S>) {
  const { t } = useTranslation('admin');
  return (
    <Segmented<string>
      size="small"
      value={value ?? 'all'}
      onChange={(next) => onChange(next === 'all' ? undefined : (next as S))}
      options={[
        { value: 'all', label: <span data-testid="p2p-filter-all">{t('p2pDesk.filterAll')}</span> },
        ...statuses.map((status) => ({ value: status, label: <span data-testid={`p2p-filter-${status}`}>{t(`${labels}.${status}` as string)}</span> })),
      ]}
    />
  );
}

interface DeskTableProps<T> {
  query: UseQueryResult<{ items: T[]; total: number }, unknown>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  rowProps: (row: T) => Record<string, string | number | undefined | (() => void)>;
  explanation: string;
  empty: string;
  filter?: ReactNode;
  paging: Paging;
  /** Width the flexible column gets when the table is wider than the card (it scrolls then). */
  flexible?: number;
  testId: string;
}

/** One tab of the desk: what it lists and its filter over the table, with loading, empty and error states and the pager. */
export function DeskTable<T extends object>({
  query,
  columns,
  rowKey,
  rowProps,
  explanation,
  empty,
  filter,
  paging,
  flexible = 180,
  testId,
}: DeskTableProps<T>) {
  const { t } = useTranslation('admin');
  return (
    <div data-testid={testId}>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12, flex: '1 1 360px' }}>
          {explanation}
        </Typography.Text>
        <Space size={12} wrap>
          {filter}
          <RefreshControl updatedAt={query.dataUpdatedAt} fetching={query.isFetching} onRefresh={() => void query.refetch()} testId={`${testId}-refresh`} />
        </Space>
      </Flex>
      {query.isError && !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Table<T>
          size="small"
          rowKey={rowKey}
          tableLayout="fixed"
          scroll={{ x: tableWidth(columns, flexible) }}
          columns={columns}
          dataSource={query.data?.items ?? []}
          loading={query.isPending || query.isPlaceholderData}
          locale={{ emptyText: query.isPending ? ' ' : <EmptyState text={empty} /> }}
          onRow={(row) => rowProps(row) as HTMLAttributes<HTMLElement>}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: query.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => t('common.total', { count: total }),
            onChange: paging.onPage,
            size: 'small',
          }}
        />
      )}
    </div>
  );
}
