import { afterAll, beforeAll, expect, it } from 'vitest';
import { creditExchange, fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

interface Frame {
  channel: string;
  // biome-ignore lint/suspicious/noExplicitAny: frames are checked by the assertions
  data?: any;
}

it('streams depth, trades, candles, tickers and the user orders over /ws', async () => {
  const buyer = await fundedUser(t, 'stream-buyer@example.com', 1_000_000_000n);
  const seller = await fundedUser(t, 'stream-seller@example.com', 0n);
  await creditExchange(t, seller.id, 'ETH', 100_000_000n);
  const socket = await t.app.injectWS('/ws');
  const frames: Frame[] = [];
  socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as Frame));
  const waitFor = async (predicate: (f: Frame) => boolean) => {
    for (let i = 0; i < 150; i++) {
      const found = frames.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no frame; got ${JSON.stringify(frames).slice(0, 2000)}`);
  };
  socket.send(JSON.stringify({ op: 'auth', token: buyer.token }));
  await waitFor((f) => f.channel === 'auth' && f.data?.ok === true);
  socket.send(JSON.stringify({ op: 'subscribe', channels: ['depth@ETH_USDT', 'trades@ETH_USDT', 'kline@ETH_USDT@1m', 'ticker', 'depth@NOPE', 'evil'] }));
  const ack = await waitFor((f) => f.channel === 'subscribed');
  expect(ack.data.channels).toEqual(['depth@ETH_USDT', 'trades@ETH_USDT', 'kline@ETH_USDT@1m', 'ticker', 'depth@NOPE']);
  expect((await waitFor((f) => f.channel === 'depth@ETH_USDT')).data.bids).toEqual([]);

  frames.length = 0;
  await t.call(
    'placeOrder',
    { symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: '3000', quantity: '0.1', client_order_id: 'stream-1' },
    { method: 'POST', token: buyer.token },
  );
  expect((await waitFor((f) => f.channel === 'orders')).data).toMatchObject({ client_order_id: 'stream-1', status: 'pending' });
  expect((await waitFor((f) => f.channel === 'depth@ETH_USDT' && f.data.bids.length > 0)).data.bids[0]).toEqual(['3000.000000', '0.10000000']);

  await t.call(
    'placeOrder',
    { symbol: 'ETH_USDT', side: 'sell', type: 'market', quantity: '0.04', client_order_id: 'stream-2' },
    { method: 'POST', token: seller.token },
  );
  expect((await waitFor((f) => f.channel === 'trades@ETH_USDT')).data[0]).toMatchObject({ price: '3000.000000', quantity: '0.04000000', side: 'sell' });
  const candle = (await waitFor((f) => f.channel === 'kline@ETH_USDT@1m')).data;
  expect(candle.slice(1, 6)).toEqual(['3000.000000', '3000.000000', '3000.000000', '3000.000000', '0.04000000']);
  expect((await waitFor((f) => f.channel === 'orders' && f.data.status === 'trading')).data.filled_quantity).toBe('0.04000000');
  const ticker = await waitFor(
    (f) => f.channel === 'ticker' && f.data.some((m: { symbol: string; price: string }) => m.symbol === 'ETH_USDT' && m.price === '3000.00'),
  );
  expect(ticker.data.find((m: { symbol: string }) => m.symbol === 'ETH_USDT').volume).toBe('0.04000');
  socket.terminate();
});
