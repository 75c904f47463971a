import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { userReviewFlags } from './schema.js';

/** admin/unflagUser: lifts the flag (the reason is in the audit entry). */
export async function unflagUser(db: DbOrTx, options: { userId: bigint }): Promise<Result<Record<string, never>>> {
  const removed = await db.delete(userReviewFlags).where(eq(userReviewFlags.userId, options.userId)).returning({ userId: userReviewFlags.userId });
  return removed.length === 1 ? ok({}) : fail('not_found');
}
