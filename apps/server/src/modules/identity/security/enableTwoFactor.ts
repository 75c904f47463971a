import { fail, ok, type Result, type TwoFactorEnabled } from '@veritex/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { IdentityDeps } from '../ports.js';
import { recoveryCodes, users } from '../schema.js';
import { findUserById } from '../users.js';
import { newRecoveryCodes, recoveryCodeHash, spendTotpCode } from './secondFactor.js';
import { type SecurityActor, securityChangeAnswer } from './securityChangeAnswer.js';
import { recordSecurityEvent } from './securityEvents.js';

/**
 * web/twoFactorEnable: the first code from the app proves it holds the pending secret; the
 * secret becomes the account's and ten recovery codes are made, answered this once and
 * stored only as hashes.
 */
export async function enableTwoFactor(deps: IdentityDeps, options: { actor: SecurityActor; code: string }): Promise<Result<TwoFactorEnabled>> {
  const { actor } = options;
  const user = await findUserById(deps.db, actor.userId);
  if (!user) return fail('login_required');
  if (user.totpSecret) return fail('two_factor_already_on');
  const secret = user.totpPendingSecret;
  if (!secret) return fail('two_factor_setup_missing');
  return deps.db.transaction(async (tx) => {
    if (!(await spendTotpCode(tx, deps.clock, { userId: user.id, secret, code: options.code }))) return fail('two_factor_wrong', { field: 'code' });
    // Only the secret that was just proven, and only if no other request enabled one meanwhile.
    const enabled = await tx
      .update(users)
      .set({ totpSecret: secret, totpPendingSecret: null })
      .where(and(eq(users.id, user.id), eq(users.totpPendingSecret, secret), isNull(users.totpSecret)))
      .returning({ id: users.id });
    if (enabled.length !== 1) return fail('two_factor_setup_missing');
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    const now = deps.clock.now();
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId: user.id, codeHash: recoveryCodeHash(code), createdAt: now })));
    await recordSecurityEvent(tx, deps.clock, { userId: user.id, kind: 'two_factor_on', origin: actor.origin });
    return ok({ recovery_codes: codes, ...(await securityChangeAnswer(tx, deps.clock, actor)) });
  });
}
