import { ERROR_CODES, parseUnits, type TickRef } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDueDeliveries } from '../modules/delivery/index.js';
import { carryCharges, chargeDueCarry, positions, watchPositions } from '../modules/derivatives/index.js';
import { watchCollateralLoans } from '../modules/loans/index.js';
import { storeTicks } from '../modules/marketdata/index.js';
import { manualClock } from '../platform/clock.js';
import { creditAccount, creditExchange, creditLendingAccount, fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * Price provenance (issue 18): every leveraged fill, close, stop, target, liquidation, carry
 * charge, delivery purchase and settlement and collateral liquidation records the reference tick
 * it used (instrument, instant, price, source) in its own transaction, and that tick is a stored
 * `reference_ticks` row with exactly that price and source. Prices move by storing ticks on the
 * manual clock, as the recorder would; each instrument's ticks carry a different source so a
 * record cannot name the right instant with the wrong feed.
 */
const clock = manualClock(new Date('2026-11-18T12:00:00Z')); // a Wednesday: every market open
let t: TestApp;
let trader: { id: bigint; token: string };
let n = 0;
const rid = () => `prov${n++}x${Date.now()}`;

const SCALE: Record<string, number> = { XAU_USD: 2, BTC_USDT_PERP: 2 };
const SOURCE: Record<string, string> = { XAU_USD: 'simulated', BTC_USDT_PERP: 'ccxt:binance' };

/** Stores the tick of `symbol` at the clock's second (or `at`), with the instrument's source. */
async function tick(symbol: string, priceUnits: bigint, at: Date = clock.now()) {
  await storeTicks(t.services.db, [{ symbol, atSecond: Math.floor(at.getTime() / 1000), priceUnits, source: SOURCE[symbol] ?? 'simulated' }]);
}

/** The stored tick a record names must exist with the record's price and source, and be the price expected. */
async function expectStoredTick(ref: TickRef | null | undefined, expected: { symbol: string; priceUnits: bigint }) {
  expect(ref).toBeTruthy();
  if (!ref) return;
  expect(ref.symbol).toBe(expected.symbol);
  const rows = await t.services.db.execute<{ price: string; source: string }>(
    sql`select price::text as price, source from reference_ticks where symbol = ${ref.symbol} and at = ${ref.at}`,
  );
  expect(rows.rows).toHaveLength(1);
  const stored = rows.rows[0];
  expect(BigInt(stored?.price ?? '-1')).toBe(parseUnits(ref.price, SCALE[ref.symbol] ?? 2));
  expect(stored?.source).toBe(ref.source);
  expect(parseUnits(ref.price, SCALE[ref.symbol] ?? 2)).toBe(expected.priceUnits);
  expect(ref.source).toBe(SOURCE[ref.symbol]);
}

const open = (fields: Record<string, string>) =>
  t.call('openPosition', { symbol: 'XAU_USD', side: 'long', lots: '1', leverage: '10', request_id: rid(), ...fields }, { method: 'POST', token: trader.token });

async function positionOf(id: string) {
  const answer = await t.call('getPositionDetail', { position_id: id }, { token: trader.token });
  expect(answer.body.code).toBe(0);
  return answer.body.data.position;
}

/** The next second, with a fresh tick: each event is judged at a tick of its own. */
async function nextTick(symbol: string, priceUnits: bigint) {
  clock.advance(1_000);
  await tick(symbol, priceUnits);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  trader = await fundedUser(t, 'trader@provenance.test', 0n);
  await creditAccount(t, trader.id, 'contract', 'USDT', 100_000_000_000n);
  await creditAccount(t, trader.id, 'futures', 'USDT', 10_000_000_000n);
  await creditLendingAccount(t, 1_000_000_000_000n);
});
afterAll(() => t.close());

