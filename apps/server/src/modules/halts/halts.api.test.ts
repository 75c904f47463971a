import { ERROR_CODES } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { auditLog } from '../../platform/db/schema.js';
import { staffToken } from '../../testing/callers.js';
import { creditAccount } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { positions } from '../derivatives/index.js';
import { createUserWithPassword } from '../identity/index.js';
import { trialBalance, userBalances, verifyLedger } from '../ledger/index.js';
import { storeTicks } from '../marketdata/index.js';
import { placeOrder, SpotExchange } from '../spot/index.js';

/**
 * Issue 19, trading halts: a halted spot market, instrument or delivery symbol refuses new orders
 * with the reason in the caller's language; open orders and pending entries are kept or cancelled
 * as staff chose (holds released through the owners' cancel paths, books balanced); open positions
 * are never touched; resume accepts orders again; every halt and resume is audited; halts survive
 * a restart of the spot writer.
 */

// Wednesday 2026-11-18, 12:00 UTC: crypto, forex and metals are open.
const clock = manualClock(new Date('2026-11-18T12:00:00Z'));
const SPOT = 'BTC_USDT';
const PERP = 'BTC_USDT_PERP';
let t: TestApp;
let compliance: string;
let n = 0;
const rid = () => `halt${n++}x${Date.now()}`;

interface Trader {
  id: bigint;
  token: string;
}

async function trader(): Promise<Trader> {
  const email = `halts${n++}@halts.test`;
  const user = await createUserWithPassword(t.services.db, { account: { kind: 'email', value: email }, password: 'secret123', nationality: 'HK' });
  await creditAccount(t, user.id, 'exchange', 'USDT', 10_000_000_000n);
  await creditAccount(t, user.id, 'contract', 'USDT', 10_000_000_000n);
  await creditAccount(t, user.id, 'futures', 'USDT', 1_000_000_000n);
  const login = await t.call('userLogin', { account: email, password: 'secret123' }, { method: 'POST' });
  return { id: user.id, token: login.body.data.token };
}

const halt = (fields: Record<string, string>, token = compliance) =>
  t.call('haltTrading', { reason: 'volatility', note: '', cancel_open: 'false', request_id: rid(), ...fields }, { method: 'POST', token, scope: 'admin' });
const resume = (id: string, token = compliance) =>
  t.call('resumeTrading', { id, note: 'calm again', request_id: rid() }, { method: 'POST', token, scope: 'admin' });
/** A resting buy far below the market: it never trades. */
const buy = (who: Trader, lang?: string) =>
  t.call(
    'placeOrder',
    { symbol: SPOT, side: 'buy', type: 'limit', price: '1000', quantity: '0.01', time_in_force: 'GTC', client_order_id: rid() },
    { method: 'POST', token: who.token, lang },
  );
const open = (who: Trader, fields: Record<string, string> = {}) =>
  t.call('openPosition', { symbol: PERP, side: 'long', lots: '1', leverage: '2', request_id: rid(), ...fields }, { method: 'POST', token: who.token });
const deliver = async (who: Trader) => {
  const products = (await t.call('getDeliveryProducts')).body.data as Array<{ id: string }>;
  return t.call(
    'placeDelivery',
    { symbol: PERP, direction: 'up', product_id: products[0]?.id ?? '', stake: '100', request_id: rid() },
    { method: 'POST', token: who.token },
  );
};
async function orderStatus(who: Trader, id: string): Promise<string | undefined> {
  for (const scope of ['open', 'history']) {
    const list = (await t.call('getOrders', { symbol: SPOT, scope }, { token: who.token })).body.data.list as Array<{ id: string; status: string }>;
    const found = list.find((o) => o.id === id);
    if (found) return found.status;
  }
  return undefined;
}
const frozen = async (who: Trader, kind: string) =>
  (await userBalances(t.services.db, who.id)).find((r) => r.kind === kind && r.asset === 'USDT')?.frozen ?? 0n;
const positionStatus = async (id: string) =>
  (
    await t.services.db
      .select()
      .from(positions)
      .where(eq(positions.id, BigInt(id)))
  )[0]?.status;
const audited = (action: string, target: string) =>
  t.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

