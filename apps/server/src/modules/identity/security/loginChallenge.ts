import { LOGIN_CHALLENGE_MINUTES, type SignInOrChallenge } from '@veritex/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import { newToken, sha256 } from '../../../platform/crypto.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { createSession } from '../createSession.js';
import type { RequestOrigin } from '../ports.js';
import { loginChallenges } from '../schema.js';
import { toSessionView, type UserRow } from '../users.js';

/** A token standing for a right first step (password or code), valid for the second step only; stored as SHA-256. */
export async function createLoginChallenge(db: DbOrTx, clock: Clock, userId: bigint): Promise<string> {
  const now = clock.now();
  await db.delete(loginChallenges).where(and(eq(loginChallenges.userId, userId), lt(loginChallenges.expiresAt, now)));
  const token = newToken();
  await db.insert(loginChallenges).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/**
 * The end of a right first step: a session, or, with two-factor on, the challenge for
 * web/userLogin2fa (no session exists until the second factor is given).
 */
export async function sessionOrChallenge(
  db: DbOrTx,
  clock: Clock,
  options: { user: UserRow; ttlDays: number; origin: RequestOrigin },
): Promise<SignInOrChallenge> {
  if (options.user.totpSecret) return { two_factor: 1, challenge: await createLoginChallenge(db, clock, options.user.id) };
  const token = await createSession(db, clock, { userId: options.user.id, ttlDays: options.ttlDays, origin: options.origin });
  return { token, user: toSessionView(options.user) };
}
