import type { KlineInterval } from '@veritex/shared';
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
 * key order, so two writers touching the same candles lock them in the same order. Coarser candles
 * are folded from finer ones of the same batch (ROLLUP_LEVELS), which merges the same way.
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
    ), ${candleLevels()}, candles as (
      insert into reference_tick_candles as c (symbol, interval, open_time, open, high, low, close, open_at, close_at, ticks)
      select * from (${sql.join(
        ROLLUP_LEVELS.map(([interval]) =>
          sql.raw(`select symbol, '${interval}', open_time, open, high, low, close, open_at, close_at, ticks from "c${interval}"`),
        ),
        sql` union all `,
      )}) as all_levels
      order by 1, 2, 3
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

/**
 * Each klines interval and the finer one it is folded from: every candle of an interval is a union
 * of whole candles of the finer one (all bucket from Monday 2000-01-03 in UTC; days nest in weeks and
 * in calendar months), so the batch's ticks are grouped once into minutes and each coarser level
 * from the level below: a few rows per level instead of every tick nine times (history batches
 * of 50,000 ticks are the case this is for).
 */
const ROLLUP_LEVELS: ReadonlyArray<readonly [KlineInterval, KlineInterval | null]> = [
  ['1m', null],
  ['5m', '1m'],
  ['15m', '5m'],
  ['30m', '15m'],
  ['1h', '30m'],
  ['4h', '1h'],
  ['1d', '4h'],
  ['1w', '1d'],
  ['1M', '1d'],
];

/** One CTE per level ("c1m" from the stored ticks, "c5m" from "c1m", …), each a candle row per symbol and open time. */
function candleLevels(): SQL {
  const levels = ROLLUP_LEVELS.map(([interval, finer]) =>
    finer === null
      ? `"c${interval}" as (select symbol, tick_candle_open('${interval}', at) as open_time,
          (min(array[extract(epoch from at), price]))[2] as open, max(price) as high, min(price) as low,
          (max(array[extract(epoch from at), price]))[2] as close, min(at) as open_at, max(at) as close_at, count(*) as ticks
          from stored group by 1, 2)`
      : `"c${interval}" as (select symbol, tick_candle_open('${interval}', open_time) as open_time,
          (min(array[extract(epoch from open_at), open]))[2] as open, max(high) as high, min(low) as low,
          (max(array[extract(epoch from close_at), close]))[2] as close, min(open_at) as open_at, max(close_at) as close_at, sum(ticks) as ticks
          from "c${finer}" group by 1, 2)`,
  );
  return sql.raw(levels.join(',\n'));
}

/**
 * History written where the instrument has nothing stored: the ticks go in with plain inserts and
 * their candles are built once at the end, by one grouping over the instrument's seconds
 * (`backfill_tick_candles`), instead of one candle upsert per chunk (the seed's ticks took four to
 * five times as long to store that way). Same transaction as the caller's.
 */
export async function insertHistoryThenRollUp(db: DbOrTx, chunks: TickColumns[], symbol: string): Promise<void> {
  let first: number | undefined;
  let last: number | undefined;
  for (const ticks of chunks) {
    if (ticks.seconds.length === 0) continue;
    await db.execute(sql`
      insert into reference_ticks (symbol, at, price, source)
      select s, to_timestamp(a), p, src from unnest(${pgArray(ticks.symbols)}::text[], ${pgArray(ticks.seconds)}::bigint[],
        ${pgArray(ticks.prices)}::numeric[], ${pgArray(ticks.sources)}::text[]) as x(s, a, p, src)`);
    for (const second of ticks.seconds) {
      if (first === undefined || second < first) first = second;
      if (last === undefined || second > last) last = second;
    }
  }
  if (first === undefined || last === undefined) return;
  await db.execute(sql`select backfill_tick_candles(${symbol}, to_timestamp(${first}), to_timestamp(${last + 1}))`);
}
