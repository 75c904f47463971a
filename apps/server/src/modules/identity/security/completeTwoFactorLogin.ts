import { fail, LOGIN_CHALLENGE_ATTEMPTS, ok, type Result, type SignInAnswer } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import { sha256 } from '../../../platform/crypto.js';
import type { Tx } from '../../../platform/db/client.js';
import { readSettings, type Settings } from '../../settings/index.js';
import { createSession } from '../createSession.js';
import type { IdentityDeps, RequestOrigin } from '../ports.js';
import { loginChallenges, users } from '../schema.js';
import { clearSignInFailures, countSignInFailure, type SignInAttempt, signInNames, signInPausedUntil, throttled } from '../signInThrottle.js';
import { toSessionView } from '../users.js';
import { spendSecondFactor } from './secondFactor.js';

type ChallengeRow = typeof loginChallenges.$inferSelect;

/**
 * web/userLogin2fa: the second step of a sign-in with two-factor. The challenge row is locked
 * for the whole step, so concurrent tries on one challenge queue: it yields one session at
 * most, five wrong codes end it, and each wrong code also counts as a failed sign-in of this
 * address against each of the user's account names (e-mail and phone: the challenge does not
 * say which one the first step used).
 */
export async function completeTwoFactorLogin(
  deps: IdentityDeps,
  options: { input: { challenge: string; code: string }; origin: RequestOrigin },
): Promise<Result<SignInAnswer>> {
  const settings = await readSettings(deps.db);
  return deps.db.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.tokenHash, sha256(options.input.challenge)))
      .for('update');
    const now = deps.clock.now();
    if (!challenge || challenge.usedAt || challenge.expiresAt <= now || challenge.attempts >= LOGIN_CHALLENGE_ATTEMPTS) return fail('challenge_expired');
    const user = await tx.query.users.findFirst({ where: eq(users.id, challenge.userId) });
    // Two-factor turned off meanwhile: signing in again is what makes sense.
    if (!user?.totpSecret) return fail('challenge_expired');
    if (user.status !== 'active') return fail('account_disabled');
    const attempt = { accounts: signInNames(user), ip: options.origin.ip };
    const pausedUntil = await signInPausedUntil(tx, deps.clock, attempt);
    if (pausedUntil) return throttled(pausedUntil, now);
    if (!(await spendSecondFactor(tx, deps.clock, { userId: user.id, secret: user.totpSecret, code: options.input.code }))) {
      return refuseCode(tx, deps, { challenge, attempt, settings });
    }
    await tx.update(loginChallenges).set({ usedAt: now }).where(eq(loginChallenges.id, challenge.id));
    await clearSignInFailures(tx, attempt);
    const token = await createSession(tx, deps.clock, { userId: user.id, ttlDays: settings.session_ttl_days, origin: options.origin });
    return ok({ token, user: toSessionView(user) });
  });
}

async function refuseCode(
  tx: Tx,
  deps: IdentityDeps,
  context: { challenge: ChallengeRow; attempt: SignInAttempt; settings: Settings },
): Promise<Result<never>> {
  const attempts = context.challenge.attempts + 1;
  await tx.update(loginChallenges).set({ attempts }).where(eq(loginChallenges.id, context.challenge.id));
  const pausedUntil = await countSignInFailure(tx, deps.clock, { ...context.attempt, settings: context.settings });
  if (pausedUntil) return throttled(pausedUntil, deps.clock.now());
  if (attempts >= LOGIN_CHALLENGE_ATTEMPTS) return fail('challenge_expired');
  return fail('two_factor_wrong', { field: 'code', attempts_left: LOGIN_CHALLENGE_ATTEMPTS - attempts });
}