async function expectBooksBalance() {
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  expect((await verifyLedger(t.services.db)).ok).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  compliance = await staffToken(t, 'compliance');
  await storeTicks(t.services.db, [{ symbol: PERP, atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits: 9_600_000n, source: 'test' }]);
});
afterAll(() => t.close());

describe('a halted spot market', () => {
  it('refuses orders with the reason in the caller language, keeps open orders, and takes orders again on resume', async () => {
    const alice = await trader();
    const resting = await buy(alice);
    expect(resting.body.code).toBe(0);

    const halted = await halt({ scope: 'spot', target: SPOT, reason: 'volatility', note: 'Back after the auction' });
    expect(halted.body.code).toBe(0);
    expect(halted.body.data).toMatchObject({ scope: 'spot', target: SPOT, reason: 'volatility', cancel_open: false, resumed_at: null });

    const refused = await buy(alice);
    expect(refused.body.code).toBe(ERROR_CODES.trading_halted);
    expect(refused.body.msg).toBe(`Trading in ${SPOT} is halted: Extreme price volatility. Back after the auction`);
    expect(refused.body.data).toMatchObject({ target: SPOT, halt_reason: 'volatility', note: 'Back after the auction' });
    expect((await buy(alice, 'de')).body.msg).toContain('Extreme Kursschwankungen');
    // Kept: the order that rested before the halt still rests.
    expect(await orderStatus(alice, resting.body.data.id)).toBe('pending');
    expect((await t.call('getTradingHalts')).body.data.halts).toEqual([
      expect.objectContaining({ scope: 'spot', target: SPOT, reason: 'volatility', note: 'Back after the auction' }),
    ]);
    expect(await audited('halts.halt', `spot:${SPOT}`)).toHaveLength(1);
    // Published in the rule register's history.
    const history = (await t.call('getRuleHistory', { kind: 'trading_halt' })).body.data.items as Array<{ key: string; reason: string }>;
    expect(history[0]).toMatchObject({ key: `spot:${SPOT}`, reason: 'trading_halted' });

    const resumed = await resume(halted.body.data.id);
    expect(resumed.body.code).toBe(0);
    expect(resumed.body.data).toMatchObject({ resume_note: 'calm again', resumed_by: 'matrix_compliance' });
    expect(await audited('halts.resume', `spot:${SPOT}`)).toHaveLength(1);
    expect((await buy(alice)).body.code).toBe(0);
    expect((await t.call('getTradingHalts')).body.data.halts).toEqual([]);
  });

  it('cancels every open order when staff choose so, releasing the holds; the books balance', async () => {
    const bob = await trader();
    const carol = await trader();
    const first = await buy(bob);
    const second = await buy(carol);
    expect(await frozen(bob, 'exchange')).toBeGreaterThan(0n);

    const halted = await halt({ scope: 'spot', target: SPOT, reason: 'maintenance', cancel_open: 'true' });
    expect(halted.body.code).toBe(0);
    expect(halted.body.data.cancel_open).toBe(true);
    expect(halted.body.data.cancelled_orders).toBeGreaterThanOrEqual(2);
    expect(await orderStatus(bob, first.body.data.id)).toBe('withdrawn');
    expect(await orderStatus(carol, second.body.data.id)).toBe('withdrawn');
    expect(await frozen(bob, 'exchange')).toBe(0n);
    expect(await frozen(carol, 'exchange')).toBe(0n);
    expect(t.services.exchange.view.openOrders.size).toBe(0);
    await expectBooksBalance();

    // One halt in force per market; a lifted halt cannot be lifted twice.
    expect((await halt({ scope: 'spot', target: SPOT })).body.code).toBe(ERROR_CODES.halt_active);
    expect((await resume(halted.body.data.id)).body.code).toBe(0);
    expect((await resume(halted.body.data.id)).body.code).toBe(ERROR_CODES.halt_not_active);
    expect((await halt({ scope: 'spot', target: 'NOPE_USDT' })).body.code).toBe(ERROR_CODES.halt_target_unknown);
  });
});

