import { fail, normalizeAccount, ok, type Result, type SignInOrChallenge, type TempLoginInput } from '@veritex/shared';
import { readSettings } from '../settings/index.js';
import { verifyCode } from './codes.js';
import type { IdentityDeps, RequestOrigin } from './ports.js';
import { sessionOrChallenge } from './security/loginChallenge.js';
import { findUserByAccount } from './users.js';

/**
 * web/tempLogin, the spec's second login variant: a one-time code sent to the account's
 * e-mail or phone (purpose `login`) stands in for the password. It is a first step like a
 * password: with two-factor on it answers a challenge for web/userLogin2fa.
 */
export async function loginWithCode(deps: IdentityDeps, options: { input: TempLoginInput; origin: RequestOrigin }): Promise<Result<SignInOrChallenge>> {
  const account = normalizeAccount(options.input.account, options.input.area_code);
  if (!account.ok) return fail(account.error, { field: 'account' });
  const user = await findUserByAccount(deps.db, account.value);
  if (!user) return fail('account_unknown', { field: 'account' });
  if (user.status !== 'active') return fail('account_disabled');
  const settings = await readSettings(deps.db);
  const code = await verifyCode(deps.db, deps.clock, settings, { destination: account.value.value, purpose: 'login', code: options.input.code, consume: true });
  if (!code.ok) return fail(code.error, { field: 'code' });
  return ok(await sessionOrChallenge(deps.db, deps.clock, { user, ttlDays: settings.session_ttl_days, origin: options.origin }));
}
