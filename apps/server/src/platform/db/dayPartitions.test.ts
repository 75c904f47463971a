import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/testDatabase.js';
import type { DatabaseHandle } from './client.js';
import { DAYS_AHEAD, dayPartitionsBefore, ensureDayPartitions, ensurePartitionsAhead } from './dayPartitions.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function partitionOf(symbol: string, at: string): Promise<string | undefined> {
  const rows = await database.db.execute<{ part: string }>(
    sql`select tableoid::regclass::text as part from reference_ticks where symbol = ${symbol} and at = ${at}`,
  );
  return rows.rows[0]?.part;
}

it('a row of a day without a partition lands in the default partition, and moves into the day when the day is created', async () => {
  await database.db.execute(sql`insert into reference_ticks (symbol, at, price, source) values ('XAU_USD', '2025-03-04T05:06:07Z', 1, 'test')`);
  expect(await partitionOf('XAU_USD', '2025-03-04T05:06:07Z')).toBe('reference_ticks_default');
  const day = Date.parse('2025-03-04T00:00:00Z');
  expect(await ensureDayPartitions(database.db, { table: 'reference_ticks', fromMs: day, toMs: day + 3_600_000 })).toBe(1);
  expect(await partitionOf('XAU_USD', '2025-03-04T05:06:07Z')).toBe('reference_ticks_p20250304');
  // Idempotent; the bounds are UTC days: the next second after the day goes elsewhere.
  expect(await ensureDayPartitions(database.db, { table: 'reference_ticks', fromMs: day, toMs: day })).toBe(0);
  await database.db.execute(sql`insert into reference_ticks (symbol, at, price, source) values ('XAU_USD', '2025-03-05T00:00:00Z', 1, 'test')`);
  expect(await partitionOf('XAU_USD', '2025-03-05T00:00:00Z')).toBe('reference_ticks_default');
  expect(await dayPartitionsBefore(database.db, 'reference_ticks', Date.parse('2025-03-05T12:00:00Z'))).toEqual([
    { name: 'reference_ticks_p20250304', day: '2025-03-04' },
  ]);
});

it('the job keeps today and the week ahead of every day-partitioned table', async () => {
  const now = new Date('2031-01-30T23:59:00Z');
  expect(await ensurePartitionsAhead(database.db, now)).toEqual({ reference_ticks: DAYS_AHEAD + 1, spot_trades: DAYS_AHEAD + 1 });
  expect(await ensurePartitionsAhead(database.db, now)).toEqual({ reference_ticks: 0, spot_trades: 0 });
  const rows = await database.db.execute<{ name: string }>(
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'spot_trades'::regclass and c.relname like '%2031%' order by 1`,
  );
  expect(rows.rows.map((row) => row.name)).toEqual([
    'spot_trades_p20310130',
    'spot_trades_p20310131',
    'spot_trades_p20310201',
    'spot_trades_p20310202',
    'spot_trades_p20310203',
    'spot_trades_p20310204',
    'spot_trades_p20310205',
    'spot_trades_p20310206',
  ]);
});
