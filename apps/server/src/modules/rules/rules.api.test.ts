import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { DEMO_ADMIN } from '../../seed/demoAccounts.js';
import { recordRulesInForce } from '../../seed/ruleRegister.js';
import { creditAccount } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { approveJuniorFor } from '../../testing/verification.js';
import { createUserWithPassword } from '../identity/index.js';
import { storeTicks } from '../marketdata/index.js';
import { RULES_CHANGED_CHANNEL } from './index.js';

// Monday 13:00 in Hong Kong: withdrawals are open (12–24 HKT), metals and crypto trade.
const clock = manualClock(new Date('2026-11-23T05:00:00Z'));
const USDT = 1_000_000n;
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
let t: TestApp;
let staffToken: string;
let trader: { id: bigint; token: string };
let n = 0;
const rid = () => `rules-${Date.now()}-${n++}`;

interface Ids {
  spot: string;
  position: string;
  delivery: string;
  withdrawal: string;
}

interface Versions {
  spot: string | null;
  position: string | null;
  delivery: string | null;
  withdrawal: string | null;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const totp = await generate({ secret: DEMO_ADMIN.totpSecret, epoch: Math.floor(clock.now().getTime() / 1000) });
  staffToken = (await t.call('login', { username: 'admin', password: DEMO_ADMIN.password, totp }, { method: 'POST', scope: 'admin' })).body.data.token;
  const email = 'rules@rules.test';
  const user = await createUserWithPassword(t.services.db, { account: { kind: 'email', value: email }, password: 'secret123', nationality: 'SG' });
  for (const kind of ['exchange', 'contract', 'futures'] as const) await creditAccount(t, user.id, kind, 'USDT', 10_000n * USDT);
  const login = await t.call('userLogin', { account: email, password: 'secret123' }, { method: 'POST' });
  trader = { id: user.id, token: login.body.data.token };
  await t.call('saveTpwd', { tpwd: '246810', tpwd2: '246810', request_id: rid() }, { method: 'POST', token: trader.token });
  await approveJuniorFor(t.services, user.id);
});
afterAll(() => t.close());

async function rulebook(version?: string) {
  const answer = version === undefined ? await t.call('getRulebook') : await t.call('getRulebookVersion', { version });
  return answer.body;
}

function ruleOf(book: { rules: Array<{ kind: string; key: string; value: unknown; version: string }> }, kind: string, key: string) {
  return book.rules.find((rule) => rule.kind === kind && rule.key === key);
}

