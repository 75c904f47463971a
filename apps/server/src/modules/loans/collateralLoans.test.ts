import { ERROR_CODES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { creditExchange, creditLendingAccount, fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { houseAccounts, trialBalance, userBalances } from '../ledger/index.js';
import { storeTicks } from '../marketdata/index.js';
import { watchCollateralLoans } from './watchCollateralLoans.js';

const BTC = 100_000_000n; // BTC has 8 decimals
const USDT = 1_000_000n;
const HOUR_MS = 3_600_000;
// Wednesday 2026-11-18 12:00 in Hong Kong: the loans' interest days are Hong Kong days.
const clock = manualClock(new Date('2026-11-18T04:00:00Z'));
let t: TestApp;
let n = 0;
const rid = () => `collateral-${n++}`;

/** Stores the reference tick of the asset's USDT perpetual (price scale 2) at the clock's second. */
const tick = (asset: 'BTC' | 'ETH', priceCents: bigint) =>
  storeTicks(t.services.db, [{ symbol: `${asset}_USDT_PERP`, atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits: priceCents, source: 'test' }]);

const watch = () => watchCollateralLoans(t.services.db, clock);

async function borrower(email: string, asset: 'BTC' | 'ETH', units: bigint) {
  const user = await fundedUser(t, email, 0n);
  await creditExchange(t, user.id, asset, units);
  return user;
}

async function exchange(userId: bigint, asset: string) {
  const row = (await userBalances(t.services.db, userId)).find((r) => r.kind === 'exchange' && r.asset === asset);
  return { available: row?.available ?? 0n, frozen: row?.frozen ?? 0n };
}

async function inbox(userId: bigint) {
  const rows = await t.services.db.execute<{ kind: string; params: Record<string, string> }>(
    sql`select kind, params from user_messages where user_id = ${userId} order by id`,
  );
  return rows.rows;
}

async function loanOf(token: string, id: string) {
  const answer = await t.call('getCollateralLoans', {}, { token });
  expect(answer.body.code).toBe(0);
  const loan = answer.body.data.items.find((item: { id: string }) => item.id === id);
  if (!loan) throw new Error(`loan ${id} not listed`);
  return loan;
}

async function expectBalancedLedger() {
  const balance = await trialBalance(t.services.db);
  expect(balance.rows.filter((row) => row.sum !== 0n)).toEqual([]);
}

/** The entries of the loan's postings of one reason, as account → amount. */
async function postingOf(loanId: string, reason: string) {
  const rows = await t.services.db.execute<{ owner: string; kind: string; asset: string; bucket: string; amount: string }>(sql`
    select a.owner, a.kind, e.asset, e.bucket, e.amount::text as amount
    from ledger_postings p join ledger_entries e on e.posting_id = p.id join ledger_accounts a on a.id = e.account_id
    where p.cause_type = 'collateral_loan' and p.cause_id = ${loanId} and p.reason = ${reason}
    order by e.id`);
  return Object.fromEntries(rows.rows.map((r) => [`${r.owner}:${r.kind}:${r.asset}:${r.bucket}`, BigInt(r.amount)]));
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await creditLendingAccount(t, 1_000_000n * USDT);
});
afterAll(() => t.close());

describe('a BTC-backed loan through margin call, partial liquidation, added collateral and repayment', () => {
  let user: { id: bigint; token: string };
  let loanId: string;

  it('lends up to the opening LTV of the collateral at the latest tick, and no more', async () => {
    user = await borrower('life@collateral.test', 'BTC', (11n * BTC) / 10n);
    await tick('BTC', 10_000_000n); // 100,000.00 USDT
    const fields = { collateral_asset: 'BTC', collateral_amount: '1', request_id: rid() };
    const over = await t.call('borrowWithCollateral', { ...fields, amount: '65000.000001' }, { token: user.token });
    expect(over.body).toMatchObject({ code: ERROR_CODES.ltv_too_high, data: { field: 'amount', max_amount: '65000.000000' } });

    const requestId = rid();
    const borrowed = await t.call('borrowWithCollateral', { ...fields, amount: '65000', request_id: requestId }, { token: user.token });
    expect(borrowed.body.code).toBe(0);
    loanId = borrowed.body.data.id;
    expect(borrowed.body.data).toMatchObject({
      collateral_asset: 'BTC',
      collateral_amount: '1.00000000',
      principal: '65000.000000',
      interest: '0.000000',
      debt: '65000.000000',
      daily_rate_pct: '0.02',
      collateral_value: '100000.000000',
      ltv_pct: '65.00',
      margin_call_ltv_pct: '75.00',
      liquidation_ltv_pct: '85.00',
      // The highest price at which 65,000 reaches 85% of one BTC: 65,000 / 0.85 = 76,470.588…
      liquidation_price: '76470.58',
      status: 'open',
      margin_call: false,
      liquidations: [],
    });
    expect(await exchange(user.id, 'BTC')).toEqual({ available: BTC / 10n, frozen: BTC });
    expect(await exchange(user.id, 'USDT')).toEqual({ available: 65_000n * USDT, frozen: 0n });

    // The same request id answers the same loan and lends nothing more.
    const again = await t.call('borrowWithCollateral', { ...fields, amount: '65000', request_id: requestId }, { token: user.token });
    expect(again.body.data.id).toBe(loanId);
    expect(await exchange(user.id, 'USDT')).toEqual({ available: 65_000n * USDT, frozen: 0n });
    await expectBalancedLedger();
  });

  it('charges a day of interest once the Hong Kong day has ended, once', async () => {
    clock.advance(24 * HOUR_MS);
    await tick('BTC', 10_000_000n);
    expect(await watch()).toMatchObject({ charged: 1, marginCalls: 0, liquidated: 0 });
    expect(await watch()).toMatchObject({ charged: 0 });
    // 65,000 × 200 ppm = 13 USDT for the day of borrowing.
    expect(await loanOf(user.token, loanId)).toMatchObject({ interest: '13.000000', debt: '65013.000000' });
  });

  it('sends one margin call when the LTV reaches 75%', async () => {
    clock.advance(10_000);
    await tick('BTC', 8_600_000n); // 86,000.00: 65,013 / 86,000 = 75.596…%
    expect(await watch()).toMatchObject({ marginCalls: 1, liquidated: 0 });
    clock.advance(2_000);
    expect(await watch()).toMatchObject({ marginCalls: 0, liquidated: 0 });
    const calls = (await inbox(user.id)).filter((m) => m.kind === 'collateral_margin_call');
    expect(calls).toEqual([{ kind: 'collateral_margin_call', params: { asset: 'BTC', ltv: '75.59', liquidation_ltv: '85.00' } }]);
    expect(await loanOf(user.token, loanId)).toMatchObject({ margin_call: true, ltv_pct: '75.59' });
  });

  it('at 85% sells only enough collateral to return to the opening LTV, with an itemised statement', async () => {
    clock.advance(10_000);
    await tick('BTC', 7_600_000n); // 76,000.00: 65,013 / 76,000 = 85.54%
    const lendingIncomeBefore = (await houseAccounts(t.services.db)).find((a) => a.code === 'lending_income' && a.asset === 'USDT')?.balance ?? 0n;
    expect(await watch()).toMatchObject({ liquidated: 1 });
    expect(await watch()).toMatchObject({ liquidated: 0, marginCalls: 0 });

    // By hand: D = 65,013 USDT, V = 76,000, L = 65%, f = 2%.
    // s = ceil((D·10⁴ − L·V + L) / (10⁴ − f − L)) = ceil(156,130,000,006,500 / 3,300) = 47,312.121215 USDT
    // X = ceil(s / 76,000 per BTC) = 0.62252792 BTC; proceeds = 0.62252792 × 76,000 = 47,312.121920
    // fee = 2% = 946.242438 (down); applied = 46,365.879482: 13 interest, 46,352.879482 principal.
    // Left: 18,647.120518 USDT against 0.37747208 BTC = 28,687.878080 USDT: LTV 64.99…%.
    const loan = await loanOf(user.token, loanId);
    expect(loan).toMatchObject({
      collateral_amount: '0.37747208',
      principal: '18647.120518',
      interest: '0.000000',
      debt: '18647.120518',
      collateral_value: '28687.878080',
      ltv_pct: '64.99',
      margin_call: false,
      status: 'open',
    });
    const [statement] = loan.liquidations;
    expect(loan.liquidations).toHaveLength(1);
    expect(statement).toEqual({
      at: clock.now().toISOString(),
      asset: 'BTC',
      tick_price: '76000.00',
      tick_at: clock.now().toISOString(),
      tick: { symbol: 'BTC_USDT_PERP', at: clock.now().toISOString(), price: '76000.00', source: 'test' },
      amount_sold: '0.62252792',
      proceeds: '47312.121920',
      fee: '946.242438',
      applied_to_debt: '46365.879482',
      returned_to_user: '0.000000',
      shortfall_absorbed: '0.000000',
      ltv_before_pct: '85.54',
      ltv_after_pct: '64.99',
    });
    // One posting: collateral to the lending desk, which pays the proceeds; fee, interest and principal where they belong.
    expect(await postingOf(loanId, 'loan_liquidation')).toEqual({
      'user:exchange:BTC:frozen': -62_252_792n,
      'house:lending:BTC:available': 62_252_792n,
      'house:lending:USDT:available': 46_352_879_482n - 47_312_121_920n,
      'house:lending_income:USDT:available': 13_000_000n,
      'house:fees:USDT:available': 946_242_438n,
    });
    const lendingIncomeAfter = (await houseAccounts(t.services.db)).find((a) => a.code === 'lending_income' && a.asset === 'USDT')?.balance ?? 0n;
    expect(lendingIncomeAfter - lendingIncomeBefore).toBe(13_000_000n);
    expect(await exchange(user.id, 'BTC')).toEqual({ available: BTC / 10n, frozen: 37_747_208n });
    expect((await inbox(user.id)).at(-1)).toEqual({
      kind: 'collateral_liquidated',
      params: { asset: 'BTC', amount: '0.62252792', price: '76000.00', ltv: '64.99' },
    });
    await expectBalancedLedger();
  });

  it('takes more collateral, which lowers the LTV', async () => {
    const added = await t.call('addCollateral', { id: loanId, amount: '0.1', request_id: rid() }, { token: user.token });
    expect(added.body.code).toBe(0);
    // 18,647.120518 / (0.47747208 × 76,000 = 36,287.878080) = 51.38%
    expect(added.body.data).toMatchObject({ collateral_amount: '0.47747208', collateral_value: '36287.878080', ltv_pct: '51.38' });
    expect(await exchange(user.id, 'BTC')).toEqual({ available: 0n, frozen: 47_747_208n });
    const more = await t.call('addCollateral', { id: loanId, amount: '0.1', request_id: rid() }, { token: user.token });
    expect(more.body.code).toBe(ERROR_CODES.insufficient_balance);
    await expectBalancedLedger();
  });

  it('repaid in full (asking more repays the debt only), releases all the collateral', async () => {
    const repaid = await t.call('repayCollateralLoan', { id: loanId, amount: '100000', request_id: rid() }, { token: user.token });
    expect(repaid.body.code).toBe(0);
    expect(repaid.body.data).toMatchObject({ status: 'repaid', principal: '0.000000', interest: '0.000000', debt: '0.000000', liquidation_price: null });
    expect(await exchange(user.id, 'BTC')).toEqual({ available: 47_747_208n, frozen: 0n });
    expect(await exchange(user.id, 'USDT')).toEqual({ available: 65_000n * USDT - 18_647_120_518n, frozen: 0n });
    expect(await postingOf(loanId, 'loan_repay')).toEqual({
      'user:exchange:USDT:available': -18_647_120_518n,
      'house:lending:USDT:available': 18_647_120_518n,
    });
    const again = await t.call('repayCollateralLoan', { id: loanId, amount: '1', request_id: rid() }, { token: user.token });
    expect(again.body.code).toBe(ERROR_CODES.loan_not_repayable);
    await expectBalancedLedger();
  });
});

describe('refusals', () => {
  it('refuses other assets, a stale price, more than the lending account holds, and strangers', async () => {
    const user = await borrower('refused@collateral.test', 'BTC', 100_000n * BTC);
    await tick('BTC', 10_000_000n);
    const ask = (fields: Record<string, string>) =>
      t.call('borrowWithCollateral', { collateral_asset: 'BTC', collateral_amount: '1', amount: '100', request_id: rid(), ...fields }, { token: user.token });
    expect((await ask({ collateral_asset: 'SOL' })).body).toMatchObject({ code: ERROR_CODES.collateral_asset_unsupported, data: { allowed: 'BTC, ETH' } });
    expect((await ask({ collateral_amount: '0.000000001' })).body).toMatchObject({ code: ERROR_CODES.amount_invalid, data: { field: 'collateral_amount' } });
    expect((await ask({ amount: '0' })).body).toMatchObject({ code: ERROR_CODES.amount_invalid, data: { field: 'amount' } });

    const lending = (await houseAccounts(t.services.db)).find((a) => a.code === 'lending' && a.asset === 'USDT')?.balance ?? 0n;
    const beyond = await ask({ collateral_amount: '100000', amount: ((lending + 1n) / USDT + 1n).toString() });
    expect(beyond.body).toMatchObject({ code: ERROR_CODES.lending_capacity, data: { field: 'amount' } });
    // A refused loan leaves nothing behind: no row, nothing frozen.
    expect(await exchange(user.id, 'BTC')).toEqual({ available: 100_000n * BTC, frozen: 0n });

    clock.advance(6_000); // the last tick is now older than 5 s
    expect((await ask({})).body.code).toBe(ERROR_CODES.no_price);
    await tick('BTC', 10_000_000n);
    const loan = await ask({});
    expect(loan.body.code).toBe(0);
    const stranger = await borrower('stranger@collateral.test', 'BTC', BTC);
    const strangerRepay = await t.call('repayCollateralLoan', { id: loan.body.data.id, amount: '1', request_id: rid() }, { token: stranger.token });
    expect(strangerRepay.body.code).toBe(ERROR_CODES.loan_unknown);
    const strangerAdd = await t.call('addCollateral', { id: loan.body.data.id, amount: '1', request_id: rid() }, { token: stranger.token });
    expect(strangerAdd.body.code).toBe(ERROR_CODES.loan_unknown);
    const repaid = await t.call('repayCollateralLoan', { id: loan.body.data.id, amount: '100', request_id: rid() }, { token: user.token });
    expect(repaid.body.data.status).toBe('repaid');
    await expectBalancedLedger();
  });
});

describe('two repayments at once', () => {
  it('queue on the loan: together they pay the debt exactly once, never more', async () => {
    const user = await borrower('race@collateral.test', 'ETH', 10n * BTC);
    await tick('ETH', 340_000n); // 3,400.00
    const borrowed = await t.call(
      'borrowWithCollateral',
      { collateral_asset: 'ETH', collateral_amount: '1', amount: '1000', request_id: rid() },
      { token: user.token },
    );
    const id = borrowed.body.data.id;
    const repay = (amount: string) => t.call('repayCollateralLoan', { id, amount, request_id: rid() }, { token: user.token });
    const [first, second] = await Promise.all([repay('600'), repay('600')]);
    expect([first.body.code, second.body.code]).toEqual([0, 0]);
    // One paid 600, the other only the 400 left.
    expect(await exchange(user.id, 'USDT')).toEqual({ available: 0n, frozen: 0n });
    expect(await exchange(user.id, 'ETH')).toEqual({ available: 10n * BTC, frozen: 0n });
    expect((await loanOf(user.token, id)).status).toBe('repaid');

    const again = await t.call(
      'borrowWithCollateral',
      { collateral_asset: 'ETH', collateral_amount: '1', amount: '1000', request_id: rid() },
      { token: user.token },
    );
    const full = (amount: string) => t.call('repayCollateralLoan', { id: again.body.data.id, amount, request_id: rid() }, { token: user.token });
    const answers = await Promise.all([full('1000'), full('1000'), full('1000')]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ERROR_CODES.loan_not_repayable, ERROR_CODES.loan_not_repayable]);
    expect(await postingOf(again.body.data.id, 'loan_repay')).toEqual({
      'user:exchange:USDT:available': -1_000n * USDT,
      'house:lending:USDT:available': 1_000n * USDT,
    });
    await expectBalancedLedger();
  });
});

