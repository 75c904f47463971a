import { fail, ok, type Result, type SecurityChangeAnswer } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../../platform/crypto.js';
import type { IdentityDeps } from '../ports.js';
import { users } from '../schema.js';
import { findUserById } from '../users.js';
import { requireSecondFactor } from './secondFactor.js';
import { type SecurityActor, securityChangeAnswer } from './securityChangeAnswer.js';
import { recordSecurityEvent } from './securityEvents.js';

/**
 * web/changePassword: a new login password, knowing the current one (and a second factor
 * when two-factor is on). Other sessions stay: the answer counts them and the page offers
 * to end them. Withdrawals are held for 24 hours from here.
 */
export async function changePassword(
  deps: IdentityDeps,
  options: { actor: SecurityActor; input: { old_password: string; password: string; totp?: string } },
): Promise<Result<SecurityChangeAnswer>> {
  const { actor, input } = options;
  const user = await findUserById(deps.db, actor.userId);
  if (!user) return fail('login_required');
  if (!(await verifyPassword(user.passwordHash, input.old_password))) return fail('password_wrong', { field: 'old_password' });
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const second = await requireSecondFactor(tx, deps.clock, { user, code: input.totp });
    if (!second.ok) return second;
    await tx.update(users).set({ passwordHash, failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
    await recordSecurityEvent(tx, deps.clock, { userId: user.id, kind: 'password', origin: actor.origin });
    return ok(await securityChangeAnswer(tx, deps.clock, actor));
  });
}
