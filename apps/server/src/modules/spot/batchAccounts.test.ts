import type { PlaceOrderInput } from '@veritex/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { creditExchange, fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { trialBalance, verifyLedger } from '../ledger/index.js';
import { accountsToLock } from './batchAccounts.js';
import { plainDecimal, priceToTicks, quoteValue } from './marketRules.js';
import { placeOrder, validateOrder } from './placeOrder.js';
import type { MarketState } from './state.js';

let t: TestApp;
let market: MarketState;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  // A market nobody trades in the test database, so the book holds only this test's orders.
  const quiet = [...t.services.exchange.view.markets.values()].find((m) => m.book.size === 0 && m.rules.quote === 'USDT');
  if (!quiet) throw new Error('no empty USDT market');
  market = quiet;
});
afterAll(() => t.close());

function input(side: 'buy' | 'sell', price: string, quantity: string): PlaceOrderInput {
  return { symbol: market.rules.symbol, side, type: 'limit', price, quantity, time_in_force: 'GTC', post_only: false, client_order_id: `lock-${++serial}` };
}

async function trader(email: string): Promise<bigint> {
  const user = await fundedUser(t, email, 1_000_000_000_000n);
  await creditExchange(t, user.id, market.rules.base, 10n ** BigInt(market.rules.baseScale + 6));
  return user.id;
}

async function rest(userId: bigint, order: PlaceOrderInput): Promise<void> {
  const placed = await placeOrder({ db: t.services.db, exchange: t.services.exchange }, userId, order);
  if (!placed.ok) throw new Error(`${order.client_order_id}: ${placed.error}`);
}

/** The least quantity on the lot grid whose value at 900 meets the market's minimum notional. */
function smallestQuantity(): string {
  const ticks = priceToTicks(market.rules, '900');
  if (!ticks.ok) throw new Error(ticks.error);
  let lots = 1;
  while (quoteValue(market.rules, ticks.value, lots) < market.rules.minNotional) lots++;
  return plainDecimal(BigInt(lots) * market.rules.lotUnits, market.rules.baseScale);
}

const usersIn = (refs: ReturnType<typeof accountsToLock>) => new Set(refs.flatMap((r) => (r.owner === 'user' ? [r.userId] : [])));

function placeCommand(userId: bigint, order: PlaceOrderInput) {
  const validated = validateOrder(market.rules, order);
  if (!validated.ok) throw new Error(validated.error);
  return { type: 'place' as const, userId, order: validated.value };
}

it('locks, when a batch opens, the makers its orders could meet and no others', async () => {
  const [first, second, bidder, taker] = [await trader('m1@lock.test'), await trader('m2@lock.test'), await trader('b@lock.test'), await trader('t@lock.test')];
  const lot = smallestQuantity();
  await rest(first, input('sell', '1000', lot));
  await rest(second, input('sell', '1001', lot));
  await rest(bidder, input('buy', '900', lot));

  const one = accountsToLock(t.services.exchange.view, [placeCommand(taker, input('buy', '1001', lot))]);
  expect(usersIn(one)).toEqual(new Set([taker, first]));
  expect(one.filter((r) => r.owner === 'house').map((r) => r.asset)).toEqual([market.rules.base, market.rules.quote]);
  const both = accountsToLock(t.services.exchange.view, [placeCommand(taker, input('buy', '1001', lot)), placeCommand(taker, input('buy', '1001', lot))]);
  expect(usersIn(both)).toEqual(new Set([taker, first, second]));
  const belowTheAsks = accountsToLock(t.services.exchange.view, [placeCommand(taker, input('buy', '999', lot))]);
  expect(usersIn(belowTheAsks)).toEqual(new Set([taker]));
  const seller = accountsToLock(t.services.exchange.view, [placeCommand(taker, { ...input('sell', '0', lot), type: 'market' })]);
  expect(usersIn(seller)).toEqual(new Set([taker, bidder]));
});

it('locks the makers after matching when the batch could meet more resting orders than it walks', { timeout: 120_000 }, async () => {
  const maker = await trader('many@lock.test');
  const taker = await trader('sweep@lock.test');
  const lot = smallestQuantity();
  const asks = Array.from({ length: 2_001 }, () => input('sell', '1002', lot));
  await Promise.all(asks.map((order) => rest(maker, order)));
  const sweep: PlaceOrderInput = { ...input('buy', '0', lot), type: 'market', amount: '50000', price: undefined, quantity: undefined };
  expect(usersIn(accountsToLock(t.services.exchange.view, [placeCommand(taker, sweep)])).has(maker)).toBe(false);

  const placed = await placeOrder({ db: t.services.db, exchange: t.services.exchange }, taker, sweep);
  expect(placed).toMatchObject({ ok: true });
  const trades = await t.services.pool.query<{ n: string }>('select count(*)::text as n from spot_trades where maker_user_id = $1', [maker.toString()]);
  expect(Number(trades.rows[0]?.n)).toBeGreaterThanOrEqual(2_001);
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  expect((await verifyLedger(t.services.db)).ok).toBe(true);
});
