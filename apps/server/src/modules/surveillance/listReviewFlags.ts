import type { ReviewFlag } from '@veritex/shared';
import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { flagColumns, toFlagView } from './flagViews.js';
import { userReviewFlags } from './schema.js';

/** admin/surveillanceFlags: the flags in force, newest first. */
export async function listReviewFlags(db: DbOrTx, options: { page: number; pageSize: number }): Promise<{ items: ReviewFlag[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(flagColumns)
      .from(userReviewFlags)
      .orderBy(desc(userReviewFlags.flaggedAt))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ value: count() }).from(userReviewFlags),
  ]);
  return { items: rows.map(toFlagView), total: total?.value ?? 0 };
}
