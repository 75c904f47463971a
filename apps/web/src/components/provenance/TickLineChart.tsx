import type { ReferenceTick } from '@veritex/shared';
import { theme } from 'antd';
import {
  createChart,
  createSeriesMarkers,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  LineSeries,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useFormat } from '../../i18n/format';

const toTime = (iso: string) => Math.floor(Date.parse(iso) / 1000) as UTCTimestamp;

/**
 * The stored ticks of a window as a line (lightweight-charts v5, like the trading charts), the
 * referenced tick marked with a dot. Times in the reader's zone and
 * language; the chart keeps left-to-right order in Arabic, as every chart does.
 */
export function TickLineChart({ ticks, referenced, priceScale }: { ticks: readonly ReferenceTick[]; referenced: ReferenceTick | null; priceScale: number }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const line = useRef<ISeriesApi<'Line'> | null>(null);
  const markers = useRef<ISeriesMarkersPluginApi<Time> | null>(null);
  const { token } = theme.useToken();
  const format = useFormat();

  useEffect(() => {
    if (!host.current) return;
    const created = createChart(host.current, { autoSize: true });
    chart.current = created;
    line.current = created.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false });
    markers.current = createSeriesMarkers(line.current, []);
    return () => {
      created.remove();
      chart.current = null;
      line.current = null;
      markers.current = null;
    };
  }, []);

  useEffect(() => {
    const asDate = (time: Time) => new Date((time as number) * 1000);
    chart.current?.applyOptions({
      layout: { background: { color: token.colorBgContainer }, textColor: token.colorTextSecondary, fontFamily: token.fontFamily },
      grid: { vertLines: { color: token.colorBorderSecondary }, horzLines: { color: token.colorBorderSecondary } },
      rightPriceScale: { borderColor: token.colorBorderSecondary },
      timeScale: {
        borderColor: token.colorBorderSecondary,
        timeVisible: true,
        secondsVisible: true,
        tickMarkFormatter: (time: Time) => format.clock(asDate(time)),
      },
      localization: { locale: format.bcp47, timeFormatter: (time: Time) => format.dateTime(asDate(time)) },
      crosshair: { vertLine: { labelBackgroundColor: token.colorPrimary }, horzLine: { labelBackgroundColor: token.colorPrimary } },
    });
    line.current?.applyOptions({ color: token.colorPrimary, priceFormat: { type: 'price', precision: priceScale, minMove: 10 ** -priceScale } });
  }, [token, format, priceScale]);

  useEffect(() => {
    // The chart draws numbers; the table beside it shows the exact decimal strings.
    line.current?.setData(ticks.map((tick) => ({ time: toTime(tick.at), value: Number(tick.price) })));
    const shown = referenced && ticks.some((tick) => tick.at === referenced.at);
    markers.current?.setMarkers(
      shown && referenced ? [{ time: toTime(referenced.at), position: 'inBar', shape: 'circle', color: token.colorWarning, size: 1.5 }] : [],
    );
    chart.current?.timeScale().fitContent();
  }, [ticks, referenced, token.colorWarning]);

  return <div ref={host} className="vx-ticks-chart" data-testid="ticks-chart" data-points={ticks.length} />;
}
