import { ERROR_CODES, earnDayNumber } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { staffToken } from '../../testing/callers.js';
import { fundedUser } from '../../testing/funds.js';
import {
  callJson,
  loanProductsByTerm,
  requestId,
  requiredDocuments,
  sendVoucher,
  setLendingBalance,
  uploadDocument,
  verifiedBorrower,
} from '../../testing/loans.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { identityPng } from '../../testing/verification.js';
import { houseAccounts, trialBalance, userBalances } from '../ledger/index.js';
import { updateSetting } from '../settings/index.js';
import { chargeLateFees } from './chargeLateFees.js';

const USDT = 1_000_000n;
// Monday 2026-03-02, noon in Hong Kong: every step of a scenario moves the clock by whole days.
const clock = manualClock(new Date('2026-03-02T04:00:00Z'));
const DAY_MS = 86_400_000;
let t: TestApp;
let products: Record<number, string>;
let n = 0;

const usdt = async (userId: bigint) => (await userBalances(t.services.db, userId)).find((r) => r.kind === 'exchange' && r.asset === 'USDT')?.available ?? 0n;
const house = async (kind: string) => (await houseAccounts(t.services.db)).find((a) => a.code === kind && a.asset === 'USDT')?.balance ?? 0n;
const admin = async (name: string, params: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') =>
  callJson(t, name, method === 'POST' ? { ...params, request_id: requestId() } : params, { token: await staffToken(t, 'finance'), scope: 'admin', method });
const web = (token: string, name: string, params: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') =>
  callJson(t, name, method === 'POST' ? { ...params, request_id: requestId() } : params, { token, method });
const getLoan = async (token: string, id: string) => (await web(token, 'getLoan', { id }, 'GET')).body.data;
const inbox = async (userId: bigint) =>
  (await t.services.db.execute<{ kind: string }>(sql`select kind from user_messages where user_id = ${userId} order by id`)).rows.map((r) => r.kind);
const repayPostings = async (loanId: string) =>
  Number(
    (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_postings where reason = 'loan_repay' and cause_id = ${loanId}`))
      .rows[0]?.n,
  );

/** Moves the clock by whole days (users' sessions last a year here; staff calls take a fresh session each). */
async function advanceDays(days: number): Promise<void> {
  clock.advance(days * DAY_MS);
}

async function expectTrialBalanceZero(): Promise<void> {
  expect((await trialBalance(t.services.db)).ok).toBe(true);
}

/** A verified borrower's application of `amount` USDT on the 30-day product (0.05 % a day, late fee 0.5 % a day). */
async function apply(token: string, amount: string, term = 30) {
  const documents = await requiredDocuments(t, token);
  return web(token, 'lendBuy', { product_id: products[term], amount, agree: true, documents });
}

async function borrowerWithLoan(amount: string, extraUnits: bigint): Promise<{ id: bigint; token: string; loanId: string }> {
  const user = await verifiedBorrower(t, `borrower${n++}@loans.test`, extraUnits);
  const applied = await apply(user.token, amount);
  expect(applied.body.code).toBe(0);
  const approved = await admin('approveLoan', { id: applied.body.data.id });
  expect(approved.body.code).toBe(0);
  return { ...user, loanId: applied.body.data.id };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await updateSetting(t.services.db, { key: 'session_ttl_days', value: 365, updatedBy: 'test' });
  products = await loanProductsByTerm(t);
  await setLendingBalance(t, await staffToken(t, 'finance'), 1_000_000n * USDT);
});
afterAll(() => t.close());

describe('loan products and the credit limit', () => {
  it('shows a visitor the products and no limit, a verified user the limit of the score bands', async () => {
    const visitor = await t.call('lendList');
    expect(visitor.body.data.limit).toBeNull();
    expect(visitor.body.data.items.map((p: { term_days: number }) => p.term_days)).toEqual([30, 90]);
    expect(visitor.body.data.items[0]).toMatchObject({ min_amount: '100', max_amount: '50000', daily_rate_pct: '0.05', late_fee_pct: '0.5' });
    const user = await verifiedBorrower(t, `limit${n++}@loans.test`, 0n);
    // base 50 + junior 10 = 60: the 1,000 USDT band
    const offers = await t.call('lendList', {}, { token: user.token });
    expect(offers.body.data.limit).toEqual({ score: 60, limit: '1000', used: '0', available: '1000' });
  });
});

describe('a loan repaid from the balance', () => {
  it('is applied for with documents, approved (disbursed, contract number), and repaid with interest for the days borrowed', async () => {
    const user = await verifiedBorrower(t, `lifecycle${n++}@loans.test`, 100n * USDT);
    const lendingBefore = await house('lending');
    const incomeBefore = await house('lending_income');
    const credit = await uploadDocument(t, user.token, 'credit', 3);
    const documents = { ...(await requiredDocuments(t, user.token)), credit };
    const applied = await web(user.token, 'lendBuy', { product_id: products[30], amount: '500', agree: true, documents });
    expect(applied.body.code).toBe(0);
    expect(applied.body.data).toMatchObject({
      status: 'unreviewed',
      contract_no: null,
      amount: '500.000000',
      interest: '7.500000',
      total_repayment: '507.500000',
      late_fee_per_day: '2.500000',
      payoff_now: '0.000000',
      documents: { id_photo: true, income: true, credit: true, housing: false, bank_statement: false },
      voucher: null,
    });
    const id = applied.body.data.id;

    const queue = await admin('loans', { status: 'unreviewed' }, 'GET');
    const review = queue.body.data.items.find((item: { id: string }) => item.id === id);
    expect(review).toMatchObject({
      user_id: String(user.id),
      credit_score: 60,
      credit_limit: '1000',
      document_ids: { id_photo: documents.id_photo, housing: null },
    });
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/admin/loanDocument?upload_id=${documents.id_photo}`,
      headers: { nonce: 'loans123', token: await staffToken(t, 'finance') },
    });
    expect(image.headers['content-type']).toBe('image/png');
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/web/loanDocument?upload_id=${documents.income}`,
      headers: { nonce: 'loans123', token: user.token },
    });
    expect(own.headers['content-type']).toBe('image/png');

    const approved = await admin('approveLoan', { id });
    expect(approved.body.code).toBe(0);
    const startDay = earnDayNumber(clock.now());
    expect(approved.body.data).toMatchObject({ status: 'loaned', reviewed_by: 'matrix_finance', payoff_now: '500.250000' });
    expect(approved.body.data.contract_no).toBe(`L20260302${id.padStart(6, '0')}`);
    expect(approved.body.data.due_at).toBe(new Date((startDay + 30) * DAY_MS - 8 * 3_600_000).toISOString());
    expect(await usdt(user.id)).toBe(600n * USDT);
    expect(await house('lending')).toBe(lendingBefore - 500n * USDT);
    const again = await admin('approveLoan', { id });
    expect(again.body.code).toBe(ERROR_CODES.already_reviewed);

    await advanceDays(10);
    // day 11 of the term: 500 × 0.05 % × 11 = 2.75
    expect((await getLoan(user.token, id)).loan.payoff_now).toBe('502.750000');
    const repaid = await web(user.token, 'repayLoan', { id });
    expect(repaid.body.code).toBe(0);
    expect(repaid.body.data).toMatchObject({ status: 'repaid', payoff_now: '0.000000', late_fees: '0.000000', days_overdue: 0 });
    expect(await usdt(user.id)).toBe(600n * USDT - 502_750_000n);
    expect(await house('lending')).toBe(lendingBefore);
    expect(await house('lending_income')).toBe(incomeBefore + 2_750_000n);
    expect(await inbox(user.id)).toEqual(['kyc_approved', 'loan_approved', 'loan_repaid']);
    const record = await t.call('getCredit', {}, { token: user.token });
    expect(record.body.data.factors.find((f: { key: string }) => f.key === 'repayment')).toMatchObject({ value: '1', points: 3 });
    expect(record.body.data.score).toBe(63);
    await expectTrialBalanceZero();
  });

  it('answers a repeated request id with the first loan', async () => {
    const user = await verifiedBorrower(t, `repeat${n++}@loans.test`, 0n);
    const documents = await requiredDocuments(t, user.token);
    const body = { product_id: products[90], amount: '200', agree: true, documents, request_id: requestId() };
    const first = await callJson(t, 'lendBuy', body, { token: user.token });
    const second = await callJson(t, 'lendBuy', body, { token: user.token });
    expect(second.body.data.id).toBe(first.body.data.id);
    const mine = await web(user.token, 'lendMy', {}, 'GET');
    expect(mine.body.data.total).toBe(1);
  });
});

describe('an overdue loan', () => {
  it('is charged each ended late day once, across repeated runs and a 3-day outage, and the repayment includes the fees', async () => {
    const user = await borrowerWithLoan('100', 10n * USDT);
    const loanId = user.loanId;
    // Due at the end of day 30; day 31 is past due but charged only once it has ended.
    await advanceDays(30);
    await chargeLateFees(t.services.db, clock);
    expect((await getLoan(user.token, loanId)).loan).toMatchObject({ status: 'loaned', days_overdue: 0, late_fees: '0.000000' });
    await advanceDays(1);
    await chargeLateFees(t.services.db, clock);
    await chargeLateFees(t.services.db, clock);
    const first = await getLoan(user.token, loanId);
    expect(first.loan).toMatchObject({ status: 'overdue', days_overdue: 1, late_fees: '0.500000', payoff_now: '102.000000' });
    expect(first.late_fees).toHaveLength(1);
    expect(await inbox(user.id)).toContain('loan_overdue');

    // Three days without the job: the view already counts them, the next run charges each once.
    await advanceDays(3);
    const pending = await getLoan(user.token, loanId);
    expect(pending.loan).toMatchObject({ days_overdue: 4, late_fees: '2.000000', payoff_now: '103.500000' });
    expect(pending.late_fees).toHaveLength(4);
    await Promise.all(Array.from({ length: 20 }, () => chargeLateFees(t.services.db, clock)));
    const rows = await t.services.db.execute<{ day: number; amount: string }>(
      sql`select day, amount::text from loan_late_fees where loan_id = ${loanId} order by day`,
    );
    expect(rows.rows.map((r) => r.amount)).toEqual(['500000', '500000', '500000', '500000']);
    expect(new Set(rows.rows.map((r) => r.day)).size).toBe(4);
    const charged = await getLoan(user.token, loanId);
    expect(charged.loan).toMatchObject({ status: 'overdue', days_overdue: 4, late_fees: '2.000000', payoff_now: '103.500000' });
    expect(charged.late_fees.map((f: { date: string }) => f.date)).toEqual(pending.late_fees.map((f: { date: string }) => f.date));

    const credit = await t.call('getCredit', {}, { token: user.token });
    expect(credit.body.data.factors.find((f: { key: string }) => f.key === 'overdue')).toMatchObject({ value: '4', points: -8 });
    const repaid = await web(user.token, 'repayLoan', { id: loanId });
    expect(repaid.body.data).toMatchObject({ status: 'repaid', days_overdue: 4, late_fees: '2.000000' });
    // 100 principal + 30 days × 0.05 (the full term after the due date) + 4 × 0.5
    expect(await usdt(user.id)).toBe(110n * USDT - 103_500_000n);
    const after = await t.call('getCredit', {}, { token: user.token });
    expect(after.body.data.factors.find((f: { key: string }) => f.key === 'repayment')).toMatchObject({ value: '0', points: 0 });
    await expectTrialBalanceZero();
  });
});

describe('repayment by voucher', () => {
  it('needs the certificate, waits for finance, and once confirmed repays through deposits clearing', async () => {
    const user = await borrowerWithLoan('300', 0n);
    await advanceDays(4);
    const missing = await sendVoucher(t, user.token, user.loanId);
    expect(missing.body.code).toBe(ERROR_CODES.loan_voucher_required);
    expect(missing.body.msg).toBe('Please upload the repayment certificate.');
    const sent = await sendVoucher(t, user.token, user.loanId, await identityPng(9));
    expect(sent.body.code).toBe(0);
    // day 5: 300 × 0.05 % × 5 = 0.75
    expect(sent.body.data).toMatchObject({ status: 'loaned', payoff_now: '300.750000', voucher: { status: 'pending', reason: null } });
    expect((await web(user.token, 'repayLoan', { id: user.loanId })).body.code).toBe(ERROR_CODES.loan_voucher_pending);
    expect((await sendVoucher(t, user.token, user.loanId, await identityPng(8))).body.code).toBe(ERROR_CODES.loan_voucher_pending);

    const queue = await admin('loans', { voucher: 'pending' }, 'GET');
    expect(queue.body.data.items.map((item: { id: string }) => item.id)).toContain(user.loanId);
    const clearingBefore = await house('deposits_clearing');
    const balanceBefore = await usdt(user.id);
    // Finance confirms days later: the debt stands at the voucher's time.
    await advanceDays(2);
    const confirmed = await admin('confirmLoanVoucher', { id: user.loanId });
    expect(confirmed.body.code).toBe(0);
    expect(confirmed.body.data).toMatchObject({ status: 'repaid', voucher: { status: 'confirmed' } });
    expect(await house('deposits_clearing')).toBe(clearingBefore - 300_750_000n);
    expect(await usdt(user.id)).toBe(balanceBefore);
    expect(await repayPostings(user.loanId)).toBe(1);
    expect((await admin('confirmLoanVoucher', { id: user.loanId })).body.code).toBe(ERROR_CODES.already_reviewed);
    await expectTrialBalanceZero();
  });

  it('rejected, leaves the loan owed; late fees paused while it waited are caught up', async () => {
    const user = await borrowerWithLoan('200', 10n * USDT);
    await advanceDays(30); // day 31: past due, not yet charged
    const sent = await sendVoucher(t, user.token, user.loanId, await identityPng(5));
    expect(sent.body.code).toBe(0);
    await advanceDays(3);
    await chargeLateFees(t.services.db, clock);
    expect((await getLoan(user.token, user.loanId)).loan).toMatchObject({ days_overdue: 0, late_fees: '0.000000' });
    const rejected = await admin('rejectLoanVoucher', { id: user.loanId, reason: 'The transfer did not arrive' });
    // Owed again at once: the three ended late days count before the job charges them.
    expect(rejected.body.data).toMatchObject({ status: 'overdue', days_overdue: 3, voucher: { status: 'rejected', reason: 'The transfer did not arrive' } });
    expect(await inbox(user.id)).toContain('loan_voucher_rejected');
    await chargeLateFees(t.services.db, clock);
    // Days 31, 32 and 33 have ended: 3 × 1 USDT.
    expect((await getLoan(user.token, user.loanId)).loan).toMatchObject({
      status: 'overdue',
      days_overdue: 3,
      late_fees: '3.000000',
      payoff_now: '206.000000',
    });
    const repaid = await web(user.token, 'repayLoan', { id: user.loanId });
    expect(repaid.body.code).toBe(0);
    expect(await usdt(user.id)).toBe(210n * USDT - 206n * USDT);
    await expectTrialBalanceZero();
  });
});

describe('a rejected application', () => {
  it('carries the reason to the applicant, frees the limit, and moves no money', async () => {
    const user = await verifiedBorrower(t, `rejected${n++}@loans.test`, 0n);
    const applied = await apply(user.token, '800');
    expect((await t.call('lendList', {}, { token: user.token })).body.data.limit).toMatchObject({ used: '800', available: '200' });
    const rejected = await admin('rejectLoan', { id: applied.body.data.id, reason: 'The income proof is unreadable' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reject_reason: 'The income proof is unreadable' });
    expect(await usdt(user.id)).toBe(0n);
    expect(await inbox(user.id)).toContain('loan_rejected');
    expect((await t.call('lendList', {}, { token: user.token })).body.data.limit).toMatchObject({ used: '0', available: '1000' });
    expect((await web(user.token, 'repayLoan', { id: applied.body.data.id })).body.code).toBe(ERROR_CODES.loan_not_repayable);
    expect((await apply(user.token, '800')).body.code).toBe(0);
  });
});

describe('refusals', () => {
  it('refuses an unverified user with the gate, then each rule in turn', async () => {
    const unverified = await fundedUser(t, `unverified${n++}@loans.test`, 0n);
    const gated = await web(unverified.token, 'lendBuy', { product_id: products[30], amount: '100', agree: true, documents: {} });
    expect(gated.body.code).toBe(ERROR_CODES.junior_required);
    expect(gated.body.data).toMatchObject({ missing: ['junior'], fix: '/smauth' });

    const user = await verifiedBorrower(t, `refused${n++}@loans.test`, 0n);
    const documents = await requiredDocuments(t, user.token);
    const lendBuy = (fields: Record<string, unknown>) =>
      web(user.token, 'lendBuy', { product_id: products[30], amount: '100', agree: true, documents, ...fields });
    const unticked = await lendBuy({ agree: false });
    expect(unticked.body).toMatchObject({ code: ERROR_CODES.loan_agreement_required, msg: 'Please check the loan agreement.' });
    const noIncome = await lendBuy({ documents: { id_photo: documents.id_photo } });
    expect(noIncome.body).toMatchObject({ code: ERROR_CODES.loan_documents_required, data: { missing: ['income'] } });
    const other = await verifiedBorrower(t, `other${n++}@loans.test`, 0n);
    const foreign = await lendBuy({ documents: { ...documents, income: await uploadDocument(t, other.token, 'income') } });
    expect(foreign.body).toMatchObject({ code: ERROR_CODES.upload_unknown, data: { field: 'income' } });
    const wrongSlot = await lendBuy({ documents: { ...documents, income: documents.id_photo } });
    expect(wrongSlot.body.code).toBe(ERROR_CODES.upload_unknown);
    const small = await lendBuy({ amount: '99.99' });
    expect(small.body).toMatchObject({ code: ERROR_CODES.amount_out_of_bounds, data: { min: '100', max: '50000' } });
    const over = await lendBuy({ amount: '1000.01' });
    expect(over.body).toMatchObject({ code: ERROR_CODES.loan_over_limit, data: { limit: '1000', available: '1000' } });
    expect(over.body.msg).toContain('1000');
    expect((await lendBuy({ product_id: '999999' })).body.code).toBe(ERROR_CODES.product_unknown);
    expect((await lendBuy({ amount: '600' })).body.code).toBe(0);
    expect((await lendBuy({ amount: '100' })).body.code).toBe(ERROR_CODES.loan_application_open);
    expect((await web(user.token, 'lendMy', {}, 'GET')).body.data.total).toBe(1);
  });

  it('never lends more than the lending account holds, at application or approval', async () => {
    const user = await verifiedBorrower(t, `capacity${n++}@loans.test`, 0n);
    const applied = await apply(user.token, '500');
    expect(applied.body.code).toBe(0);
    await setLendingBalance(t, await staffToken(t, 'finance'), 400n * USDT);
    const refused = await admin('approveLoan', { id: applied.body.data.id });
    expect(refused.body.code).toBe(ERROR_CODES.lending_capacity);
    expect((await getLoan(user.token, applied.body.data.id)).loan.status).toBe('unreviewed');
    expect(await usdt(user.id)).toBe(0n);
    const short = await admin('fundLending', { direction: 'out', amount: '400.000001', reason: 'too much' });
    expect(short.body.code).toBe(ERROR_CODES.lending_balance_short);
    const second = await verifiedBorrower(t, `capacity${n++}@loans.test`, 0n);
    expect((await apply(second.token, '500')).body.code).toBe(ERROR_CODES.lending_capacity);
    await setLendingBalance(t, await staffToken(t, 'finance'), 1_000_000n * USDT);
    expect((await admin('approveLoan', { id: applied.body.data.id })).body.code).toBe(0);
    await expectTrialBalanceZero();
  });

  it('asks for a top-up when the balance does not cover the payoff', async () => {
    const user = await borrowerWithLoan('100', 0n);
    await advanceDays(1);
    const refused = await web(user.token, 'repayLoan', { id: user.loanId });
    expect(refused.body).toMatchObject({ code: ERROR_CODES.loan_insufficient_balance, msg: 'Insufficient balance: top up first, then repay.' });
    expect((await getLoan(user.token, user.loanId)).loan.status).toBe('loaned');
    expect(await usdt(user.id)).toBe(100n * USDT);
  });

  it('posts one repayment when two are asked at once', async () => {
    const user = await borrowerWithLoan('100', 5n * USDT);
    const answers = await Promise.all([web(user.token, 'repayLoan', { id: user.loanId }), web(user.token, 'repayLoan', { id: user.loanId })]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ERROR_CODES.loan_not_repayable].sort());
    expect(await repayPostings(user.loanId)).toBe(1);
    await expectTrialBalanceZero();
  });
});

describe('the lending desk', () => {
  it('audits every decision and shows the exposure', async () => {
    const user = await borrowerWithLoan('250', 0n);
    const overview = await admin('lendingOverview', {}, 'GET');
    expect(overview.body.code).toBe(0);
    expect(BigInt(overview.body.data.outstanding_principal.replace('.', ''))).toBeGreaterThanOrEqual(250n * USDT);
    expect(overview.body.data.loans_open).toBeGreaterThanOrEqual(1);
    const saved = await admin('saveLoanProduct', {
      min_amount: '50',
      max_amount: '5000',
      term_days: 14,
      daily_rate_pct: '0.1',
      late_fee_pct: '1',
      lender: 'Test Desk',
      active: false,
    });
    expect(saved.body.data).toMatchObject({ min_amount: '50', term_days: 14, daily_rate_pct: '0.1', active: false });
    const products = await admin('loanProducts', {}, 'GET');
    expect(products.body.data.items.map((p: { id: string }) => p.id)).toContain(saved.body.data.id);
    expect((await t.call('lendList')).body.data.items.map((p: { id: string }) => p.id)).not.toContain(saved.body.data.id);
    const actions = await t.services.db.execute<{ action: string; target: string }>(sql`select action, target from audit_log order by id`);
    const audited = actions.rows.map((row) => `${row.action} ${row.target}`);
    expect(audited).toContain(`finance.approveLoan loan:${user.loanId}`);
    expect(audited).toContain(`finance.saveLoanProduct loan_product:${saved.body.data.id}`);
    expect(audited.some((entry) => entry.startsWith('finance.fundLending'))).toBe(true);
    expect(audited.some((entry) => entry.startsWith('finance.rejectLoan'))).toBe(true);
  });

  it("answers a stranger's loan and upload like missing ones", async () => {
    const owner = await borrowerWithLoan('100', 0n);
    const stranger = await verifiedBorrower(t, `stranger${n++}@loans.test`, 0n);
    const upload = (await getLoan(owner.token, owner.loanId)).loan;
    expect(upload.status).toBe('loaned');
    expect((await web(stranger.token, 'getLoan', { id: owner.loanId }, 'GET')).body.code).toBe(ERROR_CODES.loan_unknown);
    expect((await web(stranger.token, 'getLoan', { id: '987654321' }, 'GET')).body.code).toBe(ERROR_CODES.loan_unknown);
    const ownerUpload = await uploadDocument(t, owner.token, 'housing');
    const asStranger = await t.app.inject({
      method: 'GET',
      url: `/api/web/loanDocument?upload_id=${ownerUpload}`,
      headers: { nonce: 'loans123', token: stranger.token },
    });
    expect(asStranger.json().code).toBe(ERROR_CODES.upload_unknown);
  });
});
