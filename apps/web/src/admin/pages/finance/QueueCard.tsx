import type { UseQueryResult } from '@tanstack/react-query';
import type { QueueStatus } from '@veritex/shared';
import { Card, Table, type TableColumnsType, Typography } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from '../../components';
import { PAGE_SIZES } from '../usePagedSearch';
import { QUEUE_TAB_PROPS, RefreshControl, TabLabel, tableWidth } from './financeUi';

interface QueueCardProps<Row extends { id: string; status: string }> {
  /** Catalogue area and test-id stem: `deposits`/`deposit` or `withdrawals`/`withdrawal`. */
  area: 'deposits' | 'withdrawals';
  testIdStem: 'deposit' | 'withdrawal';
  tabs: readonly QueueStatus[];
  status: QueueStatus;
  page: number;
  pageSize: number;
  update: (change: { status?: string; page?: number; size?: number }) => void;
  query: UseQueryResult<{ items: Row[]; total: number }, unknown>;
  columns: TableColumnsType<Row>;
  actionsWidth: number;
  /** The review dialog of the page. */
  children: ReactNode;
}

/** A review queue: status tabs in the address, refresh, paged table with row test ids, and its dialog. */
export function QueueCard<Row extends { id: string; status: string }>(props: QueueCardProps<Row>) {
  const { t } = useTranslation('admin');
  const { area, testIdStem, status, page, pageSize, update, query, columns } = props;
  return (
    <Card
      size="small"
      title={t(`${area}.title`)}
      extra={<RefreshControl updatedAt={query.dataUpdatedAt} fetching={query.isFetching} onRefresh={() => void query.refetch()} />}
      activeTabKey={status}
      onTabChange={(key) => update({ status: key === 'processing' ? undefined : key, page: 1 })}
      tabProps={QUEUE_TAB_PROPS}
      tabList={props.tabs.map((key) => ({ key, label: <TabLabel testId={`${testIdStem}-tab-${key}`}>{t(`${area}.tabs.${key}`)}</TabLabel> }))}
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t(status === 'processing' ? `${area}.explanationPending` : `${area}.explanation`)}
      </Typography.Paragraph>
      {query.isError && !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Table<Row>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          scroll={{ x: tableWidth(columns, props.actionsWidth) }}
          columns={columns}
          dataSource={query.data?.items ?? []}
          loading={query.isPending || query.isPlaceholderData}
          locale={{ emptyText: query.isPending ? ' ' : <EmptyState text={t(`${area}.empty.${status}`)} /> }}
          onRow={(row) => ({ 'data-testid': `${testIdStem}-queue-row`, 'data-id': row.id, 'data-status': row.status }) as HTMLAttributes<HTMLElement>}
          pagination={{
            current: page,
            pageSize,
            total: query.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (nextPage, nextSize) => update({ page: nextSize === pageSize ? nextPage : 1, size: nextSize }),
            size: 'small',
          }}
        />
      )}
      {props.children}
    </Card>
  );
}
