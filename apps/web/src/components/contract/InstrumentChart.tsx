import type { Kline } from '@veritex/shared';
import { theme } from 'antd';
import { type IPriceLine, type ISeriesApi, LineStyle } from 'lightweight-charts';
import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KEYS, fetchOlderInstrumentKlines, useInstrumentKlines, useMarkTicks } from '../../api/contract';
import { ChartFrame } from '../chart/ChartFrame';
import { useChartInterval } from '../chart/chartInterval';
import { toCandle, useCandleChart, useStartAtLatest } from '../chart/useCandleChart';
import { useOlderKlines } from '../chart/useOlderKlines';
import { candleWithTick } from './chartMaths';

/** A horizontal price line over the candles (an open position's entry, targets and liquidation). */
export interface ChartPriceLine {
  price: string;
  kind: 'entry' | 'take_profit' | 'stop_loss' | 'liquidation';
  title: string;
}

/**
 * Candlesticks of a leveraged instrument's reference prices: history from
 * web/getInstrumentKlines, the latest candle extended by every `mark@SYMBOL` tick, older history
 * when the user scrolls to the left edge. The instrument's feed has no volume, so no volume bars.
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
  const [interval, chooseInterval] = useChartInterval();
  const query = useInstrumentKlines(symbol, interval);
  const host = useRef<HTMLDivElement>(null);
  const { chart, candles, up, down } = useCandleChart(host, { interval, precision: priceScale, minMove: 10 ** -priceScale });
  const bars = useRef<Kline[]>([]);
  const [liveBars, setLiveBars] = useState(0);

  usePriceLines(candles, lines, up, down);

  // History: drawn whole whenever it is (re)read.
  useEffect(() => {
    const data = query.data ?? [];
    bars.current = [...data];
    setLiveBars(data.length);
    candles.current?.setData(data.map(toCandle));
  }, [candles, query.data]);
  useStartAtLatest(chart, `${symbol}@${interval}`, query.data?.length ?? 0);

  const olderBusy = useOlderKlines({
    chart,
    bars,
    history: query.data,
    symbol,
    interval,
    queryKey: CONTRACT_KEYS.klines,
    fetchOlder: fetchOlderInstrumentKlines,
  });

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
    <ChartFrame
      className="vx-chart vx-deal-card vx-ichart"
      testId="instrument-chart"
      symbol={symbol}
      label={t('chart.title')}
      interval={interval}
      onInterval={chooseInterval}
      intervalTestIdPrefix="ichart"
      busy={olderBusy}
      host={host}
      canvasTestId="instrument-chart-canvas"
      bars={liveBars}
      height={height}
      history={query}
      empty={query.data?.length === 0 && liveBars === 0 ? { testId: 'instrument-chart-empty', text: t('chart.empty') } : null}
    />
  );
});

/** Price lines over the candles, redrawn only when one of them changes. */
function usePriceLines(candles: RefObject<ISeriesApi<'Candlestick'> | null>, lines: readonly ChartPriceLine[] | undefined, up: string, down: string) {
  const { token } = theme.useToken();
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
  }, [candles, lineKey, token.colorPrimary, token.colorWarning, up, down]);
}
