import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTurnover } from '../modules/funding/index.js';
import { recordSecurityEvent } from '../modules/identity/index.js';
import { trialBalance, verifyLedger } from '../modules/ledger/index.js';
import { manualClock } from '../platform/clock.js';
import { DEMO_ADMIN } from '../seed/demoAccounts.js';
import { fundedUser, multipartBody, pngVoucher } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { approveJuniorFor } from '../testing/verification.js';

// 13:00 in Hong Kong (UTC+8): inside the 12:00–24:00 window.
const clock = manualClock(new Date('2026-11-23T05:00:00Z'));
let t: TestApp;
let staffToken: string;
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
let seq = 0;
const rid = () => `req-${Date.now()}-${seq++}`;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const totp = await generate({ secret: DEMO_ADMIN.totpSecret, epoch: Math.floor(clock.now().getTime() / 1000) });
  staffToken = (await t.call('login', { username: 'admin', password: DEMO_ADMIN.password, totp }, { method: 'POST', scope: 'admin' })).body.data.token;
});
afterAll(async () => {
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  expect((await verifyLedger(t.services.db)).ok).toBe(true);
  await t.close();
});

async function readyToWithdraw(email: string, usdt = 1_000n) {
  const user = await fundedUser(t, email, usdt * 1_000_000n);
  await t.call('saveTpwd', { tpwd: '246810', tpwd2: '246810', request_id: rid() }, { method: 'POST', token: user.token });
  await approveJuniorFor(t.services, user.id);
  return user;
}
const withdraw = (token: string, amount: string, extra: Record<string, string> = {}) =>
  t.call('withdraw', { address: ADDRESS, amount, tpwd: '246810', request_id: rid(), ...extra }, { method: 'POST', token });

describe('withdrawal rules (spec §9)', () => {
  it('shows every rule before submitting', async () => {
    const user = await readyToWithdraw('rules@example.com');
    const rules = (await t.call('getWithdrawRules', {}, { token: user.token })).body.data;
    expect(rules).toMatchObject({
      min: '100.000000',
      max: '200000.000000',
      per_day: 2,
      requests_today: 0,
      transaction_password: 1,
      window: { start: 12, end: 24, open: true },
      allowed: [{ asset: 'USDT', chain: 'ERC20' }],
    });
  });

  it('refuses outside 12:00–24:00 Hong Kong time and says when the window opens', async () => {
    const user = await readyToWithdraw('window@example.com');
    clock.set(new Date('2026-11-23T03:59:00Z')); // 11:59 HKT
    const closed = await withdraw(user.token, '150', {});
    expect(closed.body).toMatchObject({ code: 4320, data: { opens_at: '2026-11-23 12:00 HKT' } });
    expect(closed.body.msg).toContain('2026-11-23 12:00 HKT');
    clock.set(new Date('2026-11-23T16:30:00Z')); // 00:30 HKT next day
    expect((await withdraw(user.token, '150')).body.data.opens_at).toBe('2026-11-24 12:00 HKT');
    clock.set(new Date('2026-11-23T05:00:00Z'));
    expect((await withdraw(user.token, '150')).body.code).toBe(0);
  });

  it('allows two requests a Hong Kong day, refuses the third, and allows again the next day', async () => {
    const user = await readyToWithdraw('daily@example.com');
    expect((await withdraw(user.token, '100')).body.code).toBe(0);
    expect((await withdraw(user.token, '100')).body.code).toBe(0);
    expect((await withdraw(user.token, '100')).body).toMatchObject({ code: 4321, data: { per_day: 2 } });
    clock.set(new Date('2026-11-24T05:00:00Z'));
    expect((await withdraw(user.token, '100')).body.code).toBe(0);
    clock.set(new Date('2026-11-23T05:00:00Z'));
  });

  it('enforces minimum, maximum, asset, address checksum and balance', async () => {
    const user = await readyToWithdraw('limits@example.com');
    expect((await withdraw(user.token, '99.99')).body.code).toBe(4322);
    expect((await withdraw(user.token, '200000.01')).body.code).toBe(4323);
    expect((await withdraw(user.token, '150', { asset: 'BTC', chain: 'Bitcoin' })).body.code).toBe(4325);
    expect((await withdraw(user.token, '150', { address: ADDRESS.replace('aAeb', 'aaEb') })).body.code).toBe(4326);
    expect((await withdraw(user.token, '1500')).body.code).toBe(4301);
    expect((await withdraw(user.token, '', {})).body.code).toBe(4310);
  });

  it('needs turnover of 90% of deposits, and says how much is missing', async () => {
    const user = await readyToWithdraw('turnover@example.com');
    const deposit = await submitVoucherDeposit(user.token, '1000');
    expect((await t.call('approveDeposit', { id: deposit, request_id: rid() }, { method: 'POST', scope: 'admin', token: staffToken })).body.code).toBe(0);
    const refused = await withdraw(user.token, '150');
    expect(refused.body).toMatchObject({ code: 4324, data: { remaining: '900.000000' } });
    await recordTurnover(t.services.db, { userId: user.id, amount: 899_000_000n, source: 'test', causeId: 'turnover-1' });
    expect((await withdraw(user.token, '150')).body.data.remaining).toBe('1.000000');
    await recordTurnover(t.services.db, { userId: user.id, amount: 1_000_000n, source: 'test', causeId: 'turnover-2' });
    expect((await withdraw(user.token, '150')).body.code).toBe(0);
  });

  it('needs a transaction password, checks it, and locks it after five wrong tries', async () => {
    const user = await fundedUser(t, 'tpwd@example.com', 1_000_000_000n);
    expect((await withdraw(user.token, '150')).body.code).toBe(4311);
    expect((await t.call('saveTpwd', { tpwd: '12345', tpwd2: '12345', request_id: rid() }, { method: 'POST', token: user.token })).body.code).toBe(4312);
    expect((await t.call('saveTpwd', { tpwd: '246810', tpwd2: '246810', request_id: rid() }, { method: 'POST', token: user.token })).body.code).toBe(0);
    expect((await t.call('saveTpwd', { tpwd: '111111', tpwd2: '111111', request_id: rid() }, { method: 'POST', token: user.token })).body.code).toBe(4315);
    await approveJuniorFor(t.services, user.id);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await withdraw(user.token, '150', { tpwd: '000000' })).body.code);
    expect(codes).toEqual([4313, 4313, 4313, 4313, 4314]);
    expect((await withdraw(user.token, '150')).body).toMatchObject({ code: 4314, data: { minutes: 60 } });
    clock.advance(61 * 60_000);
    expect((await withdraw(user.token, '150')).body.code).toBe(0);
    clock.set(new Date('2026-11-23T05:00:00Z'));
  });
});

