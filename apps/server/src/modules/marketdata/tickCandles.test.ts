import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { listTickCandles } from './tickCandles.js';
import { storeTicks } from './tickRecorder.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const gold = { symbol: 'XAU_USD', priceScale: 2 };
const second = (iso: string) => Math.floor(Date.parse(iso) / 1000);

it('builds candles from stored ticks: open, high, low, close and tick count per bucket, oldest first, paged by end', async () => {
  const ticks: Array<[string, bigint]> = [
    ['2026-11-16T10:00:05Z', 400_000n],
    ['2026-11-16T10:00:30Z', 401_500n],
    ['2026-11-16T10:00:59Z', 399_000n],
    ['2026-11-16T10:01:00Z', 399_500n],
    ['2026-11-16T10:01:10Z', 402_000n],
    ['2026-11-23T09:00:00Z', 410_000n], // the next Monday: a new week
  ];
  await storeTicks(
    database.db,
    ticks.map(([at, priceUnits]) => ({ symbol: 'XAU_USD', atSecond: second(at), priceUnits, source: 'test' })),
  );
  const end = Date.parse('2026-11-16T10:02:00Z');
  expect(await listTickCandles(database.db, gold, '1m', 10, end)).toEqual([
    [Date.parse('2026-11-16T10:00:00Z'), '4000.00', '4015.00', '3990.00', '3990.00', '3', '3'],
    [Date.parse('2026-11-16T10:01:00Z'), '3995.00', '4020.00', '3995.00', '4020.00', '2', '2'],
  ]);
  expect(await listTickCandles(database.db, gold, '1m', 1, end)).toHaveLength(1);
  expect(await listTickCandles(database.db, gold, '1m', 10, Date.parse('2026-11-16T10:01:00Z'))).toHaveLength(1);
  // weeks open on Monday 00:00 UTC; months on the first
  const weeks = await listTickCandles(database.db, gold, '1w', 10, Date.parse('2026-12-01T00:00:00Z'));
  expect(weeks.map((k) => new Date(k[0]).toISOString())).toEqual(['2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z']);
  expect(weeks[1]?.slice(1, 5)).toEqual(['4100.00', '4100.00', '4100.00', '4100.00']);
  const months = await listTickCandles(database.db, gold, '1M', 3, Date.parse('2026-12-02T00:00:00Z'));
  expect(months.map((k) => [new Date(k[0]).toISOString(), k[5]])).toEqual([['2026-11-01T00:00:00.000Z', '6']]);
});
