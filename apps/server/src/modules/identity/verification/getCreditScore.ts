import { type CreditScoreView, computeCreditScore, fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { users } from '../schema.js';
import { getVerificationStatuses } from './getVerificationStatuses.js';

/** A user's loan record, as the credit score reads it. */
export interface LoanRecord {
  repaidOnTime: number;
  overdueDays: number;
}

/**
 * The loans context answers this once loans exist; until then no user has borrowed, so an
 * empty record is the true one.
 */
export type LoanRecordSource = (db: DbOrTx, userId: bigint) => Promise<LoanRecord>;
export const noLoansYet: LoanRecordSource = async () => ({ repaidOnTime: 0, overdueDays: 0 });

/** web/getCredit. The score sets loan limits only; nothing else reads it. */
export async function getCreditScore(db: DbOrTx, clock: Clock, input: { userId: bigint; loans?: LoanRecordSource }): Promise<Result<CreditScoreView>> {
  const user = await db.query.users.findFirst({ where: eq(users.id, input.userId), columns: { createdAt: true } });
  if (!user) return fail('login_required');
  const statuses = await getVerificationStatuses(db, { userId: input.userId });
  const loans = await (input.loans ?? noLoansYet)(db, input.userId);
  return ok(
    computeCreditScore({
      junior: statuses.junior === 'approved',
      senior: statuses.senior === 'approved',
      address: statuses.address === 'approved',
      accountAgeDays: Math.floor((clock.now().getTime() - user.createdAt.getTime()) / 86_400_000),
      loansRepaidOnTime: loans.repaidOnTime,
      overdueDays: loans.overdueDays,
    }),
  );
}
