import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { auditLog } from '../../platform/db/schema.js';
import { staffToken } from '../../testing/callers.js';
import { creditExchange, fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { applyDueMarketChanges } from './index.js';

const clock = manualClock(new Date('2026-11-23T05:00:00Z'));
const MINUTE_MS = 60_000;
let t: TestApp;
let admin: string;
let compliance: string;
let maker: { id: bigint; token: string };
let taker: { id: bigint; token: string };
let n = 0;
const rid = () => `markets-${n++}-${Date.now()}`;
const staffPost = (name: string, params: Record<string, string>, token = admin) =>
  t.call(name, { request_id: rid(), ...params }, { method: 'POST', scope: 'admin', token });
const SPOT_FORM = { tick_size: '0.01', lot_size: '0.01', min_notional: '1', maker_fee_bp: '10', taker_fee_bp: '10' };

/** One maker buy and one taker sell of 1 MKTS at 100 USDT: answers the taker's fee (USDT, on the 100 received). */
async function tradeOnce(): Promise<string> {
  const buy = await t.call(
    'placeOrder',
    { symbol: 'MKTS_USDT', side: 'buy', type: 'limit', price: '100', quantity: '1', time_in_force: 'GTC', client_order_id: rid() },
    { method: 'POST', token: maker.token },
  );
  expect(buy.body.code).toBe(0);
  const sell = await t.call(
    'placeOrder',
    { symbol: 'MKTS_USDT', side: 'sell', type: 'limit', price: '100', quantity: '1', time_in_force: 'IOC', client_order_id: rid() },
    { method: 'POST', token: taker.token },
  );
  expect(sell.body.data).toMatchObject({ status: 'closed' });
  return sell.body.data.fee;
}

async function rulebookEntry(key: string) {
  const book = await t.call('getRulebook');
  return book.body.data.rules.find((rule: { kind: string; key: string }) => rule.kind === 'spot_market' && rule.key === key);
}

/** The audit entries of actions that happened (refusals are audited too, with their error as the outcome). */
async function auditEntries(action: string, target: string) {
  const rows = await t.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), like(auditLog.target, target)));
  return rows.filter((row) => (row.details as { outcome?: string }).outcome === 'ok');
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await staffToken(t, 'super_admin');
  compliance = await staffToken(t, 'compliance');
  maker = await fundedUser(t, 'maker@markets.test', 10_000_000_000n);
  taker = await fundedUser(t, 'taker@markets.test', 0n);
});
afterAll(() => t.close());