describe('a halted instrument', () => {
  it('refuses new positions and previews, keeps or cancels pending entries, and never touches open positions', async () => {
    const dave = await trader();
    const running = await open(dave);
    expect(running.body.code).toBe(0);
    const pending = await open(dave, { type: 'limit', price: '50000' });
    expect(pending.body.data.status).toBe('pending');

    const kept = await halt({ scope: 'instrument', target: PERP, reason: 'price_feed' });
    expect(kept.body.data).toMatchObject({ cancel_open: false, cancelled_positions: 0 });
    const refused = await open(dave);
    expect(refused.body.code).toBe(ERROR_CODES.trading_halted);
    expect(refused.body.msg).toContain('Price feed problem');
    expect((await t.call('previewPosition', { symbol: PERP, side: 'long', lots: '1', leverage: '2' }, { token: dave.token })).body.code).toBe(
      ERROR_CODES.trading_halted,
    );
    expect(await positionStatus(pending.body.data.id)).toBe('pending');
    expect((await resume(kept.body.data.id)).body.code).toBe(0);

    const frozenBefore = await frozen(dave, 'contract');
    const cancelling = await halt({ scope: 'instrument', target: PERP, reason: 'regulatory', cancel_open: 'true' });
    expect(cancelling.body.data).toMatchObject({ cancel_open: true, cancelled_positions: 1 });
    expect(await positionStatus(pending.body.data.id)).toBe('cancelled');
    expect(await frozen(dave, 'contract')).toBeLessThan(frozenBefore);
    // The open position is as it was: a halt never closes or re-prices it.
    expect(await positionStatus(running.body.data.id)).toBe('open');
    await expectBooksBalance();
    expect((await resume(cancelling.body.data.id)).body.code).toBe(0);
    expect((await open(dave)).body.code).toBe(0);
  });
});

describe("a symbol's halted delivery products", () => {
  it('refuse delivery orders while positions on the same instrument stay open to trade', async () => {
    const erin = await trader();
    const halted = await halt({ scope: 'delivery', target: PERP, reason: 'listing_review', cancel_open: 'true' });
    // Delivery orders have nothing resting to cancel.
    expect(halted.body.data).toMatchObject({ scope: 'delivery', cancel_open: false });
    const refused = await deliver(erin);
    expect(refused.body.code).toBe(ERROR_CODES.trading_halted);
    expect(refused.body.msg).toContain('Listing under review');
    expect((await open(erin)).body.code).toBe(0);
    expect((await resume(halted.body.data.id)).body.code).toBe(0);
    expect((await deliver(erin)).body.code).toBe(0);
  });
});

describe('access', () => {
  it('lets compliance and super admins halt; other roles are refused and the refusal audited', async () => {
    for (const role of ['support', 'finance', 'content'] as const) {
      const token = await staffToken(t, role);
      expect((await halt({ scope: 'spot', target: SPOT }, token)).body.code).toBe(ERROR_CODES.forbidden);
      expect((await t.call('tradingHalts', {}, { token, scope: 'admin' })).body.code).toBe(ERROR_CODES.forbidden);
    }
    expect((await audited('denied:haltTrading', '')).length).toBeGreaterThanOrEqual(3);
    const desk = await t.call('tradingHalts', {}, { token: await staffToken(t, 'super_admin'), scope: 'admin' });
    expect(desk.body.code).toBe(0);
    expect(desk.body.data.active).toEqual([]);
    expect(desk.body.data.history.length).toBeGreaterThanOrEqual(5);
    expect(desk.body.data.targets.spot).toContain(SPOT);
    expect(desk.body.data.targets.instrument).toContain(PERP);
  });
});

describe('a restart', () => {
  it('brings the spot writer back with the halt in force', async () => {
    const frank = await trader();
    const halted = await halt({ scope: 'spot', target: SPOT, reason: 'other', note: 'Investigating' });
    expect(halted.body.code).toBe(0);
    await t.services.exchange.stop();
    const handle = { db: t.services.db, pool: t.services.pool, close: async () => undefined };
    const restarted = await SpotExchange.start({ database: handle, clock, log: { error: () => undefined, warn: () => undefined } });
    try {
      expect(restarted.view.halts.get(SPOT)).toMatchObject({ reason: 'other', note: 'Investigating' });
      const refused = await placeOrder({ db: t.services.db, exchange: restarted }, frank.id, {
        symbol: SPOT,
        side: 'buy',
        type: 'limit',
        price: '1000',
        quantity: '0.01',
        time_in_force: 'GTC',
        post_only: false,
        client_order_id: rid(),
      });
      expect(refused).toMatchObject({ ok: false, error: 'trading_halted' });
    } finally {
      await restarted.stop();
    }
  });
});
