import { type CollateralLoanView, collateralValue, formatUnits, type LiquidationStatement, liquidationPrice, ltvBp, ppmToPercent } from '@veritex/shared';
import { desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  type CollateralAsset,
  type CollateralMarket,
  type CollateralTick,
  collateralMarket,
  currentCollateralTick,
  isCollateralAsset,
} from './collateralPricing.js';
import { USDT_SCALE } from './lendingAccount.js';
import { type CollateralLoanRow, collateralLiquidations } from './schema.js';

type LiquidationRow = typeof collateralLiquidations.$inferSelect;

/** Basis points as a percent with two decimals ("65.00"). */
export const bpPercent = (bp: bigint | number): string => formatUnits(BigInt(bp), 2);
const usdt = (units: bigint): string => formatUnits(units, USDT_SCALE);

/** What the loan owes now; a closed loan owes nothing (a liquidation's shortfall is the lending desk's). */
export function owed(row: CollateralLoanRow): { principal: bigint; interest: bigint } {
  if (row.status !== 'open') return { principal: 0n, interest: 0n };
  return { principal: BigInt(row.principal), interest: BigInt(row.interest) };
}

/** The loans' liquidation statements, newest first, by loan id. */
export async function liquidationsOf(db: DbOrTx, loanIds: bigint[]): Promise<Map<bigint, LiquidationRow[]>> {
  const byLoan = new Map<bigint, LiquidationRow[]>();
  if (loanIds.length === 0) return byLoan;
  const rows = await db.select().from(collateralLiquidations).where(inArray(collateralLiquidations.loanId, loanIds)).orderBy(desc(collateralLiquidations.id));
  for (const row of rows) byLoan.set(row.loanId, [...(byLoan.get(row.loanId) ?? []), row]);
  return byLoan;
}

/**
 * The wire view of a loan, valued at `tick` (value and LTV are null without a current price).
 * `statements` are newest first; the newest of a liquidated loan carries the shortfall the
 * lending account absorbed, which is what the row still records as principal and interest.
 */
export function collateralLoanView(
  row: CollateralLoanRow,
  market: CollateralMarket,
  tick: CollateralTick | undefined,
  statements: LiquidationRow[],
): CollateralLoanView {
  const units = BigInt(row.collateralAmount);
  const { principal, interest } = owed(row);
  const debt = principal + interest;
  const value = tick ? collateralValue(units, market.assetScale, tick) : undefined;
  const ltv = value === undefined ? undefined : ltvBp(debt, value);
  const boundary = liquidationPrice(debt, units, market.assetScale, market.priceScale, BigInt(row.liquidationLtvBp));
  const shortfall = row.status === 'liquidated' ? BigInt(row.principal) + BigInt(row.interest) : 0n;
  return {
    id: String(row.id),
    collateral_asset: row.collateralAsset,
    collateral_amount: formatUnits(units, market.assetScale),
    principal: usdt(principal),
    interest: usdt(interest),
    debt: usdt(debt),
    daily_rate_pct: ppmToPercent(BigInt(row.dailyRatePpm)),
    collateral_value: value === undefined ? null : usdt(value),
    ltv_pct: ltv === undefined ? null : bpPercent(ltv),
    margin_call_ltv_pct: bpPercent(row.marginCallLtvBp),
    liquidation_ltv_pct: bpPercent(row.liquidationLtvBp),
    liquidation_price: boundary === undefined || boundary < 0n ? null : formatUnits(boundary, market.priceScale),
    status: row.status,
    margin_call: row.marginCallAt !== null,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    liquidations: statements.map((statement, index) => statementView(row, market, statement, index === 0 ? shortfall : 0n)),
  };
}

function statementView(row: CollateralLoanRow, market: CollateralMarket, statement: LiquidationRow, shortfall: bigint): LiquidationStatement {
  const proceeds = BigInt(statement.proceeds);
  const fee = BigInt(statement.fee);
  const applied = BigInt(statement.appliedToDebt);
  return {
    at: statement.createdAt.toISOString(),
    asset: row.collateralAsset,
    tick_price: formatUnits(BigInt(statement.tickPrice), statement.priceScale),
    tick_at: statement.tickAt.toISOString(),
    tick: {
      symbol: statement.tickSymbol ?? market.symbol,
      at: statement.tickAt.toISOString(),
      price: formatUnits(BigInt(statement.tickPrice), statement.priceScale),
      // A statement written before provenance stored the tick's source says so rather than guessing it.
      source: statement.tickSource ?? 'unrecorded',
    },
    amount_sold: formatUnits(BigInt(statement.amountSold), market.assetScale),
    proceeds: usdt(proceeds),
    fee: usdt(fee),
    applied_to_debt: usdt(applied),
    returned_to_user: usdt(proceeds - fee - applied),
    shortfall_absorbed: usdt(shortfall),
    ltv_before_pct: bpPercent(statement.ltvBeforeBp),
    ltv_after_pct: bpPercent(statement.ltvAfterBp),
  };
}

/** A loan's view as its owner reads it now: valued at the current tick, with its statements. */
export async function answerCollateralLoan(db: DbOrTx, row: CollateralLoanRow, now: Date): Promise<CollateralLoanView> {
  const market = await collateralMarket(db, collateralAssetOf(row));
  const tick = await currentCollateralTick(db, market, now);
  const statements = (await liquidationsOf(db, [row.id])).get(row.id) ?? [];
  return collateralLoanView(row, market, tick, statements);
}

/** A stored loan's asset (borrowing accepts only collateral assets, so any other is a broken row). */
export function collateralAssetOf(row: CollateralLoanRow): CollateralAsset {
  if (!isCollateralAsset(row.collateralAsset)) throw new Error(`collateral loan ${row.id} holds ${row.collateralAsset}`);
  return row.collateralAsset;
}
