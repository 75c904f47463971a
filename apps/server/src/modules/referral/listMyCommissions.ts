import type { ReferralCommissionStatus, ReferralCommissionView } from '@veritex/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { commissionView, maskedPerson } from './commissionViews.js';
import { loadPeople } from './people.js';
import { referralCommissions } from './schema.js';

/** web/getMyEarningsDetail: the user's commissions (profit rows), newest first, the trader masked. */
export async function listMyCommissions(
  db: DbOrTx,
  options: { userId: bigint; status?: ReferralCommissionStatus; level?: number; page: number; pageSize: number },
): Promise<{ items: ReferralCommissionView[]; total: number }> {
  const conditions: SQL[] = [eq(referralCommissions.beneficiaryId, options.userId)];
  if (options.status) conditions.push(eq(referralCommissions.status, options.status));
  if (options.level !== undefined) conditions.push(eq(referralCommissions.level, options.level));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(referralCommissions)
    .where(where)
    .orderBy(desc(referralCommissions.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [counted] = await db.select({ total: count() }).from(referralCommissions).where(where);
  const people = await loadPeople(
    db,
    rows.map((row) => row.sourceUserId),
  );
  const masked = (id: bigint) => {
    const person = people.get(id);
    return person ? maskedPerson(person) : '***';
  };
  return { items: rows.map((row) => commissionView(row, masked(row.sourceUserId))), total: counted?.total ?? 0 };
}