async function submitVoucherDeposit(token: string, amount: string): Promise<string> {
  const body = multipartBody(
    { asset: 'USDT', chain: 'ERC20', amount, description: 'from my wallet', request_id: rid() },
    { name: 'voucher', filename: 'v.png', contentType: 'image/png', data: await pngVoucher() },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/web/recharge',
    headers: { nonce: 'abcdefgh', token, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.json().code).toBe(0);
  return response.json().data.id;
}

describe('deposits and reviews', () => {
  it('credits an approved deposit once, however often approved, and shows it in the log', async () => {
    const user = await fundedUser(t, 'deposit@example.com', 0n);
    const id = await submitVoucherDeposit(user.token, '250.5');
    const approvals = await Promise.all(
      Array.from({ length: 4 }, () => t.call('approveDeposit', { id, request_id: rid() }, { method: 'POST', scope: 'admin', token: staffToken })),
    );
    expect(approvals.every((a) => a.body.code === 0)).toBe(true);
    expect((await t.call('getInfo', {}, { token: user.token })).body.data.usdt).toBe('250.500000');
    const log = (await t.call('getDealList', {}, { token: user.token })).body.data.items;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ reason: 'deposit', account: 'exchange', asset: 'USDT', available: '250.500000', available_after: '250.500000' });
    const records = (await t.call('getDeposits', {}, { token: user.token })).body.data.items;
    expect(records[0]).toMatchObject({ status: 'success', amount: '250.500000' });
  });

  it('refuses non-images by content, and a refused deposit carries its reason', async () => {
    const user = await fundedUser(t, 'deposit2@example.com', 0n);
    const fake = multipartBody(
      { asset: 'USDT', chain: 'ERC20', amount: '10', request_id: rid() },
      { name: 'voucher', filename: 'v.png', contentType: 'image/png', data: Buffer.from('%PDF-1.4 not an image') },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/web/recharge',
      headers: { nonce: 'abcdefgh', token: user.token, 'content-type': fake.contentType },
      payload: fake.payload,
    });
    expect(refused.json().code).toBe(4331);
    const missing = multipartBody({ asset: 'USDT', chain: 'ERC20', amount: '10', request_id: rid() });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/web/recharge',
      headers: { nonce: 'abcdefgh', token: user.token, 'content-type': missing.contentType },
      payload: missing.payload,
    });
    expect(noFile.json().code).toBe(4330);
    const id = await submitVoucherDeposit(user.token, '10');
    expect(
      (await t.call('rejectDeposit', { id, reason: 'No matching transfer on chain', request_id: rid() }, { method: 'POST', scope: 'admin', token: staffToken }))
        .body.code,
    ).toBe(0);
    expect((await t.call('approveDeposit', { id, request_id: rid() }, { method: 'POST', scope: 'admin', token: staffToken })).body.code).toBe(4340);
    const record = (await t.call('getDeposits', {}, { token: user.token })).body.data.items[0];
    expect(record).toMatchObject({ status: 'refused', reason: 'No matching transfer on chain' });
    const voucher = await t.app.inject({ method: 'GET', url: `/api/web/getVoucher?id=${id}`, headers: { nonce: 'abcdefgh', token: user.token } });
    expect(voucher.headers['content-type']).toBe('image/png');
    const other = await fundedUser(t, 'snoop@example.com', 0n);
    expect((await t.call('getVoucher', { id }, { token: other.token })).body.code).toBe(4040);
  });

  it('pays a withdrawal with its hash (fee to the fee account) or refuses it (unfrozen)', async () => {
    const user = await readyToWithdraw('payout@example.com', 500n);
    await recordTurnover(t.services.db, { userId: user.id, amount: 10n ** 12n, source: 'test', causeId: 'payout' });
    const first = (await withdraw(user.token, '200')).body.data.id;
    let assets = (await t.call('getAsset2', {}, { token: user.token })).body.data.accounts[0].rows.find((r: { asset: string }) => r.asset === 'USDT');
    expect(assets).toMatchObject({ display_scale: 2, available: '300.000000', frozen: '200.000000' });
    expect(
      (await t.call('payWithdrawal', { id: first, tx_hash: 'nothex', request_id: rid() }, { method: 'POST', scope: 'admin', token: staffToken })).body.code,
    ).toBe(4001);
    expect(
      (await t.call('payWithdrawal', { id: first, tx_hash: `0x${'ab'.repeat(32)}`, request_id: rid() }, { method: 'POST', scope: 'admin', token: staffToken }))
        .body.code,
    ).toBe(0);
    const second = (await withdraw(user.token, '100')).body.data.id;
    expect(
      (
        await t.call(
          'rejectWithdrawal',
          { id: second, reason: 'Address on a sanctions list', request_id: rid() },
          { method: 'POST', scope: 'admin', token: staffToken },
        )
      ).body.code,
    ).toBe(0);
    assets = (await t.call('getAsset2', {}, { token: user.token })).body.data.accounts[0].rows.find((r: { asset: string }) => r.asset === 'USDT');
    expect(assets).toMatchObject({ available: '300.000000', frozen: '0.000000' });
    const records = (await t.call('getWithdrawals', {}, { token: user.token })).body.data.items;
    expect(records.map((r: { status: string }) => r.status)).toEqual(['refused', 'success']);
    expect(records[1]).toMatchObject({ amount: '200.000000', fee: '1.000000', arrive: '199.000000', tx_hash: `0x${'ab'.repeat(32)}` });
    const house = (await t.call('houseAccounts', {}, { scope: 'admin', token: staffToken })).body.data.items;
    expect(house.find((h: { code: string }) => h.code === 'fees')).toMatchObject({ asset: 'USDT', balance: '1.000000' });
  });
});

