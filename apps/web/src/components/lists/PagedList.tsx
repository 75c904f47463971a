import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { useLayout } from '../../router/layout-context';
import { SETTINGS } from '../../settings';
import { ListSkeleton } from '../ListSkeleton';
import { EmptyState, ErrorState } from '../States';

/** One page of a user's list (orders, positions, trades) with what its frame needs to show. */
export interface ListState<T> {
  rows: T[];
  total: number;
  page: number;
  /** Rows per page; `SETTINGS.ordersPageSize` unless given. */
  pageSize?: number;
  onPage: (page: number) => void;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  empty: ReactNode;
  /** The next step offered with the empty state. */
  emptyAction?: ReactNode;
}

/** A paged query's answer as a list's state. */
export function listStateOf<T>(
  query: UseQueryResult<{ list: T[]; total: number }>,
  { page, onPage, empty, emptyAction, pageSize }: Pick<ListState<T>, 'page' | 'onPage' | 'empty' | 'emptyAction' | 'pageSize'>,
): ListState<T> {
  return {
    rows: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    page,
    pageSize,
    onPage,
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    empty,
    emptyAction,
  };
}

/** Loading skeleton, error with retry, empty with a next step, or the rows with a pager (UI.md "States"). */
export function ListFrame<T>({
  state,
  testId,
  skeletonRows = 3,
  children,
}: {
  state: ListState<T>;
  testId: string;
  skeletonRows?: number;
  children: ReactNode;
}) {
  const { phone } = useLayout();
  const pageSize = state.pageSize ?? SETTINGS.ordersPageSize;
  if (state.loading) return <ListSkeleton rows={skeletonRows} testId={`${testId}-loading`} />;
  if (state.error && state.rows.length === 0) return <ErrorState error={state.error} onRetry={state.onRetry} retrying={state.fetching} compact />;
  if (state.rows.length === 0) return <EmptyState text={state.empty} action={state.emptyAction} testId={`${testId}-empty`} />;
  return (
    <>
      {children}
      {state.total > pageSize ? (
        <div className="vx-pager">
          <Pagination
            current={state.page}
            total={state.total}
            pageSize={pageSize}
            onChange={state.onPage}
            showSizeChanger={false}
            simple={phone}
            size="small"
            data-testid={`${testId}-pager`}
          />
        </div>
      ) : null}
    </>
  );
}

/** The desktop list: a quiet table in its frame, scrolling sideways when wide. */
export function PagedTable<T extends { id: string | number }>({
  state,
  testId,
  skeletonRows,
  className,
  columns,
  onRow,
  rowClassName,
}: {
  state: ListState<T>;
  testId: string;
  skeletonRows?: number;
  /** Added to `vx-quiet-table vx-orders-table`. */
  className?: string;
  columns: TableColumnsType<T>;
  onRow: (row: T) => HTMLAttributes<HTMLElement>;
  rowClassName?: (row: T) => string;
}) {
  return (
    <ListFrame state={state} testId={testId} skeletonRows={skeletonRows}>
      <Table<T>
        className={['vx-quiet-table vx-orders-table', className].filter(Boolean).join(' ')}
        data-testid={testId}
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={state.rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={rowClassName}
        onRow={onRow}
      />
    </ListFrame>
  );
}

/** The phone list: one card per row (`renderRow` gives the `li`), in its frame. */
export function PagedRows<T>({
  state,
  testId,
  skeletonRows,
  renderRow,
}: {
  state: ListState<T>;
  testId: string;
  skeletonRows?: number;
  renderRow: (row: T) => ReactNode;
}) {
  return (
    <ListFrame state={state} testId={testId} skeletonRows={skeletonRows}>
      <ul className="vx-mrows" data-testid={testId}>
        {state.rows.map(renderRow)}
      </ul>
    </ListFrame>
  );
}

/** One labelled line of a phone row card. */
export function RowLine({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="vx-mrow__line">
      <span className="vx-muted">{label}</span>
      {children}
    </div>
  );
}
