import { fail, type LoanLimit, ok, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { getCreditScore } from '../identity/index.js';
import { loanRecord } from './loanRecord.js';
import { plainUsdt } from './loanView.js';

const USDT_UNIT = 1_000_000n;

export interface CreditLimit {
  score: number;
  limit: bigint;
  /** Principal of the user's applications under review and loans not yet repaid. */
  used: bigint;
  available: bigint;
}

/** The user's loan limit from the published credit-score bands (the score web/getCredit shows) and how much of it is in use. */
export async function creditLimit(db: DbOrTx, clock: Clock, userId: bigint): Promise<Result<CreditLimit>> {
  const credit = await getCreditScore(db, clock, { userId, loans: loanRecord });
  if (!credit.ok) return fail(credit.error);
  const limit = BigInt(credit.value.loan_limit_usdt) * USDT_UNIT;
  const result = await db.execute<{ used: string }>(sql`
    select coalesce(sum(principal), 0)::text as used from loans
    where user_id = ${userId} and status in ('unreviewed', 'loaned', 'overdue')`);
  const used = BigInt(result.rows[0]?.used ?? 0);
  return ok({ score: credit.value.score, limit, used, available: used >= limit ? 0n : limit - used });
}

export function limitView(limit: CreditLimit): LoanLimit {
  return { score: limit.score, limit: plainUsdt(limit.limit), used: plainUsdt(limit.used), available: plainUsdt(limit.available) };
}
