import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { sessions } from './schema.js';
import { forgetSessionsOf } from './sessionCache.js';
import { notifySessionsEnded } from './sessionEvents.js';

/**
 * Ends every session of a user except, optionally, the one making the request; answers how many
 * live ones ended. Their live sockets close once this commits (SESSION_ENDED_CHANNEL).
 */
export async function revokeOtherSessions(db: DbOrTx, clock: Clock, options: { userId: bigint; keepSessionId?: bigint; reason: string }): Promise<number> {
  forgetSessionsOf(options.userId);
  const now = clock.now();
  const conditions = [eq(sessions.userId, options.userId), isNull(sessions.revokedAt)];
  if (options.keepSessionId !== undefined) conditions.push(ne(sessions.id, options.keepSessionId));
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: options.reason })
      .where(and(...conditions))
      .returning({ expiresAt: sessions.expiresAt });
    if (rows.length > 0) await notifySessionsEnded(tx, { userId: options.userId, keepSessionId: options.keepSessionId });
    return rows;
  });
  forgetSessionsOf(options.userId);
  return ended.filter((row) => row.expiresAt > now).length;
}
