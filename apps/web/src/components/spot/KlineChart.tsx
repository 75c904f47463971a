import { useQueryClient } from '@tanstack/react-query';
import { KLINE_INTERVALS, type Kline, type KlineInterval, type SpotRules } from '@veritex/shared';
import { ConfigProvider, Segmented, Spin, theme } from 'antd';
import {
  type CandlestickData,
  CandlestickSeries,
  createChart,
  type HistogramData,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type LogicalRange,
  TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { memo, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOlderKlines, SPOT_KEYS, useKlines } from '../../api/spot';
import { useLiveChannel } from '../../api/ws';
import { useFormat } from '../../i18n/format';
import { STORAGE_KEYS } from '../../settings';
import { storage } from '../../storage';
import { useRedUp } from '../../theme/store';
import { ErrorState } from '../States';

// ---------- The chosen interval, kept in this browser ----------

let storedInterval: KlineInterval = KLINE_INTERVALS.includes(storage.get(STORAGE_KEYS.klineInterval) as KlineInterval)
  ? (storage.get(STORAGE_KEYS.klineInterval) as KlineInterval)
  : '15m';
const intervalListeners = new Set<() => void>();

function useKlineInterval(): [KlineInterval, (next: KlineInterval) => void] {
  const value = useSyncExternalStore(
    (listener) => {
      intervalListeners.add(listener);
      return () => intervalListeners.delete(listener);
    },
    () => storedInterval,
  );
  return [
    value,
    (next) => {
      storedInterval = next;
      storage.set(STORAGE_KEYS.klineInterval, next);
      for (const listener of intervalListeners) listener();
    },
  ];
}

// ---------- Conversions (the chart draws numbers; the amounts themselves never become floats elsewhere) ----------

const toTime = (openMs: number) => Math.floor(openMs / 1000) as UTCTimestamp;

function toCandle(kline: Kline): CandlestickData {
  return { time: toTime(kline[0]), open: Number(kline[1]), high: Number(kline[2]), low: Number(kline[3]), close: Number(kline[4]) };
}

function toVolume(kline: Kline, up: string, down: string): HistogramData {
  return { time: toTime(kline[0]), value: Number(kline[5]), color: Number(kline[4]) >= Number(kline[1]) ? up : down };
}

function isKline(value: unknown): value is Kline {
  return Array.isArray(value) && value.length >= 6 && typeof value[0] === 'number' && typeof value[4] === 'string';
}

/** `#rrggbb` with an alpha channel (volume bars sit faintly under the candles). */
function withAlpha(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return colour;
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Candles before this many bars from the left edge load the previous page of history. */
const HISTORY_EDGE = 10;

/**
 * Candlesticks with volume (lightweight-charts v5): history from web/getKlines, the current candle
 * from `kline@SYMBOL@INTERVAL`, older history when the user scrolls to the left edge. Times are
 * drawn in the user's zone; the chart keeps left-to-right order in right-to-left languages.
 */
/** `height` is the chart's least height; on the desktop it grows to fill its column. */
export const KlineChart = memo(function KlineChart({ rules, height }: { rules: SpotRules; height: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { token } = theme.useToken();
  const redUp = useRedUp();
  const queryClient = useQueryClient();
  const [interval, chooseInterval] = useKlineInterval();
  const symbol = rules.symbol;
  const query = useKlines(symbol, interval);
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const candles = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const volumes = useRef<ISeriesApi<'Histogram'> | null>(null);
  const bars = useRef<Kline[]>([]);
  const loadingOlder = useRef(false);
  const exhausted = useRef(false);
  const [olderBusy, setOlderBusy] = useState(false);
  const drawn = useRef('');

  const up = redUp ? token.colorError : token.colorSuccess;
  const down = redUp ? token.colorSuccess : token.colorError;
  const colours = useRef({ up: withAlpha(up, 0.45), down: withAlpha(down, 0.45) });
  colours.current = { up: withAlpha(up, 0.45), down: withAlpha(down, 0.45) };

  // One chart per mount; options follow the theme and the market below.
  useEffect(() => {
    if (!host.current) return;
    const created = createChart(host.current, { autoSize: true });
    chart.current = created;
    candles.current = created.addSeries(CandlestickSeries, {});
    volumes.current = created.addSeries(HistogramSeries, {
      priceScaleId: '',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    volumes.current.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    return () => {
      created.remove();
      chart.current = null;
      candles.current = null;
      volumes.current = null;
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
        // Room right of the latest candle, so that it and its time label are not cut at the edge.
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
      priceFormat: { type: 'price', precision: rules.price_scale, minMove: Number(rules.tick_size) },
    });
    volumes.current?.setData(bars.current.map((bar) => toVolume(bar, colours.current.up, colours.current.down)));
  }, [token, up, down, rules.price_scale, rules.tick_size, format.bcp47, interval]);

  // History: drawn whole whenever it is (re)read.
  useEffect(() => {
    exhausted.current = false;
    const data = query.data ?? [];
    bars.current = data;
    candles.current?.setData(data.map(toCandle));
    volumes.current?.setData(data.map((bar) => toVolume(bar, colours.current.up, colours.current.down)));
    // A new market or interval starts at the latest candle; more history keeps the user's view.
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
      fetchOlderKlines(symbol, interval, first[0])
        .then((older) => {
          const known = bars.current[0]?.[0] ?? Number.POSITIVE_INFINITY;
          const fresh = older.filter((bar) => bar[0] < known);
          if (fresh.length === 0) {
            exhausted.current = true;
            return;
          }
          // Into the cache too, so that the history effect draws the longer series.
          queryClient.setQueryData<Kline[]>([...SPOT_KEYS.klines, symbol, interval], [...fresh, ...bars.current]);
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

  // The current candle, live.
  useLiveChannel(`kline@${symbol}@${interval}`, (data) => {
    if (!isKline(data) || !candles.current) return;
    const last = bars.current.at(-1);
    if (last && data[0] < last[0]) return;
    if (last && data[0] === last[0]) bars.current[bars.current.length - 1] = data;
    else bars.current.push(data);
    candles.current.update(toCandle(data));
    volumes.current?.update(toVolume(data, colours.current.up, colours.current.down));
  });

  return (
    <section className="vx-chart vx-deal-card" data-testid="deal-chart" aria-label={t('spot.chart.title')}>
      <div className="vx-chart__bar" dir="ltr">
        {/* Intervals run shortest to longest left to right, like the time axis, in every language. */}
        <ConfigProvider direction="ltr">
          <Segmented<KlineInterval>
            size="small"
            value={interval}
            onChange={chooseInterval}
            options={KLINE_INTERVALS.map((value) => ({ value, label: <span data-testid={`kline-${value}`}>{value}</span> }))}
            className="vx-chart__intervals"
          />
        </ConfigProvider>
        {olderBusy || query.isFetching ? <Spin size="small" /> : null}
      </div>
      <div className="vx-chart__body" dir="ltr" style={{ minHeight: height }}>
        <div ref={host} className="vx-chart__canvas" data-testid="kline-canvas" data-bars={query.data?.length ?? 0} />
        {query.isError && !query.data ? (
          <div className="vx-chart__overlay">
            <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />
          </div>
        ) : query.data?.length === 0 ? (
          <div className="vx-chart__overlay vx-muted" data-testid="chart-empty">
            {t('spot.chart.empty')}
          </div>
        ) : null}
      </div>
    </section>
  );
});
