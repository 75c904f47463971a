import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { signInThrottle } from './schema.js';

const DAY_MS = 24 * 3_600_000;

/**
 * Drops the sign-in throttle rows that no longer count: their window started over a day ago and
 * any lock they set has ended (the hourly cleanup job). Returns how many.
 */
export async function deleteEndedSignInThrottles(db: DbOrTx, now: Date): Promise<number> {
  const windowCutoff = new Date(now.getTime() - DAY_MS);
  const deleted = await db.execute(sql`
    delete from ${signInThrottle}
    where ${signInThrottle.windowStartedAt} < ${windowCutoff.toISOString()}
      and (${signInThrottle.lockedUntil} is null or ${signInThrottle.lockedUntil} <= ${now.toISOString()})`);
  return deleted.rowCount ?? 0;
}
