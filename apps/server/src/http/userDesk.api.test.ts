import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../modules/admin/index.js';
import { approveDeposit, recordTurnover, submitDeposit } from '../modules/funding/index.js';
import { createSession, createUserWithPassword } from '../modules/identity/index.js';
import { trialBalance, userBalances } from '../modules/ledger/index.js';
import { manualClock } from '../platform/clock.js';
import { newToken, sha256 } from '../platform/crypto.js';
import { staff, staffSessions, users } from '../platform/db/schema.js';
import { staffToken } from '../testing/callers.js';
import { creditAccount, creditExchange, fundedUser, pngVoucher } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { approveJuniorFor, approveSeniorFor } from '../testing/verification.js';

// 13:00 in Hong Kong: inside the 12:00–24:00 withdrawal window.
const clock = manualClock(new Date('2026-11-23T05:00:00Z'));
let t: TestApp;
let seq = 0;
const rid = () => `desk${seq++}x${Date.now()}`;
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const admin = (name: string, params: Record<string, string>, token: string) =>
  t.call(name, { ...params, request_id: rid() }, { method: 'POST', scope: 'admin', token });
const read = (name: string, params: Record<string, string>, token: string) => t.call(name, params, { scope: 'admin', token });
// Staff sessions last an hour and these tests move the clock by hours: a fresh session per call.
const support = () => staffToken(t, 'support');
const compliance = () => staffToken(t, 'compliance');
const finance = () => staffToken(t, 'finance');

/** A second finance member (the matrix helper makes one per role). */
async function secondFinanceToken(): Promise<string> {
  await createStaff(t.services.db, { username: 'fin_two', password: 'Finance#2026two', totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', roles: ['finance'] });
  const [member] = await t.services.db.select({ id: staff.id }).from(staff).where(sql`${staff.username} = 'fin_two'`);
  if (!member) throw new Error('fin_two missing');
  const token = newToken();
  const now = clock.now();
  await t.services.db
    .insert(staffSessions)
    .values({ staffId: member.id, tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
  return token;
}

/** A user who may withdraw: funded, verified, with a transaction password and enough turnover recorded before. */
async function readyToWithdraw(email: string, usdt: bigint) {
  const user = await fundedUser(t, email, usdt * 1_000_000n);
  await t.call('saveTpwd', { tpwd: '246810', tpwd2: '246810', request_id: rid() }, { method: 'POST', token: user.token });
  await approveJuniorFor(t.services, user.id);
  await recordTurnover(t.services.db, { userId: user.id, amount: 10n ** 15n, source: 'test', causeId: `earlier:${email}` });
  return user;
}
const withdraw = (token: string, amount: string) =>
  t.call('withdraw', { address: ADDRESS, amount, tpwd: '246810', request_id: rid() }, { method: 'POST', token });

/** A credited USDT deposit, as finance approves one. */
async function deposit(userId: bigint, amount: string) {
  const submitted = await submitDeposit(t.services.db, t.services.images, {
    userId,
    asset: 'USDT',
    chain: 'ERC20',
    amount,
    description: '',
    voucher: await pngVoucher(),
    requestId: rid(),
    clock,
  });
  if (!submitted.ok) throw new Error(submitted.error);
  const approved = await approveDeposit(t.services.db, clock, { id: BigInt(submitted.value.id), staff: 'test' });
  if (!approved.ok) throw new Error(approved.error);
}

async function auditOf(action: string, target: string) {
  const rows = await t.services.db.execute<{ details: Record<string, unknown>; staff_username: string }>(
    sql`select details, staff_username from audit_log where action = ${action} and target = ${target} order by id desc limit 1`,
  );
  return rows.rows[0];
}

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  await t.close();
});

describe('the user view', () => {
  it('shows every account and asset exactly as the ledger holds them, and the USDT web/getInfo shows', async () => {
    const user = await fundedUser(t, 'balances@desk.test', 9_584_990_000n);
    await creditExchange(t, user.id, 'BTC', 12_345_678n);
    await creditAccount(t, user.id, 'contract', 'USDT', 1_500_000_001n);
    await creditAccount(t, user.id, 'futures', 'USDT', 250_000_000n);
    const info = (await t.call('getInfo', {}, { token: user.token })).body.data;
    const answer = (await read('user', { id: String(user.id) }, await support())).body.data;
    expect(info.usdt).toBe('9584.990000');
    expect(answer.user.usdt).toBe(info.usdt);
    const shown = new Map(
      answer.balances.map((row: { account: string; asset: string; available: string; frozen: string }) => [`${row.account}:${row.asset}`, row]),
    );
    const ledger = (await userBalances(t.services.db, user.id)).filter((row) => row.available !== 0n || row.frozen !== 0n);
    expect(ledger).toHaveLength(4);
    expect(shown.size).toBe(ledger.length);
    expect(shown.get('exchange:USDT')).toMatchObject({ available: info.usdt, frozen: '0.000000' });
    expect(shown.get('exchange:BTC')).toMatchObject({ available: '0.12345678' });
    expect(shown.get('contract:USDT')).toMatchObject({ available: '1500.000001' });
    expect(shown.get('futures:USDT')).toMatchObject({ available: '250.000000' });
    expect(answer).toMatchObject({ flag: null, withdraw_hold_until: null, user: { two_factor: false } });
  });

  it('lists the user’s own lists read-only, a page at a time', async () => {
    const user = await fundedUser(t, 'lists@desk.test', 1_000_000_000n);
    const log = (await read('userAccountLog', { id: String(user.id) }, await support())).body.data;
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ reason: 'deposit', account: 'exchange', available: '1000.000000' });
    for (const name of ['userSpotOrders', 'userPositions', 'userDeliveryOrders', 'userEarnOrders', 'userLoans', 'userSecurityEvents']) {
      expect((await read(name, { id: String(user.id) }, await support())).body.code, name).toBe(0);
    }
  });
});

