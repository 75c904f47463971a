import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { sessions } from './schema.js';
import { forgetSessionsOf } from './sessionCache.js';
import { notifySessionsEnded } from './sessionEvents.js';

/**
 * Ends one session of a user; `reason` tells the other device why (see SessionCheck). Its live
 * sockets close once this commits (SESSION_ENDED_CHANNEL); on a transaction `db`, a savepoint.
 */
export async function revokeSession(db: DbOrTx, clock: Clock, options: { userId: bigint; sessionId: bigint; reason: 'logout' | 'revoked' }): Promise<boolean> {
  forgetSessionsOf(options.userId);
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: clock.now(), revokedReason: options.reason })
      .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, options.userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (rows.length > 0) await notifySessionsEnded(tx, { userId: options.userId, sessionId: options.sessionId });
    return rows;
  });
  forgetSessionsOf(options.userId);
  return ended.length === 1;
}
