import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { sessions } from './schema.js';

/**
 * Which of these sessions are still live (not revoked, not expired), with their expiry: what a
 * live socket re-checks when its session's expiry comes, or after notices may have been lost.
 */
export async function liveSessions(db: DbOrTx, clock: Clock, sessionIds: bigint[]): Promise<Map<bigint, Date>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())));
  return new Map(rows.map((row) => [row.id, row.expiresAt]));
}
