import { ERROR_CODES, type ErrorName, maskEmail, maskName, maskPhone, splitReferralFee } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { staffToken, userToken } from '../../testing/callers.js';
import { createTestApp, expectContractAnswer, type TestApp } from '../../testing/testApp.js';
import { postEntries } from '../ledger/index.js';
import { payReferralCommissions } from './payReferralCommissions.js';
import { accountOf, adminPost, commissionRows, expectBooksBalance, houseFees, invitee, requestId, setReferralSettings } from './referralTestKit.js';
import { releaseReferralCommissions } from './releaseReferralCommissions.js';

/**
 * Issue 14 point 4: the calls of /mypromotion (code, link, income and head-count per level, the
 * rules; profit rows; masked head-count rows), the hold and release with the injected clock, the
 * staff reversal (exact, audited, only while pending), the scan's idempotency, and the refusals
 * at registration (an unknown code, one's own code).
 */

const HOUR_MS = 3_600_000;
const clock = manualClock(new Date('2026-11-18T12:00:00Z'));
let t: TestApp;
let root: bigint;
let alice: bigint;
let bob: bigint;
let carol: bigint;
let dave: bigint;
let rootToken: string;

/**
 * A fee the house charged on an open position, posted as derivatives' payOpenFee posts it
 * (contract frozen → house fees, reason position_open_fee, cause the position), on a real
 * position row so the scan finds the trader and the instrument.
 */
async function chargeOpenFee(userId: bigint, fee: bigint): Promise<bigint> {
  const { rows } = await t.services.db.execute<{ id: string }>(sql`
    insert into positions (user_id, request_id, symbol, side, lots, leverage, status, entry_price, margin, open_fee, opened_at)
    values (${userId}, ${requestId()}, 'XAU_USD', 'long', 1, 10, 'open', 400000, 0, ${fee.toString()}, now()) returning id`);
  const positionId = BigInt(rows[0]?.id ?? '0');
  await t.services.db.transaction(async (tx) => {
    const funded = await postEntries(tx, {
      reason: 'deposit',
      actor: 'test',
      cause: { type: 'test', id: `fee-${positionId}` },
      idempotencyKey: `test-fee-funding:${positionId}`,
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset: 'USDT' }, bucket: 'available', amount: -fee },
        { account: { owner: 'user', userId, kind: 'contract', asset: 'USDT' }, bucket: 'frozen', amount: fee },
      ],
    });
    if (!funded.ok) throw new Error('funding refused');
    const charged = await postEntries(tx, {
      reason: 'position_open_fee',
      actor: 'system',
      cause: { type: 'position', id: positionId.toString() },
      idempotencyKey: `test-open-fee:${positionId}`,
      movements: [
        { account: { owner: 'user', userId, kind: 'contract', asset: 'USDT' }, bucket: 'frozen', amount: -fee },
        { account: { owner: 'house', kind: 'fees', asset: 'USDT' }, bucket: 'available', amount: fee },
      ],
    });
    if (!charged.ok) throw new Error('fee refused');
  });
  return positionId;
}

const scan = () => payReferralCommissions(t.services.db, clock, { lagMs: 0 });

beforeAll(async () => {
  t = await createTestApp({ clock });
  root = await invitee(t, { email: 'root@referral.test', name: 'Rita Root' });
  alice = await invitee(t, { email: 'alice.smith@referral.test', name: 'Alice Smith', inviterId: root });
  bob = await invitee(t, { phone: '+447700900456', name: '', inviterId: root });
  carol = await invitee(t, { email: 'carol@referral.test', name: 'Carol Ng', inviterId: alice });
  dave = await invitee(t, { email: 'dave@referral.test', name: 'Dave', inviterId: carol });
  rootToken = await userToken(t, 'root@referral.test');
});
afterAll(() => t.close());

