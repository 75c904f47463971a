import { type EarlyRedemptionRule, type EarnProductAdmin, fail, ok, parseUnits, percentToPpm, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { earnProductRule, recordRuleChange } from '../rules/index.js';
import { USDT_SCALE } from './earnTerms.js';
import { productAdminView } from './earnViews.js';
import { productHoldings } from './productHoldings.js';
import { earnProducts } from './schema.js';

export interface SaveEarnProductInput {
  /** Absent: a new product. */
  id?: bigint;
  termDays: number;
  dailyRatePct: string;
  minAmount: string;
  maxAmount: string;
  capacity: string;
  earlyRule: EarlyRedemptionRule;
  penaltyInterestPct: string;
  penaltyPrincipalPct: string;
  active: boolean;
  /** Who changes it, for the rule register (`staff:<username>`). */
  changedBy: string;
}

/** A daily rate above 100 % is a typing slip, not a product. */
const MAX_DAILY_RATE_PPM = 1_000_000n;

type ProductTerms = Omit<typeof earnProducts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * admin/saveEarnProduct (audited by the route, on its transaction): creates a product or changes
 * one. Orders already bought keep the terms copied into them; a change reaches new purchases only.
 */
export async function saveEarnProduct(db: DbOrTx, clock: Clock, input: SaveEarnProductInput): Promise<Result<EarnProductAdmin>> {
  const terms = productTerms(input);
  if (!terms.ok) return terms;
  const now = clock.now();
  const [row] =
    input.id === undefined
      ? await db
          .insert(earnProducts)
          .values({ ...terms.value, createdAt: now, updatedAt: now })
          .returning()
      : await db
          .update(earnProducts)
          .set({ ...terms.value, updatedAt: now })
          .where(eq(earnProducts.id, input.id))
          .returning();
  if (!row) return fail('product_unknown', { field: 'id' });
  // The published rulebook changes in the same transaction as the product.
  await recordRuleChange(db, earnProductRule(row), { changedBy: input.changedBy, reason: input.id === undefined ? 'product_added' : 'product_changed' });
  return ok(productAdminView(row, (await productHoldings(db))(row.id)));
}

/** The staff form in stored units; penalty shares count only under the `penalty` rule. */
function productTerms(input: SaveEarnProductInput): Result<ProductTerms> {
  const rate = percentToPpm(input.dailyRatePct);
  if (rate === undefined || rate > MAX_DAILY_RATE_PPM) return fail('invalid_input', { field: 'daily_rate_pct' });
  const min = parseUnits(input.minAmount, USDT_SCALE);
  const max = parseUnits(input.maxAmount, USDT_SCALE);
  const capacity = parseUnits(input.capacity, USDT_SCALE);
  if (min === undefined || min <= 0n) return fail('amount_invalid', { field: 'min_amount', scale: USDT_SCALE });
  if (max === undefined || max < min) return fail('amount_invalid', { field: 'max_amount', scale: USDT_SCALE });
  if (capacity === undefined || capacity < 0n) return fail('amount_invalid', { field: 'capacity', scale: USDT_SCALE });
  const penalty = input.earlyRule === 'penalty';
  const interestBp = penalty ? percentToBp(input.penaltyInterestPct) : 0;
  const principalBp = penalty ? percentToBp(input.penaltyPrincipalPct) : 0;
  if (interestBp === undefined) return fail('invalid_input', { field: 'penalty_interest_pct' });
  if (principalBp === undefined) return fail('invalid_input', { field: 'penalty_principal_pct' });
  return ok({
    asset: 'USDT',
    termDays: input.termDays,
    dailyRatePpm: Number(rate),
    minAmount: min.toString(),
    maxAmount: max.toString(),
    capacity: capacity.toString(),
    earlyRule: input.earlyRule,
    penaltyInterestBp: interestBp,
    penaltyPrincipalBp: principalBp,
    active: input.active,
  });
}

/** "12.5" → 1250 basis points; undefined beyond 100 % or finer than a basis point. */
function percentToBp(percent: string): number | undefined {
  const ppm = percentToPpm(percent);
  if (ppm === undefined || ppm % 100n !== 0n || ppm > 1_000_000n) return undefined;
  return Number(ppm / 100n);
}
