import { afterAll, beforeAll, expect, it } from 'vitest';
import { fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { placeOrder, validateOrder } from './placeOrder.js';

/**
 * A command submitted while the writer is finishing its drain (after its last look at the queue,
 * before it marks itself idle) must still be run. It used to wait for the next command to kick
 * the writer: at shutdown none came, and the market-making bots' round hung the stop.
 */
let t: TestApp;
let trader: { id: bigint; token: string };
beforeAll(async () => {
  t = await createTestApp();
  trader = await fundedUser(t, 'queue@spot.test', 10_000_000_000n);
});
afterAll(() => t.close());

const order = (n: number) => ({
  symbol: 'BTC_USDT',
  side: 'buy' as const,
  type: 'limit' as const,
  price: '1000',
  quantity: '0.01',
  time_in_force: 'GTC' as const,
  post_only: false,
  client_order_id: `queue-${n}-${Date.now()}`,
});

function withinSeconds<T>(promise: Promise<T>, seconds: number): Promise<T | 'timed out'> {
  return Promise.race([promise, new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), seconds * 1000))]);
}

it('runs a command submitted any number of microtasks after the previous one was answered', async () => {
  const deps = { db: t.services.db, exchange: t.services.exchange };
  const market = t.services.exchange.view.markets.get('BTC_USDT');
  if (!market) throw new Error('no BTC_USDT market');
  for (let hops = 0; hops < 12; hops++) {
    const validated = validateOrder(market.rules, order(hops));
    if (!validated.ok) throw new Error(validated.error);
    // The second command leaves from the first one's answer, as a caller reacting to it would.
    const second = t.services.exchange.submit({ type: 'place', userId: trader.id, order: validated.value }).then(async () => {
      for (let i = 0; i < hops; i++) await Promise.resolve();
      return withinSeconds(placeOrder(deps, trader.id, order(100 + hops)), 2);
    });
    expect({ hops, answered: (await second) !== 'timed out' }).toEqual({ hops, answered: true });
  }
});
