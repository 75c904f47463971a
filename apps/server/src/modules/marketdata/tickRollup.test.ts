import { KLINE_INTERVALS } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle, DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { storeTicks } from './tickRecorder.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Candle = [string, string, string, string, string, string, string];

const BUCKET_SECONDS = { '1m': 60, '5m': 300, '15m': 900, '30m': 1800, '1h': 3600, '4h': 14_400, '1d': 86_400, '1w': 604_800 };

/**
 * The reference: candles of every interval aggregated from the raw ticks, as web/getInstrumentKlines
 * did on each request before the rollups (date_bin from Monday 2000-01-03, UTC calendar months),
 * written independently of tick_candle_open. One query for all intervals.
 */
async function candlesFromRawTicks(db: DbOrTx, symbols: string[]): Promise<Candle[]> {
  const widths = Object.entries(BUCKET_SECONDS);
  const rows = await db.execute<Record<string, string>>(sql`
    with buckets as (
      select t.symbol, w.iv, date_bin((w.seconds || ' seconds')::interval, t.at, timestamptz '2000-01-03 00:00:00+00') as b, t.at, t.price
      from reference_ticks t, unnest(${pgArray(widths.map(([iv]) => iv))}::text[], ${pgArray(widths.map(([, s]) => s))}::int[]) as w(iv, seconds)
      where t.symbol = any(${pgArray(symbols)}::text[])
      union all
      select symbol, '1M', date_trunc('month', at at time zone 'UTC') at time zone 'UTC', at, price
      from reference_ticks where symbol = any(${pgArray(symbols)}::text[])
    )
    select symbol, iv, (extract(epoch from b))::bigint::text as b, (array_agg(price order by at))[1]::text as o, max(price)::text as h,
      min(price)::text as l, (array_agg(price order by at desc))[1]::text as c, count(*)::text as n
    from buckets group by symbol, iv, b order by symbol, iv, b`);
  return rows.rows.map((r) => [`${r.symbol} ${r.iv}`, r.b, r.o, r.h, r.l, r.c, r.n] as Candle);
}

async function rolledUpCandles(db: DbOrTx, symbols: string[]): Promise<Candle[]> {
  const rows = await db.execute<Record<string, string>>(sql`
    select symbol, interval as iv, (extract(epoch from open_time))::bigint::text as b, open::text as o, high::text as h, low::text as l,
      close::text as c, ticks::text as n
    from reference_tick_candles where symbol = any(${pgArray(symbols)}::text[]) order by symbol, interval, open_time`);
  return rows.rows.map((r) => [`${r.symbol} ${r.iv}`, r.b, r.o, r.h, r.l, r.c, r.n] as Candle);
}

async function expectRollupsMatchRawTicks(symbols: string[]): Promise<void> {
  const fromRaw = await candlesFromRawTicks(database.db, symbols);
  expect(new Set(fromRaw.map((candle) => candle[0].split(' ')[1]))).toEqual(new Set(KLINE_INTERVALS));
  expect(await rolledUpCandles(database.db, symbols)).toEqual(fromRaw);
}

// Thursday 2026-01-29 00:00 UTC: ten days of seconds cross a week (Monday 02-02) and a month (02-01).
const START_SECOND = Date.UTC(2026, 0, 29) / 1000;
const SPAN_SECONDS = 10 * 86_400;

let run = 0;

it('rollups equal the candles aggregated from the raw ticks, whatever the order and batching of the inserts (repeats: first wins)', async () => {
  const tick = fc.record({
    which: fc.integer({ min: 0, max: 1 }),
    // Clustered seconds so that candles hold several ticks, plus some spread over the ten days.
    second: fc.oneof(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: SPAN_SECONDS })),
    price: fc.bigInt({ min: 1n, max: 1_000_000n }),
  });
  await fc.assert(
    fc.asyncProperty(fc.array(fc.array(tick, { minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 8 }), async (batches) => {
      run += 1;
      const symbols = [`ROLL${run}_A`, `ROLL${run}_B`];
      // Each batch is stored as the recorder or a catch-up stores it: any order, any seconds, earlier or later than what is stored.
      for (const batch of batches) {
        await storeTicks(
          database.db,
          batch.map((t) => ({ symbol: symbols[t.which] as string, atSecond: START_SECOND + t.second, priceUnits: t.price, source: 'test' })),
        );
      }
      await expectRollupsMatchRawTicks(symbols);
    }),
    // A failure is reported as found rather than shrunk at length on a busy machine.
    { numRuns: 25, seed: 20_261_129, endOnFailure: true },
  );
});

it('backfill_tick_candles (the migration, benchmarks) completes the candles of ticks stored without rollups next to rolled-up ones', async () => {
  const seconds = Array.from({ length: 6_000 }, (_, i) => START_SECOND + ((i * 7919) % SPAN_SECONDS));
  const prices = seconds.map((_, i) => BigInt(100_000 + ((i * 104_729) % 5_000)));
  const split = START_SECOND + SPAN_SECONDS / 2 + 1234;
  const live = seconds.flatMap((atSecond, i) =>
    atSecond < split ? [{ symbol: 'BACKFILL_X', atSecond, priceUnits: prices[i] as bigint, source: 'test' }] : [],
  );
  await storeTicks(database.db, live);
  // The other half goes in raw, as generated history does, then is rolled up by range.
  await database.db.execute(sql`
    insert into reference_ticks (symbol, at, price, source)
    select 'BACKFILL_X', to_timestamp(a), p, 'test' from unnest(${pgArray(seconds)}::bigint[], ${pgArray(prices)}::numeric[]) as x(a, p)
    where a >= ${split}`);
  await database.db.execute(sql`select backfill_tick_candles('BACKFILL_X', to_timestamp(${split}), 'infinity')`);
  await expectRollupsMatchRawTicks(['BACKFILL_X']);
});
