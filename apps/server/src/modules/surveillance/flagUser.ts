import { fail, ok, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { userReviewFlags } from './schema.js';

/** admin/flagUser: flags the user for review (flagging again replaces the reason); the audit entry keeps every reason. */
export async function flagUser(db: DbOrTx, clock: Clock, options: { userId: bigint; reason: string; staff: string }): Promise<Result<{ flagged_at: string }>> {
  const found = await db.execute(sql`select 1 from users where id = ${options.userId}`);
  if (found.rows.length === 0) return fail('not_found');
  const now = clock.now();
  await db
    .insert(userReviewFlags)
    .values({ userId: options.userId, reason: options.reason, flaggedBy: options.staff, flaggedAt: now })
    .onConflictDoUpdate({ target: userReviewFlags.userId, set: { reason: options.reason, flaggedBy: options.staff, flaggedAt: now } });
  return ok({ flagged_at: now.toISOString() });
}
