import { fail, type LoginInput, normalizeAccount, ok, type Result, type SignInOrChallenge } from '@veritex/shared';
import { dummyPasswordHash, verifyPassword } from '../../platform/crypto.js';
import { readSettings } from '../settings/index.js';
import type { IdentityDeps, RequestOrigin } from './ports.js';
import { sessionOrChallenge } from './security/loginChallenge.js';
import { clearSignInFailures, countSignInFailure, signInPausedUntil, throttled } from './signInThrottle.js';
import { findUserByAccount } from './users.js';

/**
 * web/userLogin. Failed passwords count per account and address pair and per account
 * (`signInThrottle.ts`); a paused pair or account answers `login_throttled` before anything
 * else, so a paused account that exists and one that does not answer alike, and a stranger
 * guessing from one address pauses only that address. Unknown accounts cost the same
 * password check as known ones. With two-factor on, a right password answers a challenge for
 * web/userLogin2fa instead of a session, and the pair's count is cleared only when that second
 * step succeeds, so wrong second-factor codes count towards the pause too.
 */
export async function loginUser(deps: IdentityDeps, options: { input: LoginInput; origin: RequestOrigin }): Promise<Result<SignInOrChallenge>> {
  const account = normalizeAccount(options.input.account, options.input.area_code);
  if (!account.ok) return fail(account.error, { field: 'account' });
  const attempt = { accounts: [account.value.value], ip: options.origin.ip };
  const pausedUntil = await signInPausedUntil(deps.db, deps.clock, attempt);
  if (pausedUntil) return throttled(pausedUntil, deps.clock.now());
  const settings = await readSettings(deps.db);
  const user = await findUserByAccount(deps.db, account.value);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), options.input.password);
  if (!user || !passwordOk) {
    const nowPaused = await countSignInFailure(deps.db, deps.clock, { ...attempt, settings });
    return nowPaused ? throttled(nowPaused, deps.clock.now()) : fail('login_failed');
  }
  if (user.status !== 'active') return fail('account_disabled');
  if (!user.totpSecret) await clearSignInFailures(deps.db, attempt);
  return ok(await sessionOrChallenge(deps.db, deps.clock, { user, ttlDays: settings.session_ttl_days, origin: options.origin }));
}