describe('leveraged positions name the tick of every fill and close', () => {
  it('an open at market and a close by the user', async () => {
    await tick('XAU_USD', 400_000n);
    const opened = await open({});
    expect(opened.body.code).toBe(0);
    // The entry is the ask around the tick; the tick's own price is the mark.
    expect(opened.body.data.entry_price).toBe('4000.40');
    await expectStoredTick(opened.body.data.entry_tick, { symbol: 'XAU_USD', priceUnits: 400_000n });
    expect(opened.body.data.entry_tick.at).toBe(opened.body.data.entry_tick_at);

    await nextTick('XAU_USD', 401_000n);
    const closed = await t.call('closePosition', { position_id: opened.body.data.id, request_id: rid() }, { method: 'POST', token: trader.token });
    expect(closed.body.code).toBe(0);
    await expectStoredTick(closed.body.data.close_tick, { symbol: 'XAU_USD', priceUnits: 401_000n });
    expect(closed.body.data.close_tick.at).toBe(clock.now().toISOString());
  });

  it('a partial close names its tick on the row it splits off; the rest keeps its entry tick', async () => {
    await nextTick('XAU_USD', 402_000n);
    const opened = await open({ lots: '3' });
    await nextTick('XAU_USD', 403_000n);
    const part = await t.call('closePosition', { position_id: opened.body.data.id, lots: '1', request_id: rid() }, { method: 'POST', token: trader.token });
    expect(part.body.data).toMatchObject({ lots: 1, status: 'closed' });
    expect(part.body.data.id).not.toBe(opened.body.data.id);
    await expectStoredTick(part.body.data.close_tick, { symbol: 'XAU_USD', priceUnits: 403_000n });
    await expectStoredTick(part.body.data.entry_tick, { symbol: 'XAU_USD', priceUnits: 402_000n });
    const rest = await positionOf(opened.body.data.id);
    expect(rest).toMatchObject({ lots: 2, status: 'open', close_tick: null });
    await expectStoredTick(rest.entry_tick, { symbol: 'XAU_USD', priceUnits: 402_000n });
    await t.call('closePosition', { position_id: opened.body.data.id, request_id: rid() }, { method: 'POST', token: trader.token });
  });

  it('a pending limit entry names the tick that filled it, not the one it was placed at', async () => {
    await nextTick('XAU_USD', 400_000n);
    const pending = await open({ type: 'limit', price: '3990' });
    expect(pending.body.data).toMatchObject({ status: 'pending', entry_tick: null });
    await nextTick('XAU_USD', 398_900n); // ask 3,989.40 ≤ 3,990
    expect(await watchPositions(t.services.db, clock)).toMatchObject({ opened: 1 });
    const filled = await positionOf(pending.body.data.id);
    expect(filled).toMatchObject({ status: 'open', entry_price: '3989.40' });
    await expectStoredTick(filled.entry_tick, { symbol: 'XAU_USD', priceUnits: 398_900n });
    await t.call('closePosition', { position_id: pending.body.data.id, request_id: rid() }, { method: 'POST', token: trader.token });
  });

  it('a stop-loss, a take-profit and a liquidation each name the tick that triggered them', async () => {
    await nextTick('XAU_USD', 400_000n);
    const stopped = await open({ stop_loss: '3950' });
    await nextTick('XAU_USD', 394_900n); // bid 3,948.60 ≤ 3,950
    expect(await watchPositions(t.services.db, clock)).toMatchObject({ closed: 1 });
    const stop = await positionOf(stopped.body.data.id);
    expect(stop).toMatchObject({ status: 'closed', close_reason: 'stop_loss' });
    await expectStoredTick(stop.close_tick, { symbol: 'XAU_USD', priceUnits: 394_900n });

    await nextTick('XAU_USD', 400_000n);
    const targeted = await open({ take_profit: '4050' });
    await nextTick('XAU_USD', 405_500n); // bid 4,054.60 ≥ 4,050
    expect(await watchPositions(t.services.db, clock)).toMatchObject({ closed: 1 });
    const target = await positionOf(targeted.body.data.id);
    expect(target).toMatchObject({ status: 'closed', close_reason: 'take_profit' });
    await expectStoredTick(target.close_tick, { symbol: 'XAU_USD', priceUnits: 405_500n });

    await nextTick('XAU_USD', 400_000n);
    const leveraged = await open({});
    const boundary = parseUnits(leveraged.body.data.liquidation_price, 2) ?? 0n;
    expect(boundary).toBeGreaterThan(0n);
    await nextTick('XAU_USD', boundary - 100n);
    expect(await watchPositions(t.services.db, clock)).toMatchObject({ closed: 1 });
    const liquidated = await positionOf(leveraged.body.data.id);
    expect(liquidated).toMatchObject({ status: 'liquidated', close_reason: 'liquidation' });
    await expectStoredTick(liquidated.close_tick, { symbol: 'XAU_USD', priceUnits: boundary - 100n });

    // The closed tab lists the same ticks the detail shows.
    const closedTab = await t.call('getPositions', { tab: 'closed', limit: '50' }, { token: trader.token });
    const listed = closedTab.body.data.list.find((p: { id: string }) => p.id === leveraged.body.data.id);
    expect(listed.close_tick).toEqual(liquidated.close_tick);
  });
});