describe('transfers, adjustments and the finance reports', () => {
  it('moves funds between own accounts, refuses overdrafts and the same account', async () => {
    const user = await fundedUser(t, 'transfer@example.com', 50_000_000n);
    const move = (amount: string, from = 'exchange', to = 'contract', request_id = rid()) =>
      t.call('transfer', { asset: 'USDT', amount, from, to, request_id }, { method: 'POST', token: user.token });
    expect((await move('20')).body.code).toBe(0);
    expect((await move('31')).body.code).toBe(4301);
    expect((await move('1', 'exchange', 'exchange')).body.code).toBe(4304);
    expect((await move('0.0000001')).body.code).toBe(4302);
    const same = rid();
    expect((await move('5', 'contract', 'futures', same)).body.code).toBe(0);
    expect((await move('5', 'contract', 'futures', same)).body.code).toBe(0);
    const accounts = (await t.call('getAsset2', {}, { token: user.token })).body.data.accounts as Array<{
      type: string;
      rows: Array<{ asset: string; available: string }>;
    }>;
    const usdt = (type: string) => accounts.find((a) => a.type === type)?.rows.find((r) => r.asset === 'USDT')?.available;
    expect([usdt('exchange'), usdt('contract'), usdt('futures')]).toEqual(['30.000000', '15.000000', '5.000000']);
  });

  it('applies small adjustments at once and holds large ones for a second finance member', async () => {
    const user = await fundedUser(t, 'adjust@example.com', 0n);
    const small = await t.call(
      'adjust',
      { user_id: String(user.id), account: 'exchange', asset: 'USDT', amount: '12.5', reason: 'Compensation for outage', request_id: rid() },
      { method: 'POST', scope: 'admin', token: staffToken },
    );
    expect(small.body.data.status).toBe('applied');
    const large = await t.call(
      'adjust',
      { user_id: String(user.id), account: 'exchange', asset: 'USDT', amount: '5000', reason: 'Manual deposit match', request_id: rid() },
      { method: 'POST', scope: 'admin', token: staffToken },
    );
    expect(large.body.data.status).toBe('pending');
    expect(
      (await t.call('approveAdjustment', { id: large.body.data.id, request_id: rid() }, { method: 'POST', scope: 'admin', token: staffToken })).body.code,
    ).toBe(4341);
    expect((await t.call('getInfo', {}, { token: user.token })).body.data.usdt).toBe('12.500000');
    expect(
      (
        await t.call(
          'rejectAdjustment',
          { id: large.body.data.id, reason: 'Duplicate of #12', request_id: rid() },
          { method: 'POST', scope: 'admin', token: staffToken },
        )
      ).body.code,
    ).toBe(0);
    expect(
      (await t.call('rejectAdjustment', { id: large.body.data.id, reason: 'Again', request_id: rid() }, { method: 'POST', scope: 'admin', token: staffToken }))
        .body.code,
    ).toBe(4340);
    expect(
      (
        await t.call(
          'adjust',
          { user_id: String(user.id), account: 'exchange', asset: 'USDT', amount: '1', reason: '', request_id: rid() },
          { method: 'POST', scope: 'admin', token: staffToken },
        )
      ).body.code,
    ).toBe(4342);
  });

  it('reports a zero trial balance and the liabilities', async () => {
    const balance = (await t.call('trialBalance', {}, { scope: 'admin', token: staffToken })).body.data;
    expect(balance.ok).toBe(true);
    expect(balance.items.every((i: { sum: string }) => /^0(\.0+)?$/.test(i.sum))).toBe(true);
    const owed = (await t.call('liabilities', {}, { scope: 'admin', token: staffToken })).body.data.items;
    expect(owed.find((i: { asset: string }) => i.asset === 'USDT').users).toBeGreaterThan(3);
  });
});

