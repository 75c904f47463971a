import { KLINE_INTERVALS } from '@veritex/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';

/** Ticks to store, column by column (one bound array each, however many ticks). */
export interface TickColumns {
  symbols: string[];
  seconds: number[];
  prices: bigint[];
  sources: string[];
}

/**
 * Stores ticks and folds the ones actually stored into `reference_tick_candles` of every klines
 * interval, in ONE statement (data-modifying CTEs run once, in the statement's transaction), so a
 * candle can never miss a stored tick nor count one twice. `keepStored`: a tick whose second is
 * already stored is skipped (the first observation wins) and does not reach the candles; without it
 * the insert is plain (faster; for history written where nothing is stored). Answers the stored
 * ticks as `symbol@epochSecond`.
 *
 * Candles merge commutatively: high/low by max/min, ticks added, open and close taken from the
 * earliest and latest tick by instant (`open_at`, `close_at`), so ticks arriving out of order or
 * late (catch-up, history behind live data) give the candle the raw ticks would. Rows are upserted in
 * key order, so two writers touching the same candles lock them in the same order.
 */
export async function insertTicksRolledUp(db: DbOrTx, ticks: TickColumns, options: { keepStored: boolean }): Promise<Set<string>> {
  if (ticks.seconds.length === 0) return new Set();
  const onConflict: SQL = options.keepStored ? sql`on conflict do nothing` : sql``;
  const rows = await db.execute<{ key: string }>(sql`
    with stored as (
      insert into reference_ticks (symbol, at, price, source)
      select s, to_timestamp(a), p, src from unnest(${pgArray(ticks.symbols)}::text[], ${pgArray(ticks.seconds)}::bigint[],
        ${pgArray(ticks.prices)}::numeric[], ${pgArray(ticks.sources)}::text[]) as x(s, a, p, src)
      ${onConflict}
      returning symbol, at, price
    ), candles as (
      insert into reference_tick_candles as c (symbol, interval, open_time, open, high, low, close, open_at, close_at, ticks)
      select symbol, iv, tick_candle_open(iv, at) as open_time, (min(array[extract(epoch from at), price]))[2], max(price), min(price),
        (max(array[extract(epoch from at), price]))[2], min(at), max(at), count(*)
      from stored cross join unnest(${pgArray([...KLINE_INTERVALS])}::text[]) as i(iv)
      group by symbol, iv, open_time
      order by symbol, iv, open_time
      on conflict (symbol, interval, open_time) do update set
        open = case when excluded.open_at < c.open_at then excluded.open else c.open end,
        close = case when excluded.close_at > c.close_at then excluded.close else c.close end,
        high = greatest(c.high, excluded.high),
        low = least(c.low, excluded.low),
        open_at = least(c.open_at, excluded.open_at),
        close_at = greatest(c.close_at, excluded.close_at),
        ticks = c.ticks + excluded.ticks
    )
    select symbol || '@' || extract(epoch from at)::bigint as key from stored`);
  return new Set(rows.rows.map((row) => row.key));
}
