import { formatUnits, type Kline, type KlineInterval } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

interface CandleRow extends Record<string, unknown> {
  open_ms: string;
  open: string;
  high: string;
  low: string;
  close: string;
  ticks: string;
}

/**
 * Candles of an instrument's reference ticks opening before `endMs` (default: all), oldest first,
 * in the spot kline shape ([open time ms, open, high, low, close, volume, quote volume]); a
 * reference price has no traded volume, so both volume fields carry the number of ticks in the
 * candle. Read from the rollups (tickRollup.ts): one index range of at most `limit` rows, however
 * long the history, and still there after raw ticks are pruned. Buckets: tick_candle_open in SQL
 * (weeks from Monday, UTC calendar months).
 */
export async function listTickCandles(
  db: DbOrTx,
  instrument: { symbol: string; priceScale: number },
  interval: KlineInterval,
  limit: number,
  endMs?: number,
): Promise<Kline[]> {
  const before = endMs === undefined ? sql`` : sql` and open_time < ${new Date(endMs).toISOString()}`;
  const rows = await db.execute<CandleRow>(sql`
    select (extract(epoch from open_time) * 1000)::bigint::text as open_ms, open::text, high::text, low::text, close::text, ticks::text
    from reference_tick_candles
    where symbol = ${instrument.symbol} and interval = ${interval}${before}
    order by open_time desc limit ${limit}`);
  const price = (units: string) => formatUnits(BigInt(units), instrument.priceScale);
  return rows.rows.reverse().map((r) => [Number(r.open_ms), price(r.open), price(r.high), price(r.low), price(r.close), r.ticks, r.ticks]);
}
