import type { ReviewFlag } from '@veritex/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { flagColumns, toFlagView } from './flagViews.js';
import { userReviewFlags } from './schema.js';

/** The user's flag in force, or null (the user view; funding asks before paying a withdrawal). */
export async function reviewFlagOf(db: DbOrTx, userId: bigint): Promise<ReviewFlag | null> {
  const [row] = await db.select(flagColumns).from(userReviewFlags).where(eq(userReviewFlags.userId, userId));
  return row ? toFlagView(row) : null;
}

/** Of these users, those flagged for review (the finance queue marks their withdrawals). */
export async function flaggedAmong(db: DbOrTx, userIds: readonly bigint[]): Promise<Set<bigint>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: userReviewFlags.userId })
    .from(userReviewFlags)
    .where(inArray(userReviewFlags.userId, [...userIds]));
  return new Set(rows.map((row) => row.userId));
}