describe('masking', () => {
  it('keeps initials, the calling code and the last four digits, the first letter of an e-mail', () => {
    expect(maskName('John  Doe')).toBe('J*** D***');
    expect(maskName('')).toBe('');
    expect(maskPhone('+447700901234')).toBe('+44 ****1234');
    expect(maskPhone('+8613800138000')).toBe('+86 ****8000');
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
  });

  it('never lets the levels together take more than the fee', () => {
    expect(splitReferralFee(999n, [2000, 1000, 500, 250])).toEqual([199n, 99n, 49n, 24n]);
    expect(splitReferralFee(100n, [6000, 6000, 6000, 0])).toEqual([60n, 40n, 0n, 0n]);
  });
});

describe('commissions', () => {
  let fromDave: bigint;

  it('pays three levels above a trader their shares, pending, once however often the scan runs', async () => {
    fromDave = await chargeOpenFee(dave, 1_000_003n);
    const feesBefore = await houseFees(t);
    const first = await scan();
    expect(first.commissions).toBe(3);
    await scan();
    // Even with the watermark lost, the unique key and the posting keys pay nothing twice.
    await t.services.db.execute(sql`delete from referral_scan_state`);
    expect((await scan()).commissions).toBe(0);
    const rows = (await commissionRows(t)).filter((row) => row.sourceId === fromDave);
    expect(rows.map(({ beneficiary, level, amount, status }) => ({ beneficiary, level, amount, status }))).toEqual([
      { beneficiary: carol, level: 1, amount: 200_000n, status: 'pending' },
      { beneficiary: alice, level: 2, amount: 100_000n, status: 'pending' },
      { beneficiary: root, level: 3, amount: 50_000n, status: 'pending' },
    ]);
    expect(await houseFees(t)).toBe(feesBefore - 350_000n);
    expect(await accountOf(t, root, 'commission')).toEqual({ available: 0n, frozen: 50_000n });
    await expectBooksBalance(t);
  });

  it('shows the code, the income and head-count per level and every rule', async () => {
    const { body } = await t.call('getMyEarningsAndPromotion', {}, { token: rootToken });
    expectContractAnswer('web', 'getMyEarningsAndPromotion', body);
    expect(body.data).toMatchObject({
      asset: 'USDT',
      invitees: 4,
      pending: '0.050000',
      available: '0.000000',
      rules: {
        depth: 4,
        max_depth: 4,
        hold_hours: 72,
        fee_asset: 'USDT',
        shares: [
          { level: 1, share_pct: '20', paid: true },
          { level: 2, share_pct: '10', paid: true },
          { level: 3, share_pct: '5', paid: true },
          { level: 4, share_pct: '2.5', paid: true },
        ],
      },
    });
    expect(body.data.link).toBe(`/register?invite=${body.data.code}`);
    expect(body.data.levels.map((l: { invitees: number; pending: string }) => [l.invitees, l.pending])).toEqual([
      [2, '0.000000'],
      [1, '0.000000'],
      [1, '0.050000'],
      [0, '0.000000'],
    ]);
  });

  it('lists the profit rows with the market and the trader masked', async () => {
    const { body } = await t.call('getMyEarningsDetail', {}, { token: rootToken });
    expectContractAnswer('web', 'getMyEarningsDetail', body);
    expect(body.data.total).toBe(1);
    expect(body.data.items[0]).toMatchObject({
      level: 3,
      amount: '0.050000',
      symbol: 'XAU_USD',
      source_kind: 'position_open_fee',
      fee: '1.000003',
      share_pct: '5',
      invitee: 'D***',
      status: 'pending',
      available_at: new Date(clock.now().getTime() + 72 * HOUR_MS).toISOString(),
    });
    const filtered = await t.call('getMyEarningsDetail', { level: '1' }, { token: rootToken });
    expect(filtered.body.data.total).toBe(0);
    const bad = await t.call('getMyEarningsDetail', { level: '5' }, { token: rootToken });
    expect(bad.body.code).not.toBe(0);
  });

  it('lists the head-count rows masked, newest first, by level', async () => {
    const { body } = await t.call('getMyPromotion', {}, { token: rootToken });
    expectContractAnswer('web', 'getMyPromotion', body);
    expect(body.data.total).toBe(4);
    const rows = body.data.items.map((row: { name: string; phone: string | null; email: string | null; level: number }) => [
      row.name,
      row.phone,
      row.email,
      row.level,
    ]);
    expect(rows).toEqual([
      ['D***', null, 'd***@referral.test', 3],
      ['C*** N***', null, 'c***@referral.test', 2],
      ['', '+44 ****0456', null, 1],
      ['A*** S***', null, 'a***@referral.test', 1],
    ]);
    expect(body.data.items[2].id).toBe(bob.toString());
    const levelOne = await t.call('getMyPromotion', { level: '1', page_size: '1', page: '2' }, { token: rootToken });
    expect(levelOne.body.data).toMatchObject({ total: 2, items: [{ level: 1, name: 'A*** S***' }] });
    expect(JSON.stringify(body.data)).not.toContain('alice.smith');
  });

  it('pays only as deep as the depth setting', async () => {
    await setReferralSettings(t, { depth: 2 });
    const position = await chargeOpenFee(dave, 500_000n);
    await scan();
    const rows = (await commissionRows(t)).filter((row) => row.sourceId === position);
    expect(rows.map((row) => [row.beneficiary, row.level, row.amount])).toEqual([
      [carol, 1, 100_000n],
      [alice, 2, 50_000n],
    ]);
    const rules = (await t.call('getMyEarningsAndPromotion', {}, { token: rootToken })).body.data.rules;
    expect(rules.depth).toBe(2);
    expect(rules.shares.map((s: { paid: boolean }) => s.paid)).toEqual([true, true, false, false]);
    await setReferralSettings(t, { depth: 4 });
  });

  it('releases a commission to the exchange account when the hold ends, not a second before', async () => {
    clock.advance(72 * HOUR_MS - 1_000);
    expect(await releaseReferralCommissions(t.services.db, clock)).toEqual({ released: 0 });
    clock.advance(1_000);
    // Three from the first fee; the depth-2 fee's two were posted later in the same clock second and are due too.
    expect(await releaseReferralCommissions(t.services.db, clock)).toEqual({ released: 5 });
    expect(await accountOf(t, root, 'commission')).toEqual({ available: 0n, frozen: 0n });
    expect(await accountOf(t, root, 'exchange')).toEqual({ available: 50_000n, frozen: 0n });
    expect(await releaseReferralCommissions(t.services.db, clock)).toEqual({ released: 0 });
    const summary = (await t.call('getMyEarningsAndPromotion', {}, { token: rootToken })).body.data;
    expect(summary).toMatchObject({ pending: '0.000000', available: '0.050000' });
    await expectBooksBalance(t);
  });
});

