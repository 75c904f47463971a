import { KLINE_INTERVALS } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { ensureDayPartitions } from '../../platform/db/dayPartitions.js';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { seedInstruments } from '../derivatives/index.js';
import { pruneTicks } from './pruneTicks.js';
import { listTickCandles } from './tickCandles.js';
import { storeTicks, tickAtOrBefore } from './tickRecorder.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedInstruments(database.db);
});
afterAll(() => database.close());

const NOW = new Date('2026-11-29T12:00:00Z');
// Past the default retention (90 days): one day with a partition of its own, one left in the default partition.
const PARTITIONED_DAY = '2026-06-01';
const DEFAULT_DAY = '2026-05-10';
const at = (day: string, time: string) => `${day}T${time}Z`;
const second = (iso: string) => Date.parse(iso) / 1000;

async function storedTicks(): Promise<string[]> {
  const rows = await database.db.execute<{ key: string }>(
    sql`select symbol || ' ' || to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as key from reference_ticks order by symbol, at`,
  );
  return rows.rows.map((row) => row.key);
}

async function openPosition(options: { entryTickAt: string; closeTickAt?: string }): Promise<bigint> {
  const rows = await database.db.execute<{ id: string }>(sql`
    insert into positions (user_id, request_id, symbol, side, lots, leverage, status, margin, open_fee, entry_tick_at, close_tick_at)
    values (1, ${`r-${options.entryTickAt}`}, 'XAU_USD', 'long', 1, 10, ${options.closeTickAt ? 'closed' : 'open'}, 1000, 1,
      ${options.entryTickAt}, ${options.closeTickAt ?? null})
    returning id::text`);
  return BigInt(rows.rows[0]?.id ?? 0);
}

it('removes raw ticks past the retention except every tick a record names; candles stay; a second run does nothing', async () => {
  await ensureDayPartitions(database.db, { table: 'reference_ticks', fromMs: Date.parse(PARTITIONED_DAY), toMs: Date.parse(PARTITIONED_DAY) });
  const ticks: Array<[string, string, bigint]> = [
    ['XAU_USD', at(PARTITIONED_DAY, '10:00:00'), 400_000n], // a position's entry
    ['XAU_USD', at(PARTITIONED_DAY, '10:00:01'), 400_100n], // nobody's
    ['XAU_USD', at(PARTITIONED_DAY, '11:00:00'), 401_000n], // the position's close
    ['XAU_USD', at(PARTITIONED_DAY, '16:00:00'), 402_000n], // a funding charge's
    ['BTC_USDT_PERP', at(PARTITIONED_DAY, '10:00:00'), 6_000_000n], // same instant, another symbol: nobody's
    ['XAU_USD', at(DEFAULT_DAY, '09:00:00'), 390_000n], // another position's entry, in the default partition
    ['XAU_USD', at(DEFAULT_DAY, '09:00:01'), 390_500n], // nobody's, in the default partition
    ['XAU_USD', at('2026-11-28', '12:00:00'), 410_000n], // inside the retention: kept
  ];
  await storeTicks(
    database.db,
    ticks.map(([symbol, iso, priceUnits]) => ({ symbol, atSecond: second(iso), priceUnits, source: 'test' })),
  );
  const position = await openPosition({ entryTickAt: at(PARTITIONED_DAY, '10:00:00'), closeTickAt: at(PARTITIONED_DAY, '11:00:00') });
  await database.db.execute(sql`
    insert into carry_charges (position_id, period_at, rate_bp, notional, amount, tick_at, price, charged_at)
    values (${position}, ${at(PARTITIONED_DAY, '16:00:00')}, 1, 1000, 1, ${at(PARTITIONED_DAY, '16:00:00')}, 402000, ${at(PARTITIONED_DAY, '16:00:01')})`);
  await openPosition({ entryTickAt: at(DEFAULT_DAY, '09:00:00') });
  const gold = { symbol: 'XAU_USD', priceScale: 2 };
  const candlesBefore = await Promise.all(KLINE_INTERVALS.map((interval) => listTickCandles(database.db, gold, interval, 1000)));

  expect(await pruneTicks(database.db, NOW)).toEqual({ days: 1, kept: 3, deleted: 1 });

  expect(await storedTicks()).toEqual([
    `XAU_USD ${at(DEFAULT_DAY, '09:00:00')}`,
    `XAU_USD ${at(PARTITIONED_DAY, '10:00:00')}`,
    `XAU_USD ${at(PARTITIONED_DAY, '11:00:00')}`,
    `XAU_USD ${at(PARTITIONED_DAY, '16:00:00')}`,
    `XAU_USD ${at('2026-11-28', '12:00:00')}`,
  ]);
  const [partition] = (await database.db.execute<{ name: string | null }>(sql`select to_regclass('reference_ticks_p20260601')::text as name`)).rows;
  expect(partition?.name).toBeNull();
  // The kept ticks are read as before, through the table.
  expect((await tickAtOrBefore(database.db, 'XAU_USD', new Date(at(PARTITIONED_DAY, '10:30:00'))))?.priceUnits).toBe(400_000n);
  expect(await Promise.all(KLINE_INTERVALS.map((interval) => listTickCandles(database.db, gold, interval, 1000)))).toEqual(candlesBefore);
  expect(await pruneTicks(database.db, NOW)).toEqual({ days: 0, kept: 0, deleted: 0 });
});
