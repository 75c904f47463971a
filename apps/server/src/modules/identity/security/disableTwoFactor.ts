import { fail, ok, type Result, type SecurityChangeAnswer } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { IdentityDeps } from '../ports.js';
import { recoveryCodes, users } from '../schema.js';
import { findUserById } from '../users.js';
import { spendSecondFactor } from './secondFactor.js';
import { type SecurityActor, securityChangeAnswer } from './securityChangeAnswer.js';
import { recordSecurityEvent } from './securityEvents.js';

/** web/twoFactorDisable: with a current authenticator code or a recovery code; the remaining recovery codes go too. */
export async function disableTwoFactor(deps: IdentityDeps, options: { actor: SecurityActor; code: string }): Promise<Result<SecurityChangeAnswer>> {
  const { actor } = options;
  const user = await findUserById(deps.db, actor.userId);
  if (!user) return fail('login_required');
  const secret = user.totpSecret;
  if (!secret) return fail('two_factor_off');
  return deps.db.transaction(async (tx) => {
    if (!(await spendSecondFactor(tx, deps.clock, { userId: user.id, secret, code: options.code }))) return fail('two_factor_wrong', { field: 'code' });
    const disabled = await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null })
      .where(and(eq(users.id, user.id), eq(users.totpSecret, secret)))
      .returning({ id: users.id });
    if (disabled.length !== 1) return fail('two_factor_off');
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordSecurityEvent(tx, deps.clock, { userId: user.id, kind: 'two_factor_off', origin: actor.origin });
    return ok(await securityChangeAnswer(tx, deps.clock, actor));
  });
}
