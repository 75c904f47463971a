import { useQueryClient } from '@tanstack/react-query';
import type { Kline, KlineInterval } from '@veritex/shared';
import type { IChartApi, LogicalRange } from 'lightweight-charts';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** Candles before this many bars from the left edge load the previous page of history. */
const HISTORY_EDGE = 10;

/**
 * Older history when the left edge of the chart comes into view: the page before the first bar,
 * written into the query cache at `queryKey` (so the chart's history draws the longer series),
 * until a page brings nothing new. Returns whether a page is being read.
 */
export function useOlderKlines({
  chart,
  bars,
  history,
  symbol,
  interval,
  queryKey,
  fetchOlder,
}: {
  chart: RefObject<IChartApi | null>;
  /** The bars drawn now, oldest first. */
  bars: RefObject<Kline[]>;
  /** The history as last read; a new read may have more to load again. */
  history: Kline[] | undefined;
  symbol: string;
  interval: KlineInterval;
  queryKey: readonly unknown[];
  fetchOlder: (symbol: string, interval: KlineInterval, end: number) => Promise<Kline[]>;
}): boolean {
  const queryClient = useQueryClient();
  const loading = useRef(false);
  const exhausted = useRef(false);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new read of the history is the trigger
  useEffect(() => {
    exhausted.current = false;
  }, [history]);

  useEffect(() => {
    const timeScale = chart.current?.timeScale();
    if (!timeScale) return;
    const onRange = (range: LogicalRange | null) => {
      const first = bars.current[0];
      if (!range || range.from > HISTORY_EDGE || !first || loading.current || exhausted.current) return;
      loading.current = true;
      setBusy(true);
      fetchOlder(symbol, interval, first[0])
        .then((older) => {
          const known = bars.current[0]?.[0] ?? Number.POSITIVE_INFINITY;
          const fresh = older.filter((bar) => bar[0] < known);
          if (fresh.length === 0) {
            exhausted.current = true;
            return;
          }
          queryClient.setQueryData<Kline[]>([...queryKey, symbol, interval], [...fresh, ...bars.current]);
        })
        .catch(() => undefined)
        .finally(() => {
          loading.current = false;
          setBusy(false);
        });
    };
    timeScale.subscribeVisibleLogicalRangeChange(onRange);
    return () => timeScale.unsubscribeVisibleLogicalRangeChange(onRange);
  }, [chart, bars, symbol, interval, queryKey, fetchOlder, queryClient]);

  return busy;
}
