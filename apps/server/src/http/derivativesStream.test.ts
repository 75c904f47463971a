import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RecordedTick, storeTicks } from '../modules/marketdata/index.js';
import { creditAccount, fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

interface Frame {
  channel: string;
  data?: Record<string, unknown>;
}

let lastSecond = 0;
/** As the recorder does, at most one a second: store the tick, then tell the hub. */
async function tick(symbol: string, priceUnits: bigint) {
  while (Math.floor(Date.now() / 1000) <= lastSecond) await new Promise((r) => setTimeout(r, 50));
  lastSecond = Math.floor(Date.now() / 1000);
  const ticks: RecordedTick[] = [{ symbol, atSecond: lastSecond, priceUnits, source: 'test' }];
  await storeTicks(t.services.db, ticks);
  t.services.ticks.publish(ticks);
}

it('streams mark ticks, the user’s positions (on change and live each tick) and delivery orders', async () => {
  const user = await fundedUser(t, 'stream@positions.test', 0n);
  await creditAccount(t, user.id, 'contract', 'USDT', 1_000_000_000n);
  await creditAccount(t, user.id, 'futures', 'USDT', 1_000_000_000n);
  const socket = await t.app.injectWS('/ws');
  const frames: Frame[] = [];
  socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as Frame));
  const waitFor = async (predicate: (f: Frame) => boolean) => {
    for (let i = 0; i < 150; i++) {
      const found = frames.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no frame; got ${JSON.stringify(frames.map((f) => f.channel))}`);
  };

  await tick('BTC_USDT_PERP', 9_600_000n);
  socket.send(JSON.stringify({ op: 'subscribe', channels: ['mark@BTC_USDT_PERP', 'mark@nonsense'] }));
  // the snapshot: the latest stored tick, with the quotes a user trades at (spread 2 bp)
  expect((await waitFor((f) => f.channel === 'mark@BTC_USDT_PERP')).data).toMatchObject({ mark: '96000.00', bid: '95990.40', ask: '96009.60' });
  frames.length = 0;
  await tick('BTC_USDT_PERP', 9_610_000n);
  expect((await waitFor((f) => f.channel === 'mark@BTC_USDT_PERP' && f.data?.mark === '96100.00')).data).toMatchObject({ symbol: 'BTC_USDT_PERP' });

  socket.send(JSON.stringify({ op: 'auth', token: user.token }));
  await waitFor((f) => f.channel === 'auth' && f.data?.ok === true);
  const opened = await t.call(
    'openPosition',
    { symbol: 'BTC_USDT_PERP', side: 'long', lots: '1', leverage: '10', request_id: 'stream-open-1' },
    { method: 'POST', token: user.token },
  );
  expect(opened.body.code).toBe(0);
  const id = opened.body.data.id as string;
  expect((await waitFor((f) => f.channel === 'positions' && f.data?.id === id)).data).toMatchObject({ status: 'open', entry_price: '96109.61' });

  frames.length = 0;
  await tick('BTC_USDT_PERP', 9_710_000n); // bid 97,090.29: (97,090.29 − 96,109.61) × 0.01 = 9.8068
  const live = await waitFor((f) => f.channel === 'positions' && f.data?.id === id && f.data?.mark === '97100.00');
  expect(live.data).toMatchObject({ close_price_now: '97090.29', unrealised_pnl: '9.806800' });

  frames.length = 0;
  await t.call('closePosition', { position_id: id, request_id: 'stream-close-1' }, { method: 'POST', token: user.token });
  expect((await waitFor((f) => f.channel === 'positions' && f.data?.id === id && f.data?.status === 'closed')).data).toMatchObject({
    realised_pnl: '9.806800',
  });

  const products = (await t.call('getDeliveryProducts', {})).body.data as Array<{ id: string }>;
  const placed = await t.call(
    'placeDelivery',
    { symbol: 'BTC_USDT_PERP', direction: 'up', product_id: products[0]?.id ?? '', stake: '10', request_id: 'stream-delivery-1' },
    { method: 'POST', token: user.token },
  );
  expect(placed.body.code).toBe(0);
  expect((await waitFor((f) => f.channel === 'delivery' && f.data?.id === placed.body.data.id)).data).toMatchObject({ status: 'open', stake: '10.000000' });
  socket.terminate();
});
