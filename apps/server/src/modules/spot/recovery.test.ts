import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { startPlatformProcess } from '../../testing/platformProcess.js';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { createUserWithPassword } from '../identity/index.js';
import { postEntries, trialBalance, verifyLedger } from '../ledger/index.js';

/**
 * Kill -9 while orders stream in: everything acknowledged must be there exactly once after a
 * restart, the books must be rebuilt from the database, and the ledger must balance.
 */
let database: DatabaseHandle & { url: string };

function startServer() {
  // No chart history: the orders' recovery is under test, and the suite stays quick.
  return startPlatformProcess({ DATABASE_URL: database.url, MARKET_MAKER: 'off', RATE_LIMIT_FACTOR: '1000', CHART_HISTORY_DAYS: '0' }, 60_000);
}

async function call(baseUrl: string, name: string, fields: Record<string, string>, token?: string) {
  const response = await fetch(`${baseUrl}/api/web/${name}`, {
    method: 'POST',
    headers: { nonce: 'recover1', 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  return (await response.json()) as { code: number; data: { id: string; token: string; list: Array<{ id: string }>; bids: string[][]; asks: string[][] } };
}

/** Reads are GET calls. */
async function read(baseUrl: string, name: string, fields: Record<string, string>) {
  const response = await fetch(`${baseUrl}/api/web/${name}?${new URLSearchParams(fields).toString()}`, { headers: { nonce: 'recover1' } });
  return (await response.json()) as { code: number; data: { bids: string[][]; asks: string[][] } };
}

/** The limit price of the i-th order of a stream: buyers step down from 50,000, sellers up from 49,995. */
const priceOf = (side: 'buy' | 'sell', i: number) => (side === 'buy' ? 50_000 - (i % 7) : 49_995 + (i % 7));

async function trader(email: string, asset: string, units: bigint): Promise<bigint> {
  const user = await createUserWithPassword(database.db, { account: { kind: 'email', value: email }, password: 'secret123', nationality: 'GB' });
  await database.db.transaction((tx) =>
    postEntries(tx, {
      reason: 'deposit',
      actor: 'test',
      cause: { type: 'test', id: email },
      idempotencyKey: `recovery:${email}`,
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset }, bucket: 'available', amount: -units },
        { account: { owner: 'user', userId: user.id, kind: 'exchange', asset }, bucket: 'available', amount: units },
      ],
    }),
  );
  return user.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('loses nothing acknowledged when the server is killed mid-stream', { timeout: 120_000 }, async () => {
  let server = await startServer();
  await trader('buyer@recovery.test', 'USDT', 100_000_000_000n);
  await trader('seller@recovery.test', 'BTC', 1_000_000_000n);
  const buyer = (await call(server.baseUrl, 'userLogin', { account: 'buyer@recovery.test', password: 'secret123' })).data.token;
  const seller = (await call(server.baseUrl, 'userLogin', { account: 'seller@recovery.test', password: 'secret123' })).data.token;

  const acknowledged = new Map<string, string>();
  let sent = 0;
  const stream = async (token: string, side: 'buy' | 'sell', worker: number) => {
    for (let i = 0; ; i++) {
      const key = `${side}${worker}n${i}`;
      sent++;
      const price = priceOf(side, i);
      const answer = await call(
        server.baseUrl,
        'placeOrder',
        { symbol: 'BTC_USDT', side, type: 'limit', price: String(price), quantity: '0.001', client_order_id: key },
        token,
      ).catch(() => undefined);
      if (!answer) return;
      if (answer.code === 0) acknowledged.set(key, answer.data.id);
    }
  };
  const workers = [0, 1, 2, 3].flatMap((w) => [stream(buyer, 'buy', w), stream(seller, 'sell', w)]);
  // Killed mid-stream once enough orders were acknowledged, however slow the machine (a fixed
  // pause acknowledged only 12 on a loaded machine).
  while (acknowledged.size <= 20) await new Promise((r) => setTimeout(r, 20));
  server.child.kill('SIGKILL');
  await Promise.all(workers);
  expect(acknowledged.size).toBeGreaterThan(20);

  server = await startServer();
  try {
    const rows = await database.db.execute<{ client_order_id: string; id: string; n: string }>(
      sql`select client_order_id, min(id)::text as id, count(*)::text as n from spot_orders group by client_order_id`,
    );
    const stored = new Map(rows.rows.map((r) => [r.client_order_id, r]));
    for (const [key, id] of acknowledged) {
      expect(stored.get(key), key).toMatchObject({ id, n: '1' });
    }
    // A retry of an acknowledged order after the restart answers the same order.
    const [firstKey, firstId] = [...acknowledged][0] as [string, string];
    const side = firstKey.startsWith('buy') ? 'buy' : 'sell';
    const price = String(priceOf(side, Number(firstKey.split('n')[1])));
    const retry = await call(
      server.baseUrl,
      'placeOrder',
      { symbol: 'BTC_USDT', side, type: 'limit', price, quantity: '0.001', client_order_id: firstKey },
      side === 'buy' ? buyer : seller,
    );
    expect(retry.data.id).toBe(firstId);

    const orphanTrades = await database.db.execute(sql`select t.id from spot_trades t left join spot_orders o on o.id = t.taker_order_id where o.id is null`);
    expect(orphanTrades.rows).toEqual([]);
    // The rebuilt book is exactly the open orders in the database.
    const open = await database.db.execute<{ side: string; remaining: string }>(
      sql`select side, sum(quantity - filled_quantity)::text as remaining from spot_orders where status in ('pending','trading') group by side`,
    );
    const depth = await read(server.baseUrl, 'getDepth', { symbol: 'BTC_USDT', limit: '100' });
    const bookTotal = (levels: string[][]) => levels.reduce((sum, [, qty]) => sum + BigInt(Math.round(Number(qty) * 1e8)), 0n);
    for (const row of open.rows) expect(bookTotal(row.side === 'buy' ? depth.data.bids : depth.data.asks)).toBe(BigInt(row.remaining));
    expect((await trialBalance(database.db)).ok).toBe(true);
    expect((await verifyLedger(database.db)).ok).toBe(true);
    expect(sent).toBeGreaterThan(acknowledged.size - 1);
  } finally {
    server.child.kill('SIGKILL');
  }
});
