import { collateralValue, earnDayNumber, ltvBp, reachesLtv, UNBOUNDED_LTV_BP } from '@veritex/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { postUserMessage } from '../messaging/index.js';
import { chargeCollateralInterest, lockCollateralLoan } from './collateralInterest.js';
import { type CollateralMarket, type CollateralTick, collateralQuotes } from './collateralPricing.js';
import { bpPercent, collateralAssetOf } from './collateralView.js';
import { liquidateCollateralLoan } from './liquidateCollateralLoan.js';
import { type CollateralLoanRow, collateralLoans } from './schema.js';

const BATCH = 200;

export interface CollateralWatchOutcome {
  /** Loans whose ended days were charged interest. */
  charged: number;
  marginCalls: number;
  cleared: number;
  liquidated: number;
}

type Action = 'liquidate' | 'margin_call' | 'clear' | 'none';

/**
 * One pass of the `loans.collateral-watch` job over every open crypto-backed loan: charges the
 * interest of days that ended, then judges the LTV at the latest stored tick of its asset (no
 * fresh tick, no judgement: a loan is never liquidated on a stale price). At the liquidation level
 * only enough collateral is sold to return to the opening LTV; at the margin-call level the inbox
 * is told once, and the flag is lifted when the LTV falls back below it. A loan that needs
 * something is re-read and re-judged under its row lock in its own transaction, so a repayment or
 * added collateral that committed meanwhile is seen; the others cost one read.
 */
export async function watchCollateralLoans(db: Database, clock: Clock): Promise<CollateralWatchOutcome> {
  const now = clock.now();
  const quotes = await collateralQuotes(db, now);
  const outcome: CollateralWatchOutcome = { charged: 0, marginCalls: 0, cleared: 0, liquidated: 0 };
  let afterId = 0n;
  for (;;) {
    const batch = await db
      .select()
      .from(collateralLoans)
      .where(and(eq(collateralLoans.status, 'open'), gt(collateralLoans.id, afterId)))
      .orderBy(asc(collateralLoans.id))
      .limit(BATCH);
    for (const row of batch) {
      const quote = quotes.get(collateralAssetOf(row));
      const due = row.interestDay < earnDayNumber(now) - 1;
      if (!quote || (!due && actionFor(row, quote.market, quote.tick) === 'none')) continue;
      const market = quote.market;
      const tick = quote.tick;
      const done = await db.transaction((tx) => reviewLoan(tx, clock, { id: row.id, market, tick }, now));
      if (done.charged) outcome.charged += 1;
      if (done.action === 'liquidate') outcome.liquidated += 1;
      if (done.action === 'margin_call') outcome.marginCalls += 1;
      if (done.action === 'clear') outcome.cleared += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return outcome;
    afterId = last.id;
  }
}

/** What the LTV at `tick` asks of a loan (nothing without a tick). */
function actionFor(row: CollateralLoanRow, market: CollateralMarket, tick: CollateralTick | undefined): Action {
  if (!tick) return 'none';
  const debt = BigInt(row.principal) + BigInt(row.interest);
  const value = collateralValue(BigInt(row.collateralAmount), market.assetScale, tick);
  if (reachesLtv(debt, value, BigInt(row.liquidationLtvBp))) return 'liquidate';
  const called = reachesLtv(debt, value, BigInt(row.marginCallLtvBp));
  if (called && row.marginCallAt === null) return 'margin_call';
  if (!called && row.marginCallAt !== null) return 'clear';
  return 'none';
}

async function reviewLoan(
  tx: DbOrTx,
  clock: Clock,
  loan: { id: bigint; market: CollateralMarket; tick: CollateralTick | undefined },
  now: Date,
): Promise<{ charged: boolean; action: Action }> {
  const locked = await lockCollateralLoan(tx, loan.id);
  if (locked?.status !== 'open') return { charged: false, action: 'none' };
  const row = await chargeCollateralInterest(tx, locked, now);
  const charged = row.interestDay !== locked.interestDay;
  const action = actionFor(row, loan.market, loan.tick);
  if (action === 'none' || !loan.tick) return { charged, action: 'none' };
  if (action === 'liquidate') {
    const plan = await liquidateCollateralLoan(tx, clock, { row, market: loan.market, tick: loan.tick });
    return { charged, action: plan ? 'liquidate' : 'none' };
  }
  if (action === 'clear') {
    await tx.update(collateralLoans).set({ marginCallAt: null }).where(eq(collateralLoans.id, row.id));
    return { charged, action };
  }
  await tx.update(collateralLoans).set({ marginCallAt: now }).where(eq(collateralLoans.id, row.id));
  const value = collateralValue(BigInt(row.collateralAmount), loan.market.assetScale, loan.tick);
  const ltv = ltvBp(BigInt(row.principal) + BigInt(row.interest), value);
  await postUserMessage(tx, clock, {
    userId: row.userId,
    kind: 'collateral_margin_call',
    params: { asset: loan.market.asset, ltv: bpPercent(ltv ?? UNBOUNDED_LTV_BP), liquidation_ltv: bpPercent(row.liquidationLtvBp) },
  });
  return { charged, action };
}