/** One spot order, one position, one delivery order and one withdrawal; answers the version each row stored. */
async function placeEverything(): Promise<Versions & { ids: Ids }> {
  const second = Math.floor(clock.now().getTime() / 1000);
  await storeTicks(t.services.db, [
    { symbol: 'XAU_USD', atSecond: second, priceUnits: 400_000n, source: 'test' },
    { symbol: 'BTC_USDT_PERP', atSecond: second, priceUnits: 9_600_000n, source: 'test' },
  ]);
  const spot = await t.call(
    'placeOrder',
    { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', quantity: '0.01', time_in_force: 'GTC', client_order_id: rid() },
    { method: 'POST', token: trader.token },
  );
  expect(spot.body.code).toBe(0);
  const position = await t.call(
    'openPosition',
    { symbol: 'XAU_USD', side: 'long', lots: '1', leverage: '5', request_id: rid() },
    { method: 'POST', token: trader.token },
  );
  expect(position.body.code).toBe(0);
  const products = (await t.call('getDeliveryProducts')).body.data as Array<{ id: string }>;
  const delivery = await t.call(
    'placeDelivery',
    { symbol: 'BTC_USDT_PERP', direction: 'up', product_id: products[0]?.id ?? '', stake: '100', request_id: rid() },
    { method: 'POST', token: trader.token },
  );
  expect(delivery.body.code).toBe(0);
  const withdrawal = await t.call('withdraw', { address: ADDRESS, amount: '200', tpwd: '246810', request_id: rid() }, { method: 'POST', token: trader.token });
  expect(withdrawal.body.code).toBe(0);
  return storedVersions({ spot: spot.body.data.id, position: position.body.data.id, delivery: delivery.body.data.id, withdrawal: withdrawal.body.data.id });
}

async function storedVersions(ids: Ids): Promise<Versions & { ids: Ids }> {
  const one = async (table: string, id: string) => {
    const result = await t.services.db.execute<{ v: string | null }>(sql`select rule_version::text as v from ${sql.raw(table)} where id = ${id}::bigint`);
    return result.rows[0]?.v ?? null;
  };
  return {
    ids,
    spot: await one('spot_orders', ids.spot),
    position: await one('positions', ids.position),
    delivery: await one('delivery_orders', ids.delivery),
    withdrawal: await one('withdrawals', ids.withdrawal),
  };
}

describe('the rule register', () => {
  it('publishes a first version of every rule at install; a re-seed writes a version only for a changed value', async () => {
    const book = (await rulebook()).data;
    expect(BigInt(book.current_version)).toBeGreaterThan(0n);
    expect(book.version).toBe(book.current_version);
    expect(ruleOf(book, 'setting', 'withdraw_min_usdt')?.value).toBe(100);
    expect(ruleOf(book, 'spot_market', 'ETH_USDT')?.value).toMatchObject({ maker_fee_bp: 10, taker_fee_bp: 10, tick_size: '0.01' });
    expect(ruleOf(book, 'instrument', 'XAU_USD')?.value).toMatchObject({ max_leverage: 20, trading_hours: expect.any(String) });
    expect(book.rules.some((rule: { kind: string }) => rule.kind === 'delivery_product')).toBe(true);
    expect(book.rules.some((rule: { kind: string }) => rule.kind === 'earn_product')).toBe(true);
    expect(book.rules.some((rule: { kind: string }) => rule.kind === 'loan_product')).toBe(true);

    await recordRulesInForce(t.services.db);
    expect((await rulebook()).data.current_version).toBe(book.current_version);

    // A release that changes a market's fee (a migration edited the row): the next start records it.
    await t.services.db.execute(sql`update markets set taker_fee_bp = 12 where symbol = 'ETH_USDT'`);
    await recordRulesInForce(t.services.db);
    const after = (await rulebook()).data;
    expect(BigInt(after.current_version)).toBe(BigInt(book.current_version) + 1n);
    const history = (await t.call('getRuleHistory', { kind: 'spot_market', key: 'ETH_USDT' })).body.data;
    expect(history.total).toBe(2);
    expect(history.items[0]).toMatchObject({ version: after.current_version, changed_by: 'seed', reason: 'release_changed' });
    expect(history.items[0].previous_value).toMatchObject({ taker_fee_bp: 10 });
    expect(history.items[0].value).toMatchObject({ taker_fee_bp: 12 });
    expect(history.items[1]).toMatchObject({ version: ruleOf(book, 'spot_market', 'ETH_USDT')?.version, previous_value: null, reason: 'first_published' });
  });

  it('stamps each order, position, delivery order and withdrawal with the version in force; a staff change never alters them', async () => {
    const before = (await rulebook()).data.current_version;
    const first = await placeEverything();
    expect(first).toMatchObject({ spot: before, position: before, delivery: before, withdrawal: before });

    // The spot writer hears of the change on the notice channel: wait for the notice, not for time.
    const heard = new Promise<string>((resolve) => {
      const stop = t.services.notices.subscribe(RULES_CHANGED_CHANNEL, (payload) => {
        stop();
        resolve(payload);
      });
    });
    await t.services.notices.ready();
    const changed = await t.call(
      'updateSetting',
      { key: 'withdraw_min_usdt', value: '150', request_id: rid() },
      { method: 'POST', scope: 'admin', token: staffToken },
    );
    expect(changed.body).toMatchObject({ code: 0, data: { previous: null } });
    const after = (await rulebook()).data;
    expect(BigInt(after.current_version)).toBe(BigInt(before) + 1n);
    expect(await heard).toBe(after.current_version);
    expect(t.services.exchange.view.ruleVersion?.toString()).toBe(after.current_version);
    expect(ruleOf(after, 'setting', 'withdraw_min_usdt')).toMatchObject({ value: 150, version: after.current_version });

    const history = (await t.call('getRuleHistory', { kind: 'setting', key: 'withdraw_min_usdt' })).body.data;
    expect(history.items[0]).toMatchObject({ value: 150, previous_value: 100, changed_by: 'staff', reason: 'setting_changed', version: after.current_version });
    expect(history.items[1]).toMatchObject({ value: 100, previous_value: null, changed_by: 'seed' });

    const second = await placeEverything();
    expect(second).toMatchObject({
      spot: after.current_version,
      position: after.current_version,
      delivery: after.current_version,
      withdrawal: after.current_version,
    });
    // The earlier records still name the version they were made under.
    expect(await storedVersions(first.ids)).toMatchObject({ spot: before, position: before, delivery: before, withdrawal: before });
    const orders = (await t.call('getOrders', { scope: 'open' }, { token: trader.token })).body.data.list as Array<{ id: string; rule_version: string }>;
    expect(orders.find((o) => o.id === first.ids.spot)?.rule_version).toBe(before);
    expect(orders.find((o) => o.id === second.ids.spot)?.rule_version).toBe(after.current_version);
  });

  it('answers the rulebook as of an old version with the old values, and refuses a version that does not exist', async () => {
    const history = (await t.call('getRuleHistory', { kind: 'setting', key: 'withdraw_min_usdt' })).body.data;
    const [latest, earlier] = history.items as Array<{ version: string }>;
    const old = (await rulebook(String(BigInt(latest?.version ?? '0') - 1n))).data;
    expect(ruleOf(old, 'setting', 'withdraw_min_usdt')).toMatchObject({ value: 100, version: earlier?.version });
    expect(old.current_version).not.toBe(old.version);
    expect(ruleOf((await rulebook(latest?.version)).data, 'setting', 'withdraw_min_usdt')?.value).toBe(150);
    expect((await rulebook('999999999')).code).toBe(4040);
    expect((await rulebook('0')).code).toBe(4040);
    // Past versions are never rewritten: the first version of the setting still says 100.
    const stored = await t.services.db.execute<{ value: unknown }>(sql`select value from rule_versions where version = ${earlier?.version ?? '0'}::bigint`);
    expect(stored.rows[0]?.value).toBe(100);
  });

  it('pages the history newest first and filters by kind', async () => {
    const page = (await t.call('getRuleHistory', { page: '1', page_size: '5' })).body.data;
    expect(page.items).toHaveLength(5);
    const versions = page.items.map((item: { version: string }) => BigInt(item.version));
    expect([...versions].sort((a, b) => (a > b ? -1 : 1))).toEqual(versions);
    const settings = (await t.call('getRuleHistory', { kind: 'setting', page_size: '100' })).body.data;
    expect(settings.items.every((item: { kind: string }) => item.kind === 'setting')).toBe(true);
  });
});

describe('jurisdiction profiles in the register', () => {
  const euRetail = (capCrypto: string) => ({
    code: 'eu_retail',
    name: 'EU retail (ESMA)',
    cap_fx_major: '30',
    cap_fx_minor: '20',
    cap_gold: '20',
    cap_commodity: '10',
    cap_equity: '5',
    cap_crypto: capCrypto,
    crypto_offered: '1',
    delivery_offered: '0',
    close_out_pct: '50',
    appropriateness_required: '1',
    risk_warning: 'cfd',
    request_id: rid(),
  });

  it('publishes the seeded profiles and the country mapping', async () => {
    const book = (await rulebook()).data;
    expect(ruleOf(book, 'jurisdiction_profile', 'eu_retail')?.value).toEqual({
      name: 'EU retail (ESMA)',
      cap_fx_major: 30,
      cap_fx_minor: 20,
      cap_gold: 20,
      cap_commodity: 10,
      cap_equity: 5,
      cap_crypto: 2,
      crypto_offered: true,
      delivery_offered: false,
      close_out_pct: 50,
      appropriateness_required: true,
      risk_warning: 'cfd',
    });
    expect(ruleOf(book, 'jurisdiction_profile', 'uk_retail')?.value).toMatchObject({ crypto_offered: false });
    expect(ruleOf(book, 'jurisdiction_profile', 'default')?.value).toMatchObject({ cap_crypto: 1000, delivery_offered: true });
    expect(ruleOf(book, 'jurisdiction_country', 'DE')?.value).toBe('eu_retail');
    expect(ruleOf(book, 'jurisdiction_country', 'GB')?.value).toBe('uk_retail');
  });

  it('records a staff change to a profile as a new version, and an old version still answers the old cap', async () => {
    const before = (await rulebook()).data;
    const changed = await t.call('protectionSaveProfile', euRetail('3'), { method: 'POST', scope: 'admin', token: staffToken });
    expect(changed.body).toMatchObject({ code: 0, data: { leverage_caps: { crypto: 3 } } });
    const after = (await rulebook()).data;
    expect(BigInt(after.current_version)).toBe(BigInt(before.current_version) + 1n);
    expect(ruleOf(after, 'jurisdiction_profile', 'eu_retail')).toMatchObject({ value: { cap_crypto: 3 }, version: after.current_version });

    const history = (await t.call('getRuleHistory', { kind: 'jurisdiction_profile', key: 'eu_retail' })).body.data;
    expect(history.items[0]).toMatchObject({
      version: after.current_version,
      changed_by: 'staff',
      reason: 'profile_changed',
      previous_value: { cap_crypto: 2 },
      value: { cap_crypto: 3 },
    });
    expect(history.items[1]).toMatchObject({ previous_value: null, changed_by: 'seed', reason: 'first_published' });
    const changedBy = await t.services.db.execute<{ changed_by: string }>(
      sql`select changed_by from rule_versions where version = ${after.current_version}::bigint`,
    );
    expect(changedBy.rows[0]?.changed_by).toBe('staff:admin');

    // The rulebook as of the version before still answers the old cap; saving the same values writes nothing.
    expect(ruleOf((await rulebook(before.current_version)).data, 'jurisdiction_profile', 'eu_retail')?.value).toMatchObject({ cap_crypto: 2 });
    await t.call('protectionSaveProfile', euRetail('3'), { method: 'POST', scope: 'admin', token: staffToken });
    expect((await rulebook()).data.current_version).toBe(after.current_version);

    // Restore: one more version, back to 2x.
    await t.call('protectionSaveProfile', euRetail('2'), { method: 'POST', scope: 'admin', token: staffToken });
    const restored = (await rulebook()).data;
    expect(BigInt(restored.current_version)).toBe(BigInt(after.current_version) + 1n);
    expect(ruleOf(restored, 'jurisdiction_profile', 'eu_retail')?.value).toMatchObject({ cap_crypto: 2 });
    expect(ruleOf((await rulebook(after.current_version)).data, 'jurisdiction_profile', 'eu_retail')?.value).toMatchObject({ cap_crypto: 3 });
  });

  it('records a country mapped to a profile and back to the default', async () => {
    const mapped = await t.call(
      'protectionSetCountry',
      { country: 'CH', profile: 'eu_retail', request_id: rid() },
      { method: 'POST', scope: 'admin', token: staffToken },
    );
    expect(mapped.body).toMatchObject({ code: 0, data: { country: 'CH', profile: 'eu_retail' } });
    expect(ruleOf((await rulebook()).data, 'jurisdiction_country', 'CH')?.value).toBe('eu_retail');
    await t.call('protectionSetCountry', { country: 'CH', profile: 'default', request_id: rid() }, { method: 'POST', scope: 'admin', token: staffToken });
    expect(ruleOf((await rulebook()).data, 'jurisdiction_country', 'CH')?.value).toBe('default');
    const history = (await t.call('getRuleHistory', { kind: 'jurisdiction_country', key: 'CH' })).body.data;
    expect(history.items).toHaveLength(2);
    expect(history.items[0]).toMatchObject({ value: 'default', previous_value: 'eu_retail', reason: 'country_changed', changed_by: 'staff' });
    expect(history.items[1]).toMatchObject({ value: 'eu_retail', previous_value: null, reason: 'country_assigned' });
  });
});
