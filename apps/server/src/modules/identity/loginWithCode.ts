import { fail, normalizeAccount, ok, type Result, type TempLoginInput } from '@veritex/shared';
import { readSettings } from '../settings/index.js';
import { verifyCode } from './codes.js';
import type { IdentityDeps, RequestOrigin } from './ports.js';
import { createSession } from './sessions.js';
import { findUserByAccount, type SessionView, toSessionView } from './users.js';

/**
 * web/tempLogin, the spec's second login variant: a one-time code sent to the account's
 * e-mail or phone (purpose `login`) stands in for the password.
 */
export async function loginWithCode(
  deps: IdentityDeps,
  options: { input: TempLoginInput; origin: RequestOrigin },
): Promise<Result<{ token: string; user: SessionView }>> {
  const account = normalizeAccount(options.input.account, options.input.area_code);
  if (!account.ok) return fail(account.error, { field: 'account' });
  const user = await findUserByAccount(deps.db, account.value);
  if (!user) return fail('account_unknown', { field: 'account' });
  if (user.status !== 'active') return fail('account_disabled');
  const settings = await readSettings(deps.db);
  const code = await verifyCode(deps.db, deps.clock, settings, { destination: account.value.value, purpose: 'login', code: options.input.code, consume: true });
  if (!code.ok) return fail(code.error, { field: 'code' });
  const token = await createSession(deps.db, deps.clock, { userId: user.id, ttlDays: settings.session_ttl_days, origin: options.origin });
  return ok({ token, user: toSessionView(user) });
}
