import type { Kline, KlineInterval } from '@veritex/shared';
import { theme } from 'antd';
import {
  type CandlestickData,
  CandlestickSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { type RefObject, useEffect, useRef } from 'react';
import { useFormat } from '../../i18n/format';
import { useRedUp } from '../../theme/store';

// The chart draws numbers; amounts never become floats elsewhere.

export const toChartTime = (openMs: number) => Math.floor(openMs / 1000) as UTCTimestamp;

export function toCandle(kline: Kline): CandlestickData {
  return { time: toChartTime(kline[0]), open: Number(kline[1]), high: Number(kline[2]), low: Number(kline[3]), close: Number(kline[4]) };
}

export interface CandleChart {
  chart: RefObject<IChartApi | null>;
  candles: RefObject<ISeriesApi<'Candlestick'> | null>;
  /** The rise and fall colours (swapped when the user wants rises red). */
  up: string;
  down: string;
}

/**
 * One candlestick chart (lightweight-charts v5) per mount in `host`, its options following the
 * theme, the language and the interval: times in the user's zone and language, colours from the
 * theme tokens, prices to `precision` decimals on steps of `minMove`.
 */
export function useCandleChart(
  host: RefObject<HTMLDivElement | null>,
  { interval, precision, minMove }: { interval: KlineInterval; precision: number; minMove: number },
): CandleChart {
  const format = useFormat();
  const { token } = theme.useToken();
  const redUp = useRedUp();
  const chart = useRef<IChartApi | null>(null);
  const candles = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const up = redUp ? token.colorError : token.colorSuccess;
  const down = redUp ? token.colorSuccess : token.colorError;

  // One chart per mount (`host` is a ref, the same object throughout).
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
  }, [host]);

  useEffect(() => {
    const dateOnly = new Intl.DateTimeFormat(format.bcp47, { month: 'short', day: 'numeric' });
    const monthOnly = new Intl.DateTimeFormat(format.bcp47, { month: 'short' });
    const yearOnly = new Intl.DateTimeFormat(format.bcp47, { year: 'numeric' });
    const hourMinute = new Intl.DateTimeFormat(format.bcp47, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const asDate = (time: Time) => new Date((time as number) * 1000);
    chart.current?.applyOptions({
      layout: { background: { color: token.colorBgContainer }, textColor: token.colorTextSecondary, fontFamily: token.fontFamily },
      grid: { vertLines: { color: token.colorBorderSecondary }, horzLines: { color: token.colorBorderSecondary } },
      rightPriceScale: { borderColor: token.colorBorderSecondary },
      timeScale: {
        borderColor: token.colorBorderSecondary,
        // Room right of the latest candle, so that it and its time label are not cut at the edge.
        rightOffset: RIGHT_OFFSET,
        timeVisible: !['1d', '1w', '1M'].includes(interval),
        tickMarkFormatter: (time: Time, type: TickMarkType) => {
          const date = asDate(time);
          if (type === TickMarkType.Year) return yearOnly.format(date);
          if (type === TickMarkType.Month) return monthOnly.format(date);
          if (type === TickMarkType.DayOfMonth) return dateOnly.format(date);
          return hourMinute.format(date);
        },
      },
      localization: { locale: format.bcp47, timeFormatter: (time: Time) => format.dateTime(asDate(time)) },
      crosshair: { vertLine: { labelBackgroundColor: token.colorPrimary }, horzLine: { labelBackgroundColor: token.colorPrimary } },
    });
    candles.current?.applyOptions({
      upColor: up,
      downColor: down,
      borderUpColor: up,
      borderDownColor: down,
      wickUpColor: up,
      wickDownColor: down,
      priceFormat: { type: 'price', precision, minMove },
    });
  }, [token, up, down, precision, minMove, format, interval]);

  return { chart, candles, up, down };
}

/** The chart's default space between bars, and the most a short history is spread to. */
const BAR_SPACING = 6;
const MAX_START_SPACING = 24;
/** Bars of room right of the latest candle (the time scale's rightOffset). */
const RIGHT_OFFSET = 6;

/**
 * A new market or interval starts at the latest candle; more history keeps the user's view. A
 * history shorter than the chart is wide (a month of daily candles) is spread over its width
 * rather than leaving most of it empty.
 */
export function useStartAtLatest(chart: RefObject<IChartApi | null>, key: string, bars: number): void {
  const shown = useRef('');
  useEffect(() => {
    const timeScale = chart.current?.timeScale();
    if (!timeScale || bars === 0 || shown.current === key) return;
    shown.current = key;
    const width = timeScale.width();
    const spread = width > 0 ? width / (bars + RIGHT_OFFSET) : BAR_SPACING;
    timeScale.applyOptions({ barSpacing: Math.min(MAX_START_SPACING, Math.max(BAR_SPACING, spread)) });
    timeScale.scrollToRealTime();
  }, [chart, key, bars]);
}
