import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

interface Frame {
  channel: string;
  data?: { ok?: boolean; accounts?: Array<{ type: string; rows: Array<{ asset: string; available: string }> }> };
}

it('pushes balances after a committed posting touches the user, and refuses a bad token', async () => {
  const user = await fundedUser(t, 'live@example.com', 10_000_000n);
  const socket = await t.app.injectWS('/ws');
  const frames: Frame[] = [];
  socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as Frame));
  const waitFor = async (predicate: (f: Frame) => boolean) => {
    for (let i = 0; i < 100; i++) {
      const found = frames.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no frame; got ${JSON.stringify(frames)}`);
  };
  socket.send(JSON.stringify({ op: 'auth', token: 'wrong' }));
  expect((await waitFor((f) => f.channel === 'auth')).data?.ok).toBe(false);
  frames.length = 0;
  socket.send(JSON.stringify({ op: 'auth', token: user.token }));
  await waitFor((f) => f.channel === 'auth' && f.data?.ok === true);
  frames.length = 0;
  await t.call(
    'transfer',
    { asset: 'USDT', amount: '4', from: 'exchange', to: 'futures', request_id: 'live-transfer-1' },
    { method: 'POST', token: user.token },
  );
  const pushed = await waitFor((f) => f.channel === 'balances');
  const futures = pushed.data?.accounts?.find((a) => a.type === 'futures')?.rows.find((r) => r.asset === 'USDT');
  expect(futures?.available).toBe('4.000000');
  socket.send(JSON.stringify({ op: 'ping' }));
  await waitFor((f) => f.channel === 'pong');

  // PostgreSQL drops the LISTEN connection: the server must survive, reconnect and push again.
  await t.services.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query like ${`LISTEN %`} and pid <> pg_backend_pid()`);
  await new Promise((r) => setTimeout(r, 1_500));
  frames.length = 0;
  await t.call(
    'transfer',
    { asset: 'USDT', amount: '1', from: 'exchange', to: 'futures', request_id: 'live-transfer-2' },
    { method: 'POST', token: user.token },
  );
  const again = await waitFor((f) => f.channel === 'balances');
  expect(again.data?.accounts?.find((a) => a.type === 'futures')?.rows.find((r) => r.asset === 'USDT')?.available).toBe('5.000000');
  socket.terminate();
});