describe('funding charges name the boundary tick', () => {
  it('a perpetual long pays funding at 16:00 valued at the tick of that second, with its source', async () => {
    clock.set(new Date('2026-11-18T15:59:00Z'));
    await tick('BTC_USDT_PERP', 9_600_000n);
    const opened = await open({ symbol: 'BTC_USDT_PERP' });
    expect(opened.body.code).toBe(0);
    await tick('BTC_USDT_PERP', 9_650_000n, new Date('2026-11-18T16:00:00Z'));
    clock.set(new Date('2026-11-18T16:00:30Z'));
    expect(await chargeDueCarry(t.services.db, clock)).toBe(1);
    const [row] = await t.services.db
      .select()
      .from(carryCharges)
      .where(sql`${carryCharges.positionId} = ${BigInt(opened.body.data.id)}`);
    expect(row).toMatchObject({ tickSource: 'ccxt:binance', price: '9650000' });
    const detail = await t.call('getPositionDetail', { position_id: opened.body.data.id }, { token: trader.token });
    expect(detail.body.data.carry_charges).toHaveLength(1);
    expect(detail.body.data.carry_charges[0]).toMatchObject({ kind: 'funding', period_at: '2026-11-18T16:00:00.000Z', amount: '0.096500' });
    await expectStoredTick(detail.body.data.carry_charges[0].tick, { symbol: 'BTC_USDT_PERP', priceUnits: 9_650_000n });
    await tick('BTC_USDT_PERP', 9_650_000n);
    await t.call('closePosition', { position_id: opened.body.data.id, request_id: rid() }, { method: 'POST', token: trader.token });
  });
});

describe('delivery contracts name their purchase and settlement ticks', () => {
  it('the purchase tick is stored with the order and the settlement tick when it settles', async () => {
    clock.set(new Date('2026-11-18T17:00:00Z'));
    await tick('BTC_USDT_PERP', 9_700_000n);
    const products = (await t.call('getDeliveryProducts')).body.data as { id: string; duration_seconds: number }[];
    const product = products.find((p) => p.duration_seconds === 60) ?? products[0];
    const placed = await t.call(
      'placeDelivery',
      { symbol: 'BTC_USDT_PERP', direction: 'up', product_id: product?.id ?? '', stake: '100', request_id: rid() },
      { method: 'POST', token: trader.token },
    );
    expect(placed.body.code).toBe(0);
    await expectStoredTick(placed.body.data.purchase_tick, { symbol: 'BTC_USDT_PERP', priceUnits: 9_700_000n });
    expect(placed.body.data.settlement_tick).toBeNull();
    const expiry = new Date(placed.body.data.expires_at);
    await tick('BTC_USDT_PERP', 9_710_000n, expiry);
    clock.set(new Date(expiry.getTime() + 2_000));
    await settleDueDeliveries(t.services.db, clock);
    const settled = (await t.call('getDeliveryOrders', { scope: 'settled' }, { token: trader.token })).body.data.list.find(
      (o: { id: string }) => o.id === placed.body.data.id,
    );
    expect(settled).toMatchObject({ status: 'won', settlement_price: '97100.00' });
    await expectStoredTick(settled.settlement_tick, { symbol: 'BTC_USDT_PERP', priceUnits: 9_710_000n });
  });
});

