import type { Kline, SpotRules } from '@veritex/shared';
import { type HistogramData, HistogramSeries, type ISeriesApi } from 'lightweight-charts';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOlderKlines, SPOT_KEYS, useKlines } from '../../api/spot';
import { useLiveChannel } from '../../api/ws';
import { ChartFrame } from '../chart/ChartFrame';
import { useChartInterval } from '../chart/chartInterval';
import { toCandle, toChartTime, useCandleChart, useStartAtLatest } from '../chart/useCandleChart';
import { useOlderKlines } from '../chart/useOlderKlines';

function toVolume(kline: Kline, up: string, down: string): HistogramData {
  return { time: toChartTime(kline[0]), value: Number(kline[5]), color: Number(kline[4]) >= Number(kline[1]) ? up : down };
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

/**
 * Candlesticks with volume: history from web/getKlines, the current candle from
 * `kline@SYMBOL@INTERVAL`, older history when the user scrolls to the left edge.
 * `height` is the chart's least height; on the desktop it grows to fill its column.
 */
export const KlineChart = memo(function KlineChart({ rules, height }: { rules: SpotRules; height: string }) {
  const { t } = useTranslation();
  const [interval, chooseInterval] = useChartInterval();
  const symbol = rules.symbol;
  const query = useKlines(symbol, interval);
  const host = useRef<HTMLDivElement>(null);
  const { chart, candles, up, down } = useCandleChart(host, { interval, precision: rules.price_scale, minMove: Number(rules.tick_size) });
  const volumes = useRef<ISeriesApi<'Histogram'> | null>(null);
  const bars = useRef<Kline[]>([]);
  const colours = useRef({ up: withAlpha(up, 0.45), down: withAlpha(down, 0.45) });
  colours.current = { up: withAlpha(up, 0.45), down: withAlpha(down, 0.45) };

  // The volume bars, under the candles of the chart `useCandleChart` made (removed with it).
  useEffect(() => {
    volumes.current =
      chart.current?.addSeries(HistogramSeries, { priceScaleId: '', priceFormat: { type: 'volume' }, lastValueVisible: false, priceLineVisible: false }) ??
      null;
    volumes.current?.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    return () => {
      volumes.current = null;
    };
  }, [chart]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the colours (read through their ref) are what changed
  useEffect(() => {
    volumes.current?.setData(bars.current.map((bar) => toVolume(bar, colours.current.up, colours.current.down)));
  }, [up, down]);

  // History: drawn whole whenever it is (re)read.
  useEffect(() => {
    const data = query.data ?? [];
    bars.current = data;
    candles.current?.setData(data.map(toCandle));
    volumes.current?.setData(data.map((bar) => toVolume(bar, colours.current.up, colours.current.down)));
  }, [candles, query.data]);
  useStartAtLatest(chart, `${symbol}@${interval}`, query.data?.length ?? 0);

  const olderBusy = useOlderKlines({ chart, bars, history: query.data, symbol, interval, queryKey: SPOT_KEYS.klines, fetchOlder: fetchOlderKlines });

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
    <ChartFrame
      className="vx-chart vx-deal-card"
      testId="deal-chart"
      label={t('spot.chart.title')}
      interval={interval}
      onInterval={chooseInterval}
      intervalTestIdPrefix="kline"
      busy={olderBusy}
      host={host}
      canvasTestId="kline-canvas"
      bars={query.data?.length ?? 0}
      height={height}
      history={query}
      empty={query.data?.length === 0 ? { testId: 'chart-empty', text: t('spot.chart.empty') } : null}
    />
  );
});