describe('staff reversal', () => {
  it('returns exactly the pending amount to the fee account, audited, and refuses what is not pending', async () => {
    const position = await chargeOpenFee(carol, 777_777n);
    await scan();
    const [pending] = (await commissionRows(t)).filter((row) => row.sourceId === position && row.level === 1);
    expect(pending).toMatchObject({ beneficiary: alice, amount: 155_555n });
    const { rows } = await t.services.db.execute<{ id: string }>(
      sql`select id from referral_commissions where source_id = ${position} and source_kind = 'position_open_fee' and level = 1`,
    );
    const id = rows[0]?.id as string;

    const list = await t.call(
      'referralCommissions',
      { status: 'pending', user_id: alice.toString() },
      { scope: 'admin', token: await staffToken(t, 'finance') },
    );
    expectContractAnswer('admin', 'referralCommissions', list.body);
    expect(list.body.data.items.map((row: { id: string }) => row.id)).toContain(id);
    expect(list.body.data.totals.pending).toBe('0.155555');

    const aliceBefore = await accountOf(t, alice, 'commission');
    const feesBefore = await houseFees(t);
    const short = await adminPost(t, 'reverseCommission', { id, reason: 'x' });
    expect(short.code).not.toBe(0);
    const reversed = await adminPost(t, 'reverseCommission', { id, reason: 'Wash trading between linked accounts' });
    expect(reversed).toMatchObject({
      code: 0,
      data: { id, status: 'reversed', reason: 'Wash trading between linked accounts', reversed_by: 'matrix_finance' },
    });
    expect(await accountOf(t, alice, 'commission')).toEqual({ available: 0n, frozen: aliceBefore.frozen - 155_555n });
    expect(await houseFees(t)).toBe(feesBefore + 155_555n);

    const again = await adminPost(t, 'reverseCommission', { id, reason: 'Again' });
    expect(again.code).toBe(expectCode('commission_not_pending'));
    const { rows: released } = await t.services.db.execute<{ id: string }>(sql`select id from referral_commissions where status = 'available' limit 1`);
    const late = await adminPost(t, 'reverseCommission', { id: released[0]?.id, reason: 'Too late now' });
    expect(late.code).toBe(expectCode('commission_not_pending'));
    const unknown = await adminPost(t, 'reverseCommission', { id: '999999', reason: 'No such row' });
    expect(unknown.code).toBe(expectCode('not_found'));

    const audit = await t.services.db.execute<{ action: string; target: string; details: Record<string, unknown> }>(
      sql`select action, target, details from audit_log where action = 'finance.reverseCommission' order by id`,
    );
    // Refusals are audited too; the reversal's entry names the amount returned.
    expect(audit.rows).toContainEqual(
      expect.objectContaining({
        target: `referral_commission:${id}`,
        details: expect.objectContaining({ reason: 'Wash trading between linked accounts', amount: '0.155555' }),
      }),
    );
    // The user sees the reversal and its reason on the profit row.
    const aliceRows = (await t.call('getMyEarningsDetail', { status: 'reversed' }, { token: await userToken(t, 'alice.smith@referral.test') })).body.data;
    expect(aliceRows.items[0]).toMatchObject({ id, status: 'reversed', reason: 'Wash trading between linked accounts' });

    // The release job leaves a reversed commission alone.
    clock.advance(73 * HOUR_MS);
    await releaseReferralCommissions(t.services.db, clock);
    expect((await commissionRows(t)).find((row) => row.sourceId === position && row.level === 1)?.status).toBe('reversed');
    await expectBooksBalance(t);
  });

  it('is refused to staff without the finance review permission', async () => {
    const answer = await adminPost(t, 'reverseCommission', { id: '1', reason: 'Not my desk' }, await staffToken(t, 'support'));
    expect(answer.code).not.toBe(0);
  });
});

