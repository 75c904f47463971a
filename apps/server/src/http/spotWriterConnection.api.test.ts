import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * The spot writer holds its lock on a connection of its own. When PostgreSQL drops that
 * connection the process must survive (pg emits 'error' on it), the writer must give up its
 * markets (refuse, write nothing) and, once it holds the lock again on a new connection, reload
 * the books and take orders again.
 */
let t: TestApp;
let trader: { id: bigint; token: string };
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  trader = await fundedUser(t, 'writer@connection.test', 1_000_000_000n);
});
afterAll(() => t.close());

const place = (price: string) =>
  t.call(
    'placeOrder',
    { symbol: 'BTC_USDT', side: 'buy', type: 'limit', time_in_force: 'GTC', price, quantity: '0.001', client_order_id: `writer${n++}` },
    { method: 'POST', token: trader.token },
  );

/** The backend holding the writer's advisory lock. */
async function writerLockHolder(): Promise<number | undefined> {
  const rows = await t.services.db.execute<{ pid: number; application_name: string }>(
    sql`select l.pid, a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.granted and a.datname = current_database() and a.application_name = 'veritex-spot-writer'`,
  );
  return rows.rows[0]?.pid;
}

it('gives up its markets when its connection is terminated, then takes the lock back, reloads the books and resumes', async () => {
  expect((await place('40000')).body.code).toBe(0);
  const before = await writerLockHolder();
  expect(before).toBeDefined();

  await t.services.db.execute(sql`select pg_terminate_backend(${before}::int)`);
  // It notices the loss and refuses rather than acting on books it no longer owns.
  for (let i = 0; i < 200 && t.services.exchange.accepting; i++) await new Promise((r) => setTimeout(r, 5));
  expect(t.services.exchange.accepting).toBe(false);
  expect((await place('40001')).body.code).toBe(4417);

  const started = Date.now();
  let answer = await place('40002');
  while (answer.body.code !== 0 && Date.now() - started < 5_000) {
    await new Promise((r) => setTimeout(r, 100));
    answer = await place('40002');
  }
  expect(answer.body.code).toBe(0);
  const after = await writerLockHolder();
  expect(after).toBeDefined();
  expect(after).not.toBe(before);
  // The reloaded book holds the order placed before the loss and the one after it, nothing refused.
  const depth = await t.call('getDepth', { symbol: 'BTC_USDT' });
  expect(depth.body.data.bids).toEqual([
    ['40002.000000', '0.00100000'],
    ['40000.000000', '0.00100000'],
  ]);
});
