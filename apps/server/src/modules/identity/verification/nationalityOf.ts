import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { users, verifications } from '../schema.js';

/**
 * A user's nationality as the jurisdiction rules read it (issue 18): the one on the approved
 * junior verification when there is one, else the one chosen at registration. Undefined for an
 * unknown user.
 */
export async function nationalityOf(db: DbOrTx, userId: bigint): Promise<{ country: string; source: 'verified' | 'registration' } | undefined> {
  const [verified] = await db
    .select({ nationality: verifications.nationality })
    .from(verifications)
    .where(and(eq(verifications.userId, userId), eq(verifications.level, 'junior'), eq(verifications.status, 'approved')))
    .orderBy(desc(verifications.id))
    .limit(1);
  if (verified && verified.nationality !== '') return { country: verified.nationality.toUpperCase(), source: 'verified' };
  const [user] = await db.select({ nationality: users.nationality }).from(users).where(eq(users.id, userId));
  return user ? { country: user.nationality.toUpperCase(), source: 'registration' } : undefined;
}