describe('registration', () => {
  const base = { type: 'email', password: 'secret123', password2: 'secret123', agree: '1', nationality: 'GB', code: '123456' };

  it("refuses a code that does not exist, and one's own code, changing nothing", async () => {
    const unknown = await t.call('userRegister', { ...base, account: 'new@referral.test', invitation_code: 'NOPE2345' }, { method: 'POST' });
    expect(unknown.body).toMatchObject({ code: expectCode('invitation_unknown'), data: { field: 'invitation_code' } });
    const own = (await t.call('getInfo', {}, { token: rootToken })).body.data.invitation_code;
    const self = await t.call('userRegister', { ...base, account: 'ROOT@referral.test', invitation_code: own.toLowerCase() }, { method: 'POST' });
    expect(self.body).toMatchObject({ code: expectCode('invitation_self'), data: { field: 'invitation_code' } });
    const count = await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email = 'new@referral.test'`);
    expect(count.rows[0]?.n).toBe(0);
  });
});

describe('the scan lag', () => {
  it('leaves a fee posted within the lag for the next run', async () => {
    const position = await chargeOpenFee(dave, 10_000n);
    expect(await payReferralCommissions(t.services.db, clock, { lagMs: 60_000 })).toEqual({ fees: 0, commissions: 0 });
    expect((await scan()).commissions).toBe(3);
    expect((await commissionRows(t)).filter((row) => row.sourceId === position).map((row) => row.amount)).toEqual([2_000n, 1_000n, 500n]);
  });
});

const expectCode = (name: ErrorName): number => ERROR_CODES[name];
