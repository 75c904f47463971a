import { formatUnits, type LiquidationPlan, liquidationPlan } from '@veritex/shared';
import { count, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { type AccountRef, type Movement, postEntries } from '../ledger/index.js';
import { postUserMessage } from '../messaging/index.js';
import { collateralKeys } from './collateralKeys.js';
import type { CollateralMarket, CollateralTick } from './collateralPricing.js';
import { bpPercent } from './collateralView.js';
import { exchangeAccount, LENDING_INCOME_ACCOUNT } from './lendingAccount.js';
import { closeCollateralLoan } from './releaseCollateral.js';
import { type CollateralLoanRow, collateralLiquidations, collateralLoans } from './schema.js';

const FEES_ACCOUNT: AccountRef = { owner: 'house', kind: 'fees', asset: 'USDT' };

/**
 * Sells only enough of the loan's collateral to bring it back to its opening LTV (packages/shared
 * liquidationPlan), in one transaction under the loan's row lock, which the caller holds (interest
 * already charged). The platform's lending desk takes the collateral at the stored reference tick
 * instead of selling it into the spot book: a thin book must not turn a liquidation into a fire
 * sale, and the price the user is charged is a stored, checkable row that the statement names.
 *
 * One posting, `loan_liquidation`: the collateral sold moves from the user's frozen balance to the
 * lending account, which pays the proceeds; of them the fee goes to `fees`, the interest paid to
 * lending income, the principal paid back to lending (so lending's USDT moves by the principal
 * paid minus the proceeds), and anything beyond the whole debt to the user's exchange USDT. Every
 * asset sums to zero. When all the collateral went and debt is left, the loan closes `liquidated`
 * and the lending account absorbs the shortfall (the row keeps it as principal and interest; the
 * statement shows it). Answers the plan, or undefined when the LTV did not call for a sale.
 */
export async function liquidateCollateralLoan(
  tx: DbOrTx,
  clock: Clock,
  loan: { row: CollateralLoanRow; market: CollateralMarket; tick: CollateralTick },
): Promise<LiquidationPlan | undefined> {
  const { row, market, tick } = loan;
  const plan = liquidationPlan({
    principal: BigInt(row.principal),
    interest: BigInt(row.interest),
    units: BigInt(row.collateralAmount),
    assetScale: market.assetScale,
    price: tick,
    openingLtvBp: BigInt(row.openingLtvBp),
    feeBp: BigInt(row.liquidationFeeBp),
  });
  if (plan.sold === 0n) return undefined;
  const [earlier] = await tx.select({ n: count() }).from(collateralLiquidations).where(eq(collateralLiquidations.loanId, row.id));
  const posted = await postEntries(tx, {
    reason: 'loan_liquidation',
    actor: 'system',
    cause: { type: 'collateral_loan', id: String(row.id) },
    idempotencyKey: collateralKeys.liquidation(row.id, (earlier?.n ?? 0) + 1),
    memo: `${formatUnits(plan.sold, market.assetScale)} ${market.asset} at ${formatUnits(tick.priceUnits, tick.priceScale)} (${tick.symbol} ${tick.at.toISOString()})`,
    movements: liquidationMovements(row, market, plan),
  });
  // The movements only take frozen collateral the loan holds: a refusal means a broken ledger.
  if (!posted.ok) throw new Error(`liquidation of collateral loan ${row.id} refused: ${posted.error}`);
  const now = clock.now();
  await recordStatement(tx, row, tick, plan, now);
  const [updated] = await tx
    .update(collateralLoans)
    .set({
      collateralAmount: plan.unitsLeft.toString(),
      principal: plan.principalLeft.toString(),
      interest: plan.interestLeft.toString(),
      marginCallAt: null,
    })
    .where(eq(collateralLoans.id, row.id))
    .returning();
  if (!updated) throw new Error(`collateral loan ${row.id} vanished under its lock`);
  if (plan.closes) await closeCollateralLoan(tx, updated, 'liquidated', now);
  await postUserMessage(tx, clock, {
    userId: row.userId,
    kind: 'collateral_liquidated',
    params: {
      asset: market.asset,
      amount: formatUnits(plan.sold, market.assetScale),
      price: formatUnits(tick.priceUnits, tick.priceScale),
      ltv: bpPercent(plan.ltvAfterBp),
    },
  });
  return plan;
}

function liquidationMovements(row: CollateralLoanRow, market: CollateralMarket, plan: LiquidationPlan): Movement[] {
  const collateral: AccountRef = { owner: 'user', userId: row.userId, kind: 'exchange', asset: market.asset };
  const movements: Movement[] = [
    { account: collateral, bucket: 'frozen', amount: -plan.sold },
    { account: { owner: 'house', kind: 'lending', asset: market.asset }, bucket: 'available', amount: plan.sold },
    { account: { owner: 'house', kind: 'lending', asset: 'USDT' }, bucket: 'available', amount: plan.toPrincipal - plan.proceeds },
    { account: LENDING_INCOME_ACCOUNT, bucket: 'available', amount: plan.toInterest },
    { account: FEES_ACCOUNT, bucket: 'available', amount: plan.fee },
    { account: exchangeAccount(row.userId), bucket: 'available', amount: plan.returned },
  ];
  return movements.filter((m) => m.amount !== 0n);
}

async function recordStatement(tx: DbOrTx, row: CollateralLoanRow, tick: CollateralTick, plan: LiquidationPlan, now: Date): Promise<void> {
  await tx.insert(collateralLiquidations).values({
    loanId: row.id,
    tickPrice: tick.priceUnits.toString(),
    priceScale: tick.priceScale,
    tickAt: tick.at,
    tickSymbol: tick.symbol,
    tickSource: tick.source,
    amountSold: plan.sold.toString(),
    proceeds: plan.proceeds.toString(),
    fee: plan.fee.toString(),
    appliedToDebt: (plan.toInterest + plan.toPrincipal).toString(),
    ltvBeforeBp: Number(plan.ltvBeforeBp),
    ltvAfterBp: Number(plan.ltvAfterBp),
    createdAt: now,
  });
}
