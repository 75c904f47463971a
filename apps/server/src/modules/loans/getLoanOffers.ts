import { type CollateralTerms, type LoanLimit, type LoanProduct, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { collateralTerms } from './collateralTerms.js';
import { creditLimit, limitView } from './creditLimit.js';
import { listLoanProducts } from './listLoanProducts.js';

/**
 * web/lendList: the products a user may apply for, the signed-in user's credit limit (from the
 * same score web/getCredit shows; null for a visitor) and the terms of crypto-backed loans, all
 * before anything binds.
 */
export async function getLoanOffers(
  db: DbOrTx,
  clock: Clock,
  input: { userId?: bigint },
): Promise<Result<{ items: LoanProduct[]; limit: LoanLimit | null; collateral: CollateralTerms }>> {
  const { items } = await listLoanProducts(db, { activeOnly: true });
  const limit = input.userId === undefined ? undefined : await creditLimit(db, clock, input.userId);
  return ok({ items, limit: limit?.ok ? limitView(limit.value) : null, collateral: await collateralTerms(db, clock.now()) });
}