describe('feature gates and the security hold (spec §6, §9)', () => {
  it('needs junior verification to withdraw, and senior verification from the large-withdrawal threshold', async () => {
    const user = await fundedUser(t, 'gates@example.com', 30_000_000_000n);
    await t.call('saveTpwd', { tpwd: '246810', tpwd2: '246810', request_id: rid() }, { method: 'POST', token: user.token });
    await recordTurnover(t.services.db, { userId: user.id, amount: 10n ** 15n, source: 'test', causeId: 'gates' });
    const before = (await t.call('getWithdrawRules', {}, { token: user.token })).body.data;
    expect(before.gates).toEqual({ withdraw: ['junior'], withdraw_large: ['junior', 'senior'], large_threshold: '20000' });
    expect((await withdraw(user.token, '150')).body).toMatchObject({ code: 4641, data: { missing: ['junior'], fix: '/smauth' } });
    await approveJuniorFor(t.services, user.id);
    expect((await withdraw(user.token, '20000')).body).toMatchObject({ code: 4642, data: { missing: ['senior'], fix: '/seniorauth' } });
    expect((await withdraw(user.token, '150')).body.code).toBe(0);
    const after = (await t.call('getWithdrawRules', {}, { token: user.token })).body.data;
    expect(after.gates.withdraw).toEqual([]);
  });

  it('holds withdrawals for 24 hours after a security change, and shows until when', async () => {
    const user = await readyToWithdraw('hold@example.com');
    await recordTurnover(t.services.db, { userId: user.id, amount: 10n ** 15n, source: 'test', causeId: 'hold' });
    await recordSecurityEvent(t.services.db, clock, { userId: user.id, kind: 'password' });
    const until = new Date(clock.now().getTime() + 24 * 3_600_000).toISOString();
    const rules = (await t.call('getWithdrawRules', {}, { token: user.token })).body.data;
    expect(rules.withdraw_hold).toMatchObject({ kind: 'password', until });
    const refused = (await withdraw(user.token, '150')).body;
    expect(refused).toMatchObject({ code: 4644, data: { until_iso: until, kind: 'password' } });
    expect(refused.msg).toContain('HKT');
    clock.advance(24 * 3_600_000 + 1_000);
    expect((await t.call('getWithdrawRules', {}, { token: user.token })).body.data.withdraw_hold).toBeNull();
    expect((await withdraw(user.token, '150')).body.code).toBe(0);
    clock.set(new Date('2026-11-23T05:00:00Z'));
  });
});
