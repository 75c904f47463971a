import { useQueryClient } from '@tanstack/react-query';
import { KLINE_INTERVALS, type Kline, type KlineInterval } from '@veritex/shared';
import { ConfigProvider, Segmented, Spin, theme } from 'antd';
import {
  type CandlestickData,
  CandlestickSeries,
  createChart,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type LogicalRange,
  TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { memo, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KEYS, fetchOlderInstrumentKlines, useInstrumentKlines, useMarkTicks } from '../../api/contract';
import { useFormat } from '../../i18n/format';
import { STORAGE_KEYS } from '../../settings';
import { storage } from '../../storage';
import { useRedUp } from '../../theme/store';
import { ErrorState } from '../States';
import { candleWithTick } from './chartMaths';

// ---------- The chosen interval: the same stored choice as the spot chart's ----------

function storedInterval(): KlineInterval {
  const stored = storage.get(STORAGE_KEYS.klineInterval) as KlineInterval;
  return KLINE_INTERVALS.includes(stored) ? stored : '15m';
}

let chosenInterval: KlineInterval = storedInterval();
const intervalListeners = new Set<() => void>();

function useChartInterval(): [KlineInterval, (next: KlineInterval) => void] {
  const value = useSyncExternalStore(
    (listener) => {
      intervalListeners.add(listener);
      return () => intervalListeners.delete(listener);
    },
    () => chosenInterval,
  );
  return [
    value,
    (next) => {
      chosenInterval = next;
      storage.set(STORAGE_KEYS.klineInterval, next);
      for (const listener of intervalListeners) listener();
    },
  ];
}

// ---------- Drawing (the chart draws numbers; amounts never become floats elsewhere) ----------

const toTime = (openMs: number) => Math.floor(openMs / 1000) as UTCTimestamp;

function toCandle(kline: Kline): CandlestickData {
  return { time: toTime(kline[0]), open: Number(kline[1]), high: Number(kline[2]), low: Number(kline[3]), close: Number(kline[4]) };
}

/** A horizontal price line over the candles (an open position's entry, targets and liquidation). */
export interface ChartPriceLine {
  price: string;
  kind: 'entry' | 'take_profit' | 'stop_loss' | 'liquidation';
  title: string;
}

/** Candles before this many bars from the left edge load the previous page of history. */
const HISTORY_EDGE = 10;

/**
 * Candlesticks of a leveraged instrument's reference prices (lightweight-charts v5): history from
 * web/getInstrumentKlines, the latest candle extended by every `mark@SYMBOL` tick, older history
 * when the user scrolls to the left edge. The instrument's feed has no volume, so no volume bars.
 * Times are drawn in the user's zone; the chart keeps left-to-right order in right-to-left languages.
 * `height` is the chart's least height; in a flex column it grows to fill it.
 */
export const InstrumentChart = memo(function InstrumentChart({
  symbol,
  priceScale,
  height = '26rem',
  lines,
}: {
  symbol: string;
  priceScale: number;
  height?: string;
  /** Optional price lines (the contract page draws the shown instrument's open positions). */
  lines?: readonly ChartPriceLine[];
}) {
  const { t } = useTranslation('contract');
  const format = useFormat();
  const { token } = theme.useToken();
  const redUp = useRedUp();
  const queryClient = useQueryClient();
  const [interval, chooseInterval] = useChartInterval();
  const query = useInstrumentKlines(symbol, interval);
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const candles = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const bars = useRef<Kline[]>([]);
  const loadingOlder = useRef(false);
  const exhausted = useRef(false);
  const [olderBusy, setOlderBusy] = useState(false);
  const drawn = useRef('');
  const [liveBars, setLiveBars] = useState(0);

  const up = redUp ? token.colorError : token.colorSuccess;
  const down = redUp ? token.colorSuccess : token.colorError;

  useEffect(() => {
    if (!host.current) return;
    const created = createChart(host.current, { autoSize: true });
    chart.current = created;
    candles.current = created.addSeries(CandlestickSeries, {});
    return () => {
      created.remove();
      chart.current = null;
      candles.current = null;
    };
  }, []);

  useEffect(() => {
    const dateOnly = new Intl.DateTimeFormat(format.bcp47, { month: 'short', day: 'numeric' });
    const monthOnly = new Intl.DateTimeFormat(format.bcp47, { month: 'short' });
    const yearOnly = new Intl.DateTimeFormat(format.bcp47, { year: 'numeric' });
    const hourMinute = new Intl.DateTimeFormat(format.bcp47, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const full = new Intl.DateTimeFormat(format.bcp47, { dateStyle: 'medium', timeStyle: 'short' });
    const asDate = (time: Time) => new Date((time as number) * 1000);
    chart.current?.applyOptions({
      layout: { background: { color: token.colorBgContainer }, textColor: token.colorTextSecondary, fontFamily: token.fontFamily },
      grid: { vertLines: { color: token.colorBorderSecondary }, horzLines: { color: token.colorBorderSecondary } },
      rightPriceScale: { borderColor: token.colorBorderSecondary },
      timeScale: {
        borderColor: token.colorBorderSecondary,
        rightOffset: 6,
        timeVisible: !['1d', '1w', '1M'].includes(interval),
        tickMarkFormatter: (time: Time, type: TickMarkType) => {
          const date = asDate(time);
          if (type === TickMarkType.Year) return yearOnly.format(date);
          if (type === TickMarkType.Month) return monthOnly.format(date);
          if (type === TickMarkType.DayOfMonth) return dateOnly.format(date);
          return hourMinute.format(date);
        },
      },
      localization: { locale: format.bcp47, timeFormatter: (time: Time) => full.format(asDate(time)) },
      crosshair: { vertLine: { labelBackgroundColor: token.colorPrimary }, horzLine: { labelBackgroundColor: token.colorPrimary } },
    });
    candles.current?.applyOptions({
      upColor: up,
      downColor: down,
      borderUpColor: up,
      borderDownColor: down,
      wickUpColor: up,
      wickDownColor: down,
      priceFormat: { type: 'price', precision: priceScale, minMove: 10 ** -priceScale },
    });
  }, [token, up, down, priceScale, format.bcp47, interval]);

  // Price lines, redrawn only when one of them changes.
  const lineKey = JSON.stringify(lines ?? []);
  const drawnLines = useRef<IPriceLine[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: lineKey stands for the lines
  useEffect(() => {
    const series = candles.current;
    if (!series) return;
    for (const line of drawnLines.current) series.removePriceLine(line);
    const colourOf: Record<ChartPriceLine['kind'], string> = {
      entry: token.colorPrimary,
      take_profit: up,
      stop_loss: down,
      liquidation: token.colorWarning,
    };
    drawnLines.current = (lines ?? []).map((line) =>
      series.createPriceLine({
        price: Number(line.price),
        color: colourOf[line.kind],
        lineWidth: 1,
        lineStyle: line.kind === 'entry' ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: true,
        title: line.title,
      }),
    );
  }, [lineKey, token.colorPrimary, token.colorWarning, up, down]);

  // History: drawn whole whenever it is (re)read.
  useEffect(() => {
    exhausted.current = false;
    const data = query.data ?? [];
    bars.current = [...data];
    setLiveBars(data.length);
    candles.current?.setData(data.map(toCandle));
    const key = `${symbol}@${interval}`;
    if (data.length > 0 && drawn.current !== key) {
      drawn.current = key;
      chart.current?.timeScale().scrollToRealTime();
    }
  }, [query.data, symbol, interval]);

  // Older history when the left edge comes into view.
  useEffect(() => {
    const timeScale = chart.current?.timeScale();
    if (!timeScale) return;
    const onRange = (range: LogicalRange | null) => {
      const first = bars.current[0];
      if (!range || range.from > HISTORY_EDGE || !first || loadingOlder.current || exhausted.current) return;
      loadingOlder.current = true;
      setOlderBusy(true);
      fetchOlderInstrumentKlines(symbol, interval, first[0])
        .then((older) => {
          const known = bars.current[0]?.[0] ?? Number.POSITIVE_INFINITY;
          const fresh = older.filter((bar) => bar[0] < known);
          if (fresh.length === 0) {
            exhausted.current = true;
            return;
          }
          queryClient.setQueryData<Kline[]>([...CONTRACT_KEYS.klines, symbol, interval], [...fresh, ...bars.current]);
        })
        .catch(() => undefined)
        .finally(() => {
          loadingOlder.current = false;
          setOlderBusy(false);
        });
    };
    timeScale.subscribeVisibleLogicalRangeChange(onRange);
    return () => timeScale.unsubscribeVisibleLogicalRangeChange(onRange);
  }, [symbol, interval, queryClient]);

  // The latest candle, from each stored tick.
  useMarkTicks(symbol, (tick) => {
    if (!candles.current || query.data === undefined) return;
    const last = bars.current.at(-1);
    const next = candleWithTick(last, tick, interval);
    if (!next) return;
    if (last && next[0] === last[0]) bars.current[bars.current.length - 1] = next;
    else {
      bars.current.push(next);
      setLiveBars(bars.current.length);
    }
    candles.current.update(toCandle(next));
  });

  return (
    <section className="vx-chart vx-deal-card vx-ichart" data-testid="instrument-chart" data-symbol={symbol} aria-label={t('chart.title')}>
      <div className="vx-chart__bar" dir="ltr">
        {/* Intervals run shortest to longest left to right, like the time axis, in every language. */}
        <ConfigProvider direction="ltr">
          <Segmented<KlineInterval>
            size="small"
            value={interval}
            onChange={chooseInterval}
            options={KLINE_INTERVALS.map((value) => ({ value, label: <span data-testid={`ichart-${value}`}>{value}</span> }))}
            className="vx-chart__intervals"
          />
        </ConfigProvider>
        {olderBusy || query.isFetching ? <Spin size="small" /> : null}
      </div>
      <div className="vx-chart__body" dir="ltr" style={{ minHeight: height }}>
        <div ref={host} className="vx-chart__canvas" data-testid="instrument-chart-canvas" data-bars={liveBars} />
        {query.isError && !query.data ? (
          <div className="vx-chart__overlay">
            <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />
          </div>
        ) : query.data?.length === 0 && liveBars === 0 ? (
          <div className="vx-chart__overlay vx-muted" data-testid="instrument-chart-empty">
            {t('chart.empty')}
          </div>
        ) : null}
      </div>
    </section>
  );
});