describe('a margin call that passes, and a stale price', () => {
  it('lifts the margin call when the LTV falls back, and never liquidates on a tick older than 5 s', async () => {
    const user = await borrower('bounce@collateral.test', 'ETH', BTC);
    clock.advance(60_000);
    await tick('ETH', 340_000n); // 3,400.00: 1 ETH secures at most 2,210
    const borrowed = await t.call(
      'borrowWithCollateral',
      { collateral_asset: 'ETH', collateral_amount: '1', amount: '2210', request_id: rid() },
      { token: user.token },
    );
    const id = borrowed.body.data.id;
    clock.advance(10_000);
    await tick('ETH', 290_000n); // 2,210 / 2,900 = 76.20%
    expect(await watch()).toMatchObject({ marginCalls: 1 });
    clock.advance(10_000);
    await tick('ETH', 310_000n); // 71.29%
    expect(await watch()).toMatchObject({ cleared: 1 });
    expect(await loanOf(user.token, id)).toMatchObject({ margin_call: false, ltv_pct: '71.29' });

    clock.advance(10_000);
    await tick('ETH', 100_000n); // 1,000.00: far past liquidation, but it goes stale before the job runs
    clock.advance(6_000);
    expect(await watch()).toMatchObject({ liquidated: 0, marginCalls: 0 });
    expect(await loanOf(user.token, id)).toMatchObject({ status: 'open', collateral_value: null, ltv_pct: null, margin_call: false });
    const repaid = await t.call('repayCollateralLoan', { id, amount: '2210', request_id: rid() }, { token: user.token });
    expect(repaid.body.data.status).toBe('repaid');
    await expectBalancedLedger();
  });
});

