import type { UseQueryResult } from '@tanstack/react-query';
import { KLINE_INTERVALS, type Kline, type KlineInterval } from '@veritex/shared';
import { ConfigProvider, Segmented, Spin } from 'antd';
import type { RefObject } from 'react';
import { ErrorState } from '../States';

/**
 * A candle chart's frame: the interval picker with a busy mark, the canvas host (`data-bars`
 * counts the drawn bars), and over it the history's error (with retry) or the empty note.
 * Numbers keep their order: the bar and the canvas are left to right in every language.
 */
export function ChartFrame({
  className,
  testId,
  symbol,
  label,
  interval,
  onInterval,
  intervalTestIdPrefix,
  busy,
  host,
  canvasTestId,
  bars,
  height,
  history,
  empty,
}: {
  className: string;
  testId: string;
  /** Shown as `data-symbol` when given. */
  symbol?: string;
  label: string;
  interval: KlineInterval;
  onInterval: (next: KlineInterval) => void;
  /** Each interval's label carries `data-testid={prefix-interval}`. */
  intervalTestIdPrefix: string;
  busy: boolean;
  host: RefObject<HTMLDivElement | null>;
  canvasTestId: string;
  bars: number;
  /** The chart's least height; in a flex column it grows to fill it. */
  height: string;
  history: UseQueryResult<Kline[]>;
  /** The note when there is nothing to draw, or null when there is. */
  empty: { testId: string; text: string } | null;
}) {
  return (
    <section className={className} data-testid={testId} data-symbol={symbol} aria-label={label}>
      <div className="vx-chart__bar" dir="ltr">
        {/* Intervals run shortest to longest left to right, like the time axis, in every language. */}
        <ConfigProvider direction="ltr">
          <Segmented<KlineInterval>
            size="small"
            value={interval}
            onChange={onInterval}
            options={KLINE_INTERVALS.map((value) => ({ value, label: <span data-testid={`${intervalTestIdPrefix}-${value}`}>{value}</span> }))}
            className="vx-chart__intervals"
          />
        </ConfigProvider>
        {busy || history.isFetching ? <Spin size="small" /> : null}
      </div>
      <div className="vx-chart__body" dir="ltr" style={{ minHeight: height }}>
        <div ref={host} className="vx-chart__canvas" data-testid={canvasTestId} data-bars={bars} />
        {history.isError && !history.data ? (
          <div className="vx-chart__overlay">
            <ErrorState error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} compact />
          </div>
        ) : empty ? (
          <div className="vx-chart__overlay vx-muted" data-testid={empty.testId}>
            {empty.text}
          </div>
        ) : null}
      </div>
    </section>
  );
}
