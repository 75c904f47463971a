import { Skeleton } from 'antd';

const ROW_KEYS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10'] as const;

/** Placeholder rows while a list loads (UI.md "States"). */
export function ListSkeleton({ rows = 6, testId = 'list-loading' }: { rows?: number; testId?: string }) {
  return (
    <div className="vx-list-skeleton" data-testid={testId} aria-busy="true">
      {ROW_KEYS.slice(0, rows).map((key) => (
        <Skeleton key={key} active title={false} paragraph={{ rows: 1, width: '100%' }} />
      ))}
    </div>
  );
}