describe('a crash through all the collateral', () => {
  it('sells everything, closes the loan liquidated and states the shortfall the lending account absorbs', async () => {
    const user = await borrower('crash@collateral.test', 'BTC', BTC / 10n);
    clock.advance(60_000);
    await tick('BTC', 10_000_000n);
    const borrowed = await t.call(
      'borrowWithCollateral',
      { collateral_asset: 'BTC', collateral_amount: '0.1', amount: '6500', request_id: rid() },
      { token: user.token },
    );
    const id = borrowed.body.data.id;
    clock.advance(10_000);
    await tick('BTC', 600_000n); // 6,000.00: 0.1 BTC is worth 600 USDT against 6,500 owed
    expect(await watch()).toMatchObject({ liquidated: 1 });
    const loan = await loanOf(user.token, id);
    expect(loan).toMatchObject({
      status: 'liquidated',
      collateral_amount: '0.00000000',
      debt: '0.000000',
      ltv_pct: '0.00',
      closed_at: clock.now().toISOString(),
    });
    // Proceeds 600, fee 2% = 12, 588 applied; 6,500 − 588 = 5,912 is the lending desk's loss.
    expect(loan.liquidations[0]).toMatchObject({
      amount_sold: '0.10000000',
      proceeds: '600.000000',
      fee: '12.000000',
      applied_to_debt: '588.000000',
      returned_to_user: '0.000000',
      shortfall_absorbed: '5912.000000',
      ltv_before_pct: '1083.33',
      ltv_after_pct: '0.00',
    });
    expect(await exchange(user.id, 'BTC')).toEqual({ available: 0n, frozen: 0n });
    expect(await exchange(user.id, 'USDT')).toEqual({ available: 6_500n * USDT, frozen: 0n });
    expect(await watch()).toMatchObject({ liquidated: 0 });
    await expectBalancedLedger();
  });
});

