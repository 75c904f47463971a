import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { revokeOtherSessions } from '../revokeOtherSessions.js';
import { revokeSession } from '../revokeSession.js';
import { users } from '../schema.js';

/** admin/userRevokeSessions: ends one session of the user (it must be theirs and live) or all of them; their sockets close on commit. */
export async function revokeUserSessions(db: DbOrTx, clock: Clock, options: { userId: bigint; sessionId?: bigint }): Promise<Result<{ ended: number }>> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, options.userId));
  if (!user) return fail('not_found');
  if (options.sessionId === undefined) return ok({ ended: await revokeOtherSessions(db, clock, { userId: user.id, reason: 'revoked' }) });
  const ended = await revokeSession(db, clock, { userId: user.id, sessionId: options.sessionId, reason: 'revoked' });
  return ended ? ok({ ended: 1 }) : fail('not_found');
}