describe('collateral liquidations name the tick the collateral was taken at', () => {
  it('the statement carries the stored tick of the USDT perpetual', async () => {
    clock.set(new Date('2026-11-18T18:00:00Z'));
    const borrower = await fundedUser(t, 'borrower@provenance.test', 0n);
    await creditExchange(t, borrower.id, 'BTC', 100_000_000n);
    await tick('BTC_USDT_PERP', 10_000_000n);
    const borrowed = await t.call(
      'borrowWithCollateral',
      { collateral_asset: 'BTC', collateral_amount: '1', amount: '65000', request_id: rid() },
      { method: 'POST', token: borrower.token },
    );
    expect(borrowed.body.code).toBe(0);
    await nextTick('BTC_USDT_PERP', 7_600_000n); // 65,000 / 76,000 = 85.5%: past the liquidation LTV
    expect(await watchCollateralLoans(t.services.db, clock)).toMatchObject({ liquidated: 1 });
    const loans = (await t.call('getCollateralLoans', {}, { token: borrower.token })).body.data.items;
    const statement = loans.find((loan: { id: string }) => loan.id === borrowed.body.data.id).liquidations[0];
    expect(statement.tick_price).toBe('76000.00');
    await expectStoredTick(statement.tick, { symbol: 'BTC_USDT_PERP', priceUnits: 7_600_000n });
  });
});

describe('the public tick history', () => {
  it('answers the window around an instant, oldest first, naming the tick at or before it', async () => {
    const at = new Date('2026-11-18T12:00:05.500Z');
    const answer = await t.call('getReferenceTicks', { symbol: 'XAU_USD', at: at.toISOString(), minutes: '1', page_size: '1000' });
    expect(answer.body.code).toBe(0);
    const data = answer.body.data;
    expect(data).toMatchObject({ symbol: 'XAU_USD', price_scale: 2, from: '2026-11-18T11:59:05.500Z', to: '2026-11-18T12:01:05.500Z' });
    const times = data.items.map((item: { at: string }) => item.at);
    expect(times).toEqual([...times].sort());
    expect(data.total).toBe(data.items.length);
    expect(data.referenced.at).toBe('2026-11-18T12:00:05.000Z');
    expect(data.items[data.referenced_index - 1]).toEqual(data.referenced);
    // Every tick the window shows is the stored row.
    const stored = await t.services.db.execute<{ n: string }>(
      sql`select count(*)::text as n from reference_ticks where symbol = 'XAU_USD' and at between ${data.from} and ${data.to}`,
    );
    expect(Number(stored.rows[0]?.n)).toBe(data.total);
  });

  it('pages the window', async () => {
    const at = '2026-11-18T12:00:05Z';
    const all = (await t.call('getReferenceTicks', { symbol: 'XAU_USD', at, minutes: '1', page_size: '1000' })).body.data;
    const second = (await t.call('getReferenceTicks', { symbol: 'XAU_USD', at, minutes: '1', page: '2', page_size: '2' })).body.data;
    expect(second.total).toBe(all.total);
    expect(second.items).toEqual(all.items.slice(2, 4));
  });

  it('validates its window: the instant, at most ± 15 minutes, bounded pages, a known instrument', async () => {
    const at = '2026-11-18T12:00:05Z';
    const refused = async (input: Record<string, string>) => (await t.call('getReferenceTicks', { symbol: 'XAU_USD', at, ...input })).body.code;
    expect(await refused({ minutes: '16' })).toBe(ERROR_CODES.invalid_input);
    expect(await refused({ minutes: '0' })).toBe(ERROR_CODES.invalid_input);
    expect(await refused({ page_size: '1001' })).toBe(ERROR_CODES.invalid_input);
    expect(await refused({ at: 'yesterday' })).toBe(ERROR_CODES.invalid_input);
    expect(await refused({ at: '2026-11-18' })).toBe(ERROR_CODES.invalid_input);
    expect(await refused({ at: '2026-13-45T99:00:00Z' })).toBe(ERROR_CODES.invalid_input);
    expect((await t.call('getReferenceTicks', { symbol: 'XAU_USD' })).body.code).toBe(ERROR_CODES.invalid_input);
    expect(await refused({ symbol: 'NOPE_USD' })).toBe(ERROR_CODES.instrument_unknown);
    expect(await refused({ minutes: '15' })).toBe(0);
  });

  it("a stranger cannot read someone else's position detail", async () => {
    const stranger = await fundedUser(t, 'stranger@provenance.test', 0n);
    const [row] = await t.services.db.select({ id: positions.id }).from(positions).limit(1);
    const answer = await t.call('getPositionDetail', { position_id: String(row?.id) }, { token: stranger.token });
    expect(answer.body.code).toBe(ERROR_CODES.position_unknown);
  });
});