describe('the markets desk', () => {
  it('adds a coin and lists its market, which takes orders at once', async () => {
    const coin = await staffPost('marketsCreateCoin', {
      code: 'MKTS',
      name: 'Markets Test Coin',
      scale: '8',
      display_scale: '4',
      website: 'https://example.org',
      introduction: 'A coin for the markets desk test.',
      total_supply: '1000000',
    });
    expect(coin.body.code).toBe(0);
    expect(coin.body.data).toMatchObject({ code: 'MKTS', scale: 8, display_scale: 4, icon_url: '' });
    expect((await staffPost('marketsCreateCoin', { code: 'MKTS', name: 'Again', scale: '8', display_scale: '4' })).body.msg).toBeTruthy();

    const listed = await staffPost('marketsSaveSpot', { create: 'true', base: 'MKTS', ...SPOT_FORM });
    expect(listed.body.code).toBe(0);
    expect(listed.body.data).toMatchObject({ kind: 'spot_market', key: 'MKTS_USDT', status: 'applied', previous_values: null });
    // Listed once: the same symbol again is refused.
    expect((await staffPost('marketsSaveSpot', { create: 'true', base: 'MKTS', ...SPOT_FORM })).body.code).toBe(5420);

    const info = await t.call('getCurrencyMessage', { code: 'MKTS' });
    expect(info.body.data).toMatchObject({ name: 'Markets Test Coin', website: 'https://example.org', total_supply: '1000000' });
    const rules = await t.call('getSpotRules');
    expect(rules.body.data.map((r: { symbol: string }) => r.symbol)).toContain('MKTS_USDT');

    await creditExchange(t, taker.id, 'MKTS', 10n * 100_000_000n);
    // Taker fee 10 bp of the 100 USDT the seller receives.
    expect(await tradeOnce()).toBe('0.100000');
    expect(await auditEntries('markets.createCoin', 'asset:MKTS')).toHaveLength(1);
    expect(await auditEntries('markets.saveSpot', 'spot_market:MKTS_USDT')).toHaveLength(1);
  });

  it('schedules a fee change: published before it binds, fills before it keep the old fee, fills after it pay the new one', async () => {
    const at = new Date(clock.now().getTime() + MINUTE_MS);
    const scheduled = await staffPost('marketsSaveSpot', { base: 'MKTS', ...SPOT_FORM, taker_fee_bp: '50', effective_at: at.toISOString() });
    expect(scheduled.body.data).toMatchObject({ status: 'pending', effective_at: at.toISOString() });
    expect(scheduled.body.data.previous_values).toMatchObject({ taker_fee_bp: 10 });

    const desk = await t.call('marketsDesk', {}, { scope: 'admin', token: compliance });
    expect(desk.body.data.changes[0]).toMatchObject({ id: scheduled.body.data.id, status: 'pending' });
    const published = await t.call('getScheduledRules');
    expect(published.body.data).toContainEqual(
      expect.objectContaining({ kind: 'spot_market', key: 'MKTS_USDT', effective_at: at.toISOString(), value: expect.objectContaining({ taker_fee_bp: 50 }) }),
    );
    expect(await rulebookEntry('MKTS_USDT')).toMatchObject({ value: { taker_fee_bp: 10 } });

    // Not yet due: the job leaves it alone and fills keep 10 bp.
    expect(await applyDueMarketChanges(t.services.db, clock)).toEqual({ applied: 0, spot: 0 });
    expect(await tradeOnce()).toBe('0.100000');

    clock.advance(MINUTE_MS);
    // What the markets.apply-changes job does at its next second.
    expect(await applyDueMarketChanges(t.services.db, clock)).toEqual({ applied: 1, spot: 1 });
    await t.services.exchange.reloadMarkets();

    expect(await tradeOnce()).toBe('0.500000');
    const entry = await rulebookEntry('MKTS_USDT');
    expect(entry).toMatchObject({ value: { taker_fee_bp: 50 }, effective_at: at.toISOString() });
    expect((await t.call('getScheduledRules')).body.data.filter((r: { key: string }) => r.key === 'MKTS_USDT')).toEqual([]);
    const [audit] = await auditEntries('markets.saveSpot', 'spot_market:MKTS_USDT').then((rows) => rows.slice(-1));
    expect(audit?.details).toMatchObject({ before: { taker_fee_bp: 10 }, after: { taker_fee_bp: 50 }, effective_at: at.toISOString(), status: 'pending' });
    // The job is idempotent: nothing is left to apply.
    expect(await applyDueMarketChanges(t.services.db, clock)).toEqual({ applied: 0, spot: 0 });
  });

  it('applies missed changes in effective-time order after downtime', async () => {
    const first = new Date(clock.now().getTime() + 2 * MINUTE_MS);
    const second = new Date(clock.now().getTime() + 3 * MINUTE_MS);
    // Asked in the opposite order: the later one first.
    await staffPost('marketsSaveSpot', { base: 'MKTS', ...SPOT_FORM, taker_fee_bp: '30', effective_at: second.toISOString() });
    await staffPost('marketsSaveSpot', { base: 'MKTS', ...SPOT_FORM, taker_fee_bp: '20', effective_at: first.toISOString() });
    clock.advance(10 * MINUTE_MS);
    expect(await applyDueMarketChanges(t.services.db, clock)).toEqual({ applied: 2, spot: 2 });
    await t.services.exchange.reloadMarkets();
    expect(await rulebookEntry('MKTS_USDT')).toMatchObject({ value: { taker_fee_bp: 30 }, effective_at: second.toISOString() });
    expect(await tradeOnce()).toBe('0.300000');
  });

  it('cancels a pending change before it applies, once', async () => {
    const at = new Date(clock.now().getTime() + MINUTE_MS);
    const scheduled = await staffPost('marketsSaveSpot', { base: 'MKTS', ...SPOT_FORM, taker_fee_bp: '90', effective_at: at.toISOString() });
    const cancelled = await staffPost('marketsCancelChange', { id: scheduled.body.data.id });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    expect((await staffPost('marketsCancelChange', { id: scheduled.body.data.id })).body.code).toBe(5421);
    clock.advance(2 * MINUTE_MS);
    expect(await applyDueMarketChanges(t.services.db, clock)).toEqual({ applied: 0, spot: 0 });
    expect(await rulebookEntry('MKTS_USDT')).toMatchObject({ value: { taker_fee_bp: 30 } });
    expect(await auditEntries('markets.cancelChange', `market_change:${scheduled.body.data.id}`)).toHaveLength(1);
  });

  it('refuses values out of bounds, on the server as on the form', async () => {
    const spot = (fields: Record<string, string>) => staffPost('marketsSaveSpot', { base: 'MKTS', ...SPOT_FORM, ...fields });
    expect((await spot({ taker_fee_bp: '-1' })).body).toMatchObject({ code: 4001, data: { field: 'taker_fee_bp' } });
    expect((await spot({ tick_size: '0' })).body).toMatchObject({ code: 4001, data: { field: 'tick_size' } });
    expect((await spot({ tick_size: '0.0000001' })).body).toMatchObject({ code: 5427, data: { field: 'tick_size' } });
    expect((await spot({ maker_fee_bp: '20', taker_fee_bp: '10' })).body.code).toBe(5423);
    expect((await spot({ effective_at: new Date(clock.now().getTime() - MINUTE_MS).toISOString() })).body.code).toBe(5422);

    const instrument = (fields: Record<string, string>) =>
      staffPost('marketsSaveInstrument', {
        symbol: 'BTC_USDT_PERP',
        lot_size: '0.001',
        max_leverage: '100',
        spread_bp: '2',
        open_fee_bp: '5',
        close_fee_bp: '5',
        maintenance_margin_bp: '50',
        carry_rate_bp: '1',
        carry_period: '8h',
        trading_hours: '24/7',
        exposure_cap_usdt: '5000000',
        ...fields,
      });
    const badHours = await instrument({ trading_hours: 'Mon-Fri sometimes' });
    expect(badHours.body.code).toBe(5426);
    expect((await instrument({ maintenance_margin_bp: '100' })).body).toMatchObject({ code: 5428, data: { max_bp: 99 } });
    expect((await instrument({ open_fee_bp: '-5' })).body.code).toBe(4001);
    const saved = await instrument({ max_leverage: '50' });
    expect(saved.body.data).toMatchObject({ status: 'applied', values: { max_leverage: 50 } });
    const history = await t.call('marketsHistory', { kind: 'instrument', key: 'BTC_USDT_PERP' }, { scope: 'admin', token: compliance });
    expect(history.body.data.items[0]).toMatchObject({ value: expect.objectContaining({ max_leverage: 50 }), changed_by: 'staff' });
    expect(await auditEntries('markets.saveInstrument', 'instrument:BTC_USDT_PERP')).toHaveLength(1);

    const desk = await t.call('marketsDesk', {}, { scope: 'admin', token: admin });
    const product = desk.body.data.delivery_products[0];
    const delivery = await staffPost('marketsSaveDelivery', { id: product.id, payout_bp: '8000', min_stake: '100', max_stake: '10', active: 'true' });
    expect(delivery.body.code).toBe(5429);
  });

  it('opens an instrument only for a pair the reference feed quotes', async () => {
    t.services.feed.quotes = (base, quote) => quote === 'USDT' && ['BTC', 'ETH', 'LTC'].includes(base);
    const unknown = await staffPost('marketsCreateInstrument', { base: 'MKTS', name: 'Markets perpetual' });
    expect(unknown.body).toMatchObject({ code: 5424, data: { symbol: 'MKTS_USDT_PERP' } });
    const taken = await staffPost('marketsCreateInstrument', { base: 'BTC', name: 'Bitcoin perpetual' });
    expect(taken.body.code).toBe(5420);
    const created = await staffPost('marketsCreateInstrument', { base: 'LTC', name: 'Litecoin perpetual' });
    expect(created.body.data).toMatchObject({ kind: 'instrument', key: 'LTC_USDT_PERP', status: 'applied' });
    expect((await rulebookEntryOf('instrument', 'LTC_USDT_PERP'))?.value).toMatchObject({ max_leverage: 20 });
  });

  it('offers a delivery product of a new duration at once, published in the rules; a taken or out-of-bounds duration is refused', async () => {
    const form = { payout_bp: '8200', min_stake: '10', max_stake: '5000', active: 'true' };
    const created = await staffPost('marketsCreateDelivery', { duration_seconds: '600', ...form });
    expect(created.body.data).toMatchObject({ kind: 'delivery_product', status: 'applied', values: { duration_seconds: 600, payout_bp: 8200 } });
    const offered = await t.call('getDeliveryProducts');
    expect(offered.body.data).toContainEqual(expect.objectContaining({ duration_seconds: 600, payout_pct: '82', min_stake: '10', max_stake: '5000' }));
    expect((await rulebookEntryOf('delivery_product', created.body.data.key))?.value).toMatchObject({ duration_seconds: 600, payout_bp: 8200 });
    expect(await auditEntries('markets.createDelivery', 'delivery_duration:600')).toHaveLength(1);

    expect((await staffPost('marketsCreateDelivery', { duration_seconds: '600', ...form })).body.code).toBe(5420);
    expect((await staffPost('marketsCreateDelivery', { duration_seconds: '5', ...form })).body.code).not.toBe(0);
    expect((await staffPost('marketsCreateDelivery', { duration_seconds: '900', ...form, min_stake: '100', max_stake: '10' })).body.code).toBe(5429);
    expect((await staffPost('marketsCreateDelivery', { duration_seconds: '900', ...form }, compliance)).body.code).toBe(4204);
  });

  it('lets compliance read the desk but not change it', async () => {
    const refused = await staffPost('marketsSaveSpot', { base: 'MKTS', ...SPOT_FORM }, compliance);
    expect(refused.body.code).toBe(4204);
  });
});

async function rulebookEntryOf(kind: string, key: string) {
  const book = await t.call('getRulebook');
  return book.body.data.rules.find((rule: { kind: string; key: string }) => rule.kind === kind && rule.key === key);
}
