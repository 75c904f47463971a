import { fail, type LoanProduct, ok, parseUnits, percentToPpm, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { loanProductRule, recordRuleChange } from '../rules/index.js';
import { USDT_SCALE } from './lendingAccount.js';
import { productView } from './loanView.js';
import { loanProducts } from './schema.js';

export interface LoanProductInput {
  id?: bigint;
  minAmount: string;
  maxAmount: string;
  termDays: number;
  dailyRatePct: string;
  lateFeePct: string;
  lender: string;
  active: boolean;
  /** Who changes it, for the rule register (`staff:<username>`). */
  changedBy: string;
}

/**
 * admin/saveLoanProduct, on the staff action's transaction: creates a product or changes one.
 * Loans already applied for keep the terms they copied.
 */
export async function saveLoanProduct(db: DbOrTx, clock: Clock, input: LoanProductInput): Promise<Result<LoanProduct>> {
  const terms = checkTerms(input);
  if (!terms.ok) return terms;
  const values = { ...terms.value, termDays: input.termDays, lender: input.lender.trim(), active: input.active, updatedAt: clock.now() };
  if (input.id === undefined) {
    const [created] = await db.insert(loanProducts).values(values).returning();
    if (!created) throw new Error('loan product insert returned nothing');
    await recordRuleChange(db, loanProductRule(created), { changedBy: input.changedBy, reason: 'product_added' });
    return ok(productView(created));
  }
  const [updated] = await db.update(loanProducts).set(values).where(eq(loanProducts.id, input.id)).returning();
  if (!updated) return fail('product_unknown', { field: 'id' });
  // The published rulebook changes in the same transaction as the product.
  await recordRuleChange(db, loanProductRule(updated), { changedBy: input.changedBy, reason: 'product_changed' });
  return ok(productView(updated));
}

function checkTerms(input: LoanProductInput): Result<{ minAmount: string; maxAmount: string; dailyRatePpm: number; lateFeePpm: number }> {
  const min = parseUnits(input.minAmount, USDT_SCALE);
  const max = parseUnits(input.maxAmount, USDT_SCALE);
  if (min === undefined || min <= 0n) return fail('amount_invalid', { field: 'min_amount' });
  if (max === undefined || max < min) return fail('amount_invalid', { field: 'max_amount' });
  const rate = percentToPpm(input.dailyRatePct);
  if (rate === undefined) return fail('invalid_input', { field: 'daily_rate_pct' });
  const lateFee = percentToPpm(input.lateFeePct);
  if (lateFee === undefined) return fail('invalid_input', { field: 'late_fee_pct' });
  return ok({ minAmount: min.toString(), maxAmount: max.toString(), dailyRatePpm: Number(rate), lateFeePpm: Number(lateFee) });
}