describe('interest after downtime', () => {
  it('charges each ended day once in one catch-up run', async () => {
    const user = await borrower('downtime@collateral.test', 'BTC', BTC);
    clock.advance(60_000);
    await tick('BTC', 10_000_000n);
    const borrowed = await t.call(
      'borrowWithCollateral',
      { collateral_asset: 'BTC', collateral_amount: '1', amount: '12345.678901', request_id: rid() },
      { token: user.token },
    );
    const id = borrowed.body.data.id;
    clock.advance(3 * 24 * HOUR_MS);
    await tick('BTC', 10_000_000n);
    expect(await Promise.all([watch(), watch()])).toEqual(expect.arrayContaining([expect.objectContaining({ charged: 1 })]));
    expect(await watch()).toMatchObject({ charged: 0 });
    // floor(12,345.678901 × 200 ppm) = 2.469135 a day, for the day of borrowing and the two after it.
    const charges = await t.services.db.execute<{ day: number; amount: string }>(
      sql`select day, amount::text from collateral_interest_charges where loan_id = ${BigInt(id)} order by day`,
    );
    expect(charges.rows.map((r) => r.amount)).toEqual(['2469135', '2469135', '2469135']);
    expect(await loanOf(user.token, id)).toMatchObject({ interest: '7.407405', debt: '12353.086306' });
    const repaid = await t.call('repayCollateralLoan', { id, amount: '5', request_id: rid() }, { token: user.token });
    // 5 USDT pays interest first: 2.407405 of it is left.
    expect(repaid.body.data).toMatchObject({ interest: '2.407405', principal: '12345.678901', status: 'open' });
    expect(await postingOf(id, 'loan_repay')).toEqual({
      'user:exchange:USDT:available': -5n * USDT,
      'house:lending_income:USDT:available': 5n * USDT,
    });
    await expectBalancedLedger();
  });
});
