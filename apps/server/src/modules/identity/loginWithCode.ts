import { type ErrorName, fail, normalizeAccount, ok, type Result, type SignInOrChallenge, type TempLoginInput } from '@veritex/shared';
import { readSettings } from '../settings/index.js';
import { verifyCode } from './codes.js';
import type { IdentityDeps, RequestOrigin } from './ports.js';
import { sessionOrChallenge } from './security/loginChallenge.js';
import { clearSignInFailures, countSignInFailure, signInPausedUntil, throttled } from './signInThrottle.js';
import { findUserByAccount } from './users.js';

/**
 * web/tempLogin, the spec's second login variant: a one-time code sent to the account's
 * e-mail or phone (purpose `login`) stands in for the password. It is a first step like a
 * password: with two-factor on it answers a challenge for web/userLogin2fa. Wrong codes and
 * unknown accounts count towards the same sign-in pauses as wrong passwords (`signInThrottle.ts`).
 */
export async function loginWithCode(deps: IdentityDeps, options: { input: TempLoginInput; origin: RequestOrigin }): Promise<Result<SignInOrChallenge>> {
  const account = normalizeAccount(options.input.account, options.input.area_code);
  if (!account.ok) return fail(account.error, { field: 'account' });
  const attempt = { accounts: [account.value.value], ip: options.origin.ip };
  const pausedUntil = await signInPausedUntil(deps.db, deps.clock, attempt);
  if (pausedUntil) return throttled(pausedUntil, deps.clock.now());
  const settings = await readSettings(deps.db);
  const refuse = async (error: ErrorName, field?: string): Promise<Result<never>> => {
    const nowPaused = await countSignInFailure(deps.db, deps.clock, { ...attempt, settings });
    return nowPaused ? throttled(nowPaused, deps.clock.now()) : fail(error, field ? { field } : undefined);
  };
  const user = await findUserByAccount(deps.db, account.value);
  // Unknown accounts are named (web/getCode already says which accounts can get a sign-in code).
  if (!user) return refuse('account_unknown', 'account');
  if (user.status !== 'active') return fail('account_disabled');
  const code = await verifyCode(deps.db, deps.clock, settings, { destination: account.value.value, purpose: 'login', code: options.input.code, consume: true });
  if (!code.ok) return refuse(code.error, 'code');
  if (!user.totpSecret) await clearSignInFailures(deps.db, attempt);
  return ok(await sessionOrChallenge(deps.db, deps.clock, { user, ttlDays: settings.session_ttl_days, origin: options.origin }));
}
