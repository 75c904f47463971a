import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { sessions } from './schema.js';

/** The user's live sessions other than this one: what a security change offers to end. */
export async function countOtherSessions(db: DbOrTx, clock: Clock, options: { userId: bigint; sessionId: bigint }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, options.userId), ne(sessions.id, options.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())));
  return row?.n ?? 0;
}
