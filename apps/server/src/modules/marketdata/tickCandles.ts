import { formatUnits, type Kline, type KlineInterval } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

/** Fixed-width buckets in seconds; weeks start on Monday (2000-01-03 was one); months are calendar months. */
const BUCKET_SECONDS: Record<Exclude<KlineInterval, '1M'>, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '30m': 1800,
  '1h': 3600,
  '4h': 14_400,
  '1d': 86_400,
  '1w': 604_800,
};
const MONTH_SECONDS = 31 * 86_400;

interface CandleRow extends Record<string, unknown> {
  open_ms: string;
  open: string;
  high: string;
  low: string;
  close: string;
  ticks: string;
}

/**
 * Candles of an instrument's stored reference ticks, oldest first, in the spot kline shape
 * ([open time ms, open, high, low, close, volume, quote volume]); a reference price has no
 * traded volume, so both volume fields carry the number of ticks in the candle.
 */
export async function listTickCandles(
  db: DbOrTx,
  instrument: { symbol: string; priceScale: number },
  interval: KlineInterval,
  limit: number,
  endMs?: number,
): Promise<Kline[]> {
  const end = new Date(endMs ?? Date.now() + 60_000);
  const span = (interval === '1M' ? MONTH_SECONDS : BUCKET_SECONDS[interval]) * (limit + 1);
  const start = new Date(end.getTime() - span * 1000);
  const bucket =
    interval === '1M'
      ? sql`date_trunc('month', at at time zone 'UTC') at time zone 'UTC'`
      : sql`date_bin(${`${BUCKET_SECONDS[interval]} seconds`}::interval, at, timestamptz '2000-01-03 00:00:00+00')`;
  const rows = await db.execute<CandleRow>(sql`
    select (extract(epoch from b) * 1000)::bigint::text as open_ms,
      (array_agg(price order by at))[1]::text as open, max(price)::text as high, min(price)::text as low,
      (array_agg(price order by at desc))[1]::text as close, count(*)::text as ticks
    from (select ${bucket} as b, at, price from reference_ticks
          where symbol = ${instrument.symbol} and at >= ${start.toISOString()} and at < ${end.toISOString()}) x
    where b < ${end.toISOString()}
    group by b order by b desc limit ${limit}`);
  const price = (units: string) => formatUnits(BigInt(units), instrument.priceScale);
  return rows.rows.reverse().map((r) => [Number(r.open_ms), price(r.open), price(r.high), price(r.low), price(r.close), r.ticks, r.ticks]);
}