describe('helping a user back in', () => {
  it('resets two-factor after a recorded identity check: 2FA off, 24-hour withdrawal hold, message and mail, audited', async () => {
    const user = await readyToWithdraw('twofactor@desk.test', 1_000n);
    await t.services.db.update(users).set({ totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' }).where(sql`${users.id} = ${user.id}`);
    const id = String(user.id);
    expect((await admin('userResetTwoFactor', { id, check: 'video_call', note: 'face matched' }, await finance())).body.code).toBe(4204);
    const reset = await admin('userResetTwoFactor', { id, check: 'video_call', note: 'Face matched the KYC selfie on a video call' }, await support());
    expect(reset.body.code).toBe(0);
    expect(reset.body.data.hold_until).toBe('2026-11-24T05:00:00.000Z');
    const [row] = await t.services.db.select({ totp: users.totpSecret }).from(users).where(sql`${users.id} = ${user.id}`);
    expect(row?.totp).toBeNull();
    const answer = (await read('user', { id }, await support())).body.data;
    expect(answer.user.two_factor).toBe(false);
    expect(answer.withdraw_hold_until).toBe('2026-11-24T05:00:00.000Z');
    expect((await withdraw(user.token, '150')).body.code).toBe(4644);
    const messages = await t.services.db.execute<{ kind: string; mails: number }>(
      sql`select m.kind, (select count(*)::int from message_mails mm where mm.message_id = m.id) as mails from user_messages m where m.user_id = ${user.id} and m.kind = 'security_two_factor_reset'`,
    );
    expect(messages.rows).toEqual([{ kind: 'security_two_factor_reset', mails: 1 }]);
    expect(await auditOf('users.resetTwoFactor', `user:${id}`)).toMatchObject({
      staff_username: 'matrix_support',
      details: { check: 'video_call', note: 'Face matched the KYC selfie on a video call', outcome: 'ok' },
    });
    // Nothing left to reset.
    expect((await admin('userResetTwoFactor', { id, check: 'video_call', note: 'again please' }, await support())).body.code).toBe(4664);
  });

  it('unlocks a paused sign-in and ends one session or all of them', async () => {
    const user = await fundedUser(t, 'locked@desk.test', 0n);
    const id = String(user.id);
    for (let i = 0; i < 10; i++) await t.call('userLogin', { account: 'locked@desk.test', password: 'wrong-pass1' }, { method: 'POST' });
    expect((await t.call('userLogin', { account: 'locked@desk.test', password: 'secret123' }, { method: 'POST' })).body.code).not.toBe(0);
    const unlocked = await admin('userUnlockSignIn', { id }, await support());
    expect(unlocked.body.code).toBe(0);
    expect(unlocked.body.data.cleared).toBeGreaterThan(0);
    expect((await read('user', { id }, await support())).body.data.user).toMatchObject({ failed_login_count: 0, locked_until: null });
    const second = (await t.call('userLogin', { account: 'locked@desk.test', password: 'secret123' }, { method: 'POST' })).body.data.token;
    expect(second).toBeTruthy();
    expect(await auditOf('users.unlockSignIn', `user:${id}`)).toMatchObject({ details: { outcome: 'ok' } });

    const sessions = (await read('user', { id }, await support())).body.data.sessions as Array<{ id: string }>;
    expect(sessions.length).toBe(2);
    const one = await admin('userRevokeSessions', { id, session_id: sessions[0]?.id ?? '' }, await support());
    expect(one.body.data).toEqual({ ended: 1 });
    expect((await read('user', { id }, await support())).body.data.sessions).toHaveLength(1);
    expect((await admin('userRevokeSessions', { id }, await support())).body.data).toEqual({ ended: 1 });
    expect((await t.call('getInfo', {}, { token: user.token })).body.code).not.toBe(0);
    expect((await t.call('getInfo', {}, { token: second })).body.code).not.toBe(0);
    expect(await auditOf('users.revokeSessions', `user:${id}`)).toMatchObject({ details: { session_id: 'all', ended: 1 } });
  });

  it('sends a fresh code for the user’s pending sign-in code, to the same address, and refuses when there is none', async () => {
    const user = await fundedUser(t, 'code@desk.test', 0n);
    const id = String(user.id);
    expect((await admin('userResendCode', { id }, await support())).body.code).toBe(4671);
    expect((await t.call('getCode', { email: 'code@desk.test', purpose: 'login' }, { method: 'POST' })).body.code).toBe(0);
    const first = t.codes.last('code@desk.test');
    clock.advance(61_000);
    const resent = await admin('userResendCode', { id }, await support());
    expect(resent.body.data).toEqual({ channel: 'email', destination: 'code@desk.test', purpose: 'login' });
    expect(t.codes.last('code@desk.test')).not.toBe(first);
    expect(await auditOf('users.resendCode', `user:${id}`)).toMatchObject({ details: { channel: 'email', purpose: 'login' } });
  });
});

describe('surveillance', () => {
  const place = (token: string, fields: Record<string, string>) =>
    t.call('placeOrder', { symbol: 'BTC_USDT', time_in_force: 'GTC', client_order_id: rid(), ...fields }, { method: 'POST', token });

  /** A user signed in only from their own address and browser. */
  async function apart(email: string, ip: string, inviterId?: bigint) {
    const user = await createUserWithPassword(t.services.db, { account: { kind: 'email', value: email }, password: 'secret123', nationality: 'HK', inviterId });
    const token = await createSession(t.services.db, clock, { userId: user.id, ttlDays: 7, origin: { ip, userAgent: `Browser of ${email}` } });
    return { id: user.id, token };
  }

  it('finds spot fills between accounts signed in from the same address and browser, and not between strangers', async () => {
    const maker = await fundedUser(t, 'washmaker@desk.test', 1_000_000_000n);
    const taker = await fundedUser(t, 'washtaker@desk.test', 0n);
    await creditExchange(t, taker.id, 'BTC', 10_000_000n);
    expect((await place(maker.token, { side: 'buy', type: 'limit', price: '50000', quantity: '0.002' })).body.code).toBe(0);
    expect((await place(taker.token, { side: 'sell', type: 'market', quantity: '0.002' })).body.data.status).toBe('closed');

    const buyer = await apart('cleanbuyer@desk.test', '203.0.113.10');
    const seller = await apart('cleanseller@desk.test', '198.51.100.20');
    await creditExchange(t, buyer.id, 'USDT', 1_000_000_000n);
    await creditExchange(t, seller.id, 'BTC', 10_000_000n);
    expect((await place(buyer.token, { side: 'buy', type: 'limit', price: '50000', quantity: '0.001' })).body.code).toBe(0);
    expect((await place(seller.token, { side: 'sell', type: 'market', quantity: '0.001' })).body.data.status).toBe('closed');

    const report = (await read('surveillanceRelatedTrades', {}, await compliance())).body.data;
    const rows = report.items as Array<{ maker_id: string; taker_id: string; relations: string[]; trades: number; amount: string }>;
    expect(rows.find((row) => row.maker_id === String(maker.id) && row.taker_id === String(taker.id))).toMatchObject({
      relations: ['device', 'address'],
      trades: 1,
      amount: '100.000000',
    });
    expect(rows.some((row) => [row.maker_id, row.taker_id].includes(String(buyer.id)))).toBe(false);

    // Apart in every sign-in, but the seller was invited by someone the buyer invited.
    const inviter = await apart('chainbuyer@desk.test', '192.0.2.30');
    const middle = await apart('chainmiddle@desk.test', '192.0.2.31', inviter.id);
    const invitee = await apart('chainseller@desk.test', '192.0.2.32', middle.id);
    await creditExchange(t, inviter.id, 'USDT', 1_000_000_000n);
    await creditExchange(t, invitee.id, 'BTC', 10_000_000n);
    expect((await place(inviter.token, { side: 'buy', type: 'limit', price: '50000', quantity: '0.001' })).body.code).toBe(0);
    expect((await place(invitee.token, { side: 'sell', type: 'market', quantity: '0.001' })).body.data.status).toBe('closed');
    const chained = (await read('surveillanceRelatedTrades', {}, await compliance())).body.data.items as typeof rows;
    expect(chained.find((row) => row.maker_id === String(inviter.id) && row.taker_id === String(invitee.id))).toMatchObject({ relations: ['invitation'] });
    expect((await read('surveillanceRelatedTrades', {}, await support())).body.code).toBe(4204);
  });

  it('finds a withdrawal requested soon after a deposit with little trading since, and not one after trading', async () => {
    const quick = await readyToWithdraw('quick@desk.test', 0n);
    await deposit(quick.id, '1000');
    clock.advance(2 * 3_600_000);
    expect((await withdraw(quick.token, '900')).body.code).toBe(0);

    const trader = await readyToWithdraw('trader@desk.test', 0n);
    await deposit(trader.id, '1000');
    clock.advance(60_000);
    await recordTurnover(t.services.db, { userId: trader.id, amount: 500_000_000n, source: 'test', causeId: 'after-deposit' });
    // Turnover rows take the database's time; this test's clock is days behind it.
    await t.services.db.execute(sql`update turnover_events set created_at = ${clock.now().toISOString()}::timestamptz where cause_id = 'after-deposit'`);
    clock.advance(3_600_000);
    expect((await withdraw(trader.token, '900')).body.code).toBe(0);

    const rows = (await read('surveillanceQuickWithdrawals', {}, await compliance())).body.data.items as Array<Record<string, unknown>>;
    expect(rows.find((row) => row.user_id === String(quick.id))).toMatchObject({
      amount: '900.000000',
      deposit_amount: '1000.000000',
      turnover_usdt: '0.000000',
      minutes_after: 120,
    });
    expect(rows.some((row) => row.user_id === String(trader.id))).toBe(false);
    clock.set(new Date('2026-11-23T05:00:00Z'));
  });

  it('finds an account repeatedly near the withdrawal limits, and not one withdrawing once', async () => {
    const heavy = await readyToWithdraw('heavy@desk.test', 600_000n);
    await approveSeniorFor(t.services, heavy.id);
    expect((await withdraw(heavy.token, '185000')).body.code).toBe(0);
    expect((await withdraw(heavy.token, '190000')).body.code).toBe(0);
    clock.set(new Date('2026-11-24T05:00:00Z'));
    expect((await withdraw(heavy.token, '180000')).body.code).toBe(0);
    const light = await readyToWithdraw('light@desk.test', 1_000n);
    expect((await withdraw(light.token, '150')).body.code).toBe(0);
    const report = (await read('surveillanceNearLimits', {}, await compliance())).body.data;
    expect(report).toMatchObject({ per_transaction_max: '200000.000000', per_day: 2 });
    const rows = report.items as Array<Record<string, unknown>>;
    expect(rows.find((row) => row.user_id === String(heavy.id))).toMatchObject({ near_max: 3, days_at_count: 1 });
    expect(rows.some((row) => row.user_id === String(light.id))).toBe(false);
    clock.set(new Date('2026-11-23T05:00:00Z'));
  });

  it('a flagged user’s withdrawal is paid only after a first approval by another finance member', async () => {
    const user = await readyToWithdraw('flagged@desk.test', 1_000n);
    const id = String(user.id);
    expect((await admin('flagUser', { id, reason: 'wash trading pattern' }, await support())).body.code).toBe(4204);
    expect((await admin('flagUser', { id, reason: 'wash trading pattern' }, await compliance())).body.code).toBe(0);
    expect(await auditOf('users.flag', `user:${id}`)).toMatchObject({ details: { reason: 'wash trading pattern' } });
    expect((await read('user', { id }, await support())).body.data.flag).toMatchObject({ reason: 'wash trading pattern', flagged_by: 'matrix_compliance' });

    const withdrawalId = (await withdraw(user.token, '200')).body.data.id as string;
    const queue = (await read('withdrawals', { status: 'processing' }, await finance())).body.data.items as Array<Record<string, unknown>>;
    expect(queue.find((row) => row.id === withdrawalId)).toMatchObject({ second_review: true, first_approved_by: null });
    const hash = `0x${'cd'.repeat(32)}`;
    expect((await admin('payWithdrawal', { id: withdrawalId, tx_hash: hash }, await finance())).body.code).toBe(4343);
    expect((await admin('approveFlaggedWithdrawal', { id: withdrawalId }, await finance())).body.code).toBe(0);
    expect((await admin('approveFlaggedWithdrawal', { id: withdrawalId }, await finance())).body.code).toBe(4344);
    expect((await admin('payWithdrawal', { id: withdrawalId, tx_hash: hash }, await finance())).body.code).toBe(4344);
    const other = await secondFinanceToken();
    expect((await admin('payWithdrawal', { id: withdrawalId, tx_hash: hash }, other)).body.code).toBe(0);
    const paid = (await read('withdrawals', { status: 'success' }, await finance())).body.data.items as Array<Record<string, unknown>>;
    expect(paid.find((row) => row.id === withdrawalId)).toMatchObject({ status: 'success', reviewed_by: 'fin_two', first_approved_by: 'matrix_finance' });

    expect((await admin('unflagUser', { id, reason: 'reviewed, nothing found' }, await compliance())).body.code).toBe(0);
    expect((await read('user', { id }, await support())).body.data.flag).toBeNull();
    const next = (await withdraw(user.token, '150')).body.data.id as string;
    expect((await admin('payWithdrawal', { id: next, tx_hash: `0x${'ef'.repeat(32)}` }, await finance())).body.code).toBe(0);
    expect((await read('surveillanceFlags', {}, await compliance())).body.data.items.some((row: { user_id: string }) => row.user_id === id)).toBe(false);
  });
});
