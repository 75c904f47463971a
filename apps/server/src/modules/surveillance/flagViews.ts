import type { ReviewFlag } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { userReviewFlags } from './schema.js';

/** The columns a flag is shown with, the owner's display account included. */
export const flagColumns = {
  userId: userReviewFlags.userId,
  reason: userReviewFlags.reason,
  flaggedBy: userReviewFlags.flaggedBy,
  flaggedAt: userReviewFlags.flaggedAt,
  account: sql<string>`(select coalesce(u.email, u.phone, '') from users u where u.id = ${userReviewFlags.userId})`,
};

export function toFlagView(row: { userId: bigint; reason: string; flaggedBy: string; flaggedAt: Date; account: string }): ReviewFlag {
  return { user_id: String(row.userId), account: row.account, reason: row.reason, flagged_by: row.flaggedBy, flagged_at: row.flaggedAt.toISOString() };
}
