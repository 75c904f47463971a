import { displayAccount, type KycQueueItem, type VerificationLevel } from '@veritex/shared';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { users, verifications } from '../schema.js';
import { toVerificationView } from './views.js';

/** admin/kycQueue: pending submissions oldest first (first come, first served); decided ones newest first. */
export async function listKycQueue(
  db: DbOrTx,
  filter: { status: 'pending' | 'approved' | 'rejected'; level?: VerificationLevel; userId?: bigint; page: number; pageSize: number },
): Promise<{ total: number; items: KycQueueItem[] }> {
  const conditions: SQL[] = [eq(verifications.status, filter.status)];
  if (filter.level) conditions.push(eq(verifications.level, filter.level));
  if (filter.userId !== undefined) conditions.push(eq(verifications.userId, filter.userId));
  const where = and(...conditions);
  const rows = await db
    .select({ verification: verifications, email: users.email, phone: users.phone, userNationality: users.nationality })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.userId))
    .where(where)
    .orderBy(filter.status === 'pending' ? asc(verifications.submittedAt) : desc(verifications.reviewedAt))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(verifications).where(where);
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({
      ...toVerificationView(row.verification, { full: true }),
      user_id: String(row.verification.userId),
      account: displayAccount(row.phone, row.email),
      user_nationality: row.userNationality,
      reviewed_by: row.verification.reviewedBy,
    })),
  };
}
