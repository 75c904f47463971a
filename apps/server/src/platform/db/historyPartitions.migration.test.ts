import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { withDatabase } from '../../testing/globalSetup.js';
import { connectDatabase, type DatabaseHandle, MIGRATIONS_DIR } from './client.js';

/**
 * Migration history_partitions on a database that already holds ticks and trades: the rows survive
 * the conversion into day partitions, and the tick candles are backfilled from them.
 */
const name = `migration_${Date.now().toString(36)}`;
let database: DatabaseHandle;
let before: string;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  database = connectDatabase(withDatabase(inject('adminDatabaseUrl'), name), 2);
  // The migrations before this one, from a copy whose journal stops there.
  before = mkdtempSync(join(tmpdir(), 'veritex-migrations-'));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalPath = join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_history_partitions'));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  await migrate(database.db, { migrationsFolder: before });
});
afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

it('converts reference_ticks and spot_trades into day partitions keeping every row, and backfills the candles', async () => {
  const db = database.db;
  await db.execute(sql`insert into assets (code, name, scale) values ('BTC', 'Bitcoin', 8), ('USDT', 'Tether', 6)`);
  await db.execute(sql`insert into markets (symbol, base, quote, kind, price_scale, quantity_scale, reference_price, volatility_bp)
    values ('BTC_USDT', 'BTC', 'USDT', 'spot', 2, 6, '60000', 5000)`);
  await db.execute(sql`insert into reference_ticks (symbol, at, price, source) values
    ('XAU_USD', '2026-03-01T23:59:59Z', 400000, 'simulated'), ('XAU_USD', '2026-03-02T00:00:01Z', 401000, 'simulated'),
    ('XAU_USD', '2026-03-02T00:00:30Z', 399000, 'simulated')`);
  await db.execute(sql`insert into spot_trades (id, symbol, price, quantity, amount, taker_side, maker_order_id, taker_order_id, maker_user_id,
      taker_user_id, maker_fee, taker_fee, created_at)
    values (7, 'BTC_USDT', 1, 1, 1, 'buy', 1, 2, 3, 4, 0, 0, '2026-02-14T10:00:00Z'), (8, 'BTC_USDT', 1, 1, 1, 'sell', 1, 2, 3, 4, 0, 0, '2026-02-15T10:00:00Z')`);

  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

  const ticks = await db.execute<{ at: string; part: string }>(
    sql`select to_char(at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as at, tableoid::regclass::text as part from reference_ticks order by at`,
  );
  expect(ticks.rows).toEqual([
    { at: '2026-03-01 23:59:59', part: 'reference_ticks_p20260301' },
    { at: '2026-03-02 00:00:01', part: 'reference_ticks_p20260302' },
    { at: '2026-03-02 00:00:30', part: 'reference_ticks_p20260302' },
  ]);
  const trades = await db.execute<{ id: string; part: string }>(sql`select id::text, tableoid::regclass::text as part from spot_trades order by id`);
  expect(trades.rows).toEqual([
    { id: '7', part: 'spot_trades_p20260214' },
    { id: '8', part: 'spot_trades_p20260215' },
  ]);
  const candles = await db.execute<{ interval: string; open: string; high: string; low: string; close: string; ticks: number }>(sql`
    select interval, open::text, high::text, low::text, close::text, ticks from reference_tick_candles
    where symbol = 'XAU_USD' and interval in ('1m', '1M') order by interval, open_time`);
  expect(candles.rows).toEqual([
    { interval: '1M', open: '400000', high: '401000', low: '399000', close: '399000', ticks: 3 },
    { interval: '1m', open: '400000', high: '400000', low: '400000', close: '400000', ticks: 1 },
    { interval: '1m', open: '401000', high: '401000', low: '399000', close: '399000', ticks: 2 },
  ]);
});
