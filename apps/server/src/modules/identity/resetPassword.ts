import { fail, normalizeAccount, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/crypto.js';
import { readSettings } from '../settings/index.js';
import { verifyCode } from './codes.js';
import type { IdentityDeps, RequestOrigin } from './ports.js';
import { revokeOtherSessions } from './revokeOtherSessions.js';
import { users } from './schema.js';
import { recordSecurityEvent } from './security/securityEvents.js';
import { findUserByAccount } from './users.js';

/**
 * web/updatePassword: forgot-password and change-password share one form (spec §2,
 * /forgetpwd?type=changepwd). Every other session ends; the requesting one stays when it
 * belongs to the same user, so changing a password does not sign you out. Like any password
 * change it holds withdrawals for 24 hours (spec §9).
 */
export async function resetPassword(
  deps: IdentityDeps,
  options: {
    account: string;
    areaCode?: string;
    code: string;
    password: string;
    currentSession?: { sessionId: bigint; userId: bigint };
    origin?: RequestOrigin;
  },
): Promise<Result<{ endedOtherSessions: true }>> {
  const account = normalizeAccount(options.account, options.areaCode);
  if (!account.ok) return fail(account.error, { field: 'account' });
  const user = await findUserByAccount(deps.db, account.value);
  if (!user) return fail('account_unknown', { field: 'account' });
  const passwordHash = await hashPassword(options.password);
  return deps.db.transaction(async (tx) => {
    const settings = await readSettings(tx);
    const code = await verifyCode(tx, deps.clock, settings, { destination: account.value.value, purpose: 'reset', code: options.code, consume: true });
    if (!code.ok) return fail(code.error, { field: 'code' });
    await tx.update(users).set({ passwordHash, failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
    const keep = options.currentSession?.userId === user.id ? options.currentSession.sessionId : undefined;
    await revokeOtherSessions(tx, deps.clock, { userId: user.id, keepSessionId: keep, reason: 'password_changed' });
    await recordSecurityEvent(tx, deps.clock, { userId: user.id, kind: 'password', origin: options.origin });
    return ok({ endedOtherSessions: true as const });
  });
}
