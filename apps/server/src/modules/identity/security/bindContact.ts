import { fail, ok, type Result, type SecurityChangeAnswer } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../../platform/crypto.js';
import { readSettings } from '../../settings/index.js';
import { verifyCode } from '../codes.js';
import type { IdentityDeps } from '../ports.js';
import { users } from '../schema.js';
import { findUserByAccount, findUserById } from '../users.js';
import { requireSecondFactor } from './secondFactor.js';
import { type SecurityActor, securityChangeAnswer } from './securityChangeAnswer.js';
import { recordSecurityEvent } from './securityEvents.js';
import { type ContactInput, contactOf } from './sendBindCode.js';
import { isUniqueViolation } from './uniqueViolation.js';

/**
 * web/bindemail and web/bindPhone: binds the e-mail or phone that received the `bind` code.
 * Replacing one already bound needs the login password; with two-factor on, a second factor
 * too. The unique index has the last word when two accounts race for the same address.
 */
export async function bindContact(
  deps: IdentityDeps,
  options: { actor: SecurityActor; input: ContactInput & { code: string; password?: string; totp?: string } },
): Promise<Result<SecurityChangeAnswer>> {
  const { actor, input } = options;
  const account = contactOf(input);
  if (!account.ok) return account;
  const kind = account.value.kind;
  const field = kind === 'email' ? 'email' : 'phone';
  const user = await findUserById(deps.db, actor.userId);
  if (!user) return fail('login_required');
  const current = kind === 'email' ? user.email : user.phone;
  if (current === account.value.value) return fail('same_as_current', { field });
  if (await findUserByAccount(deps.db, account.value)) return fail('account_exists', { field });
  if (current) {
    if (!input.password) return fail('password_empty', { field: 'password' });
    if (!(await verifyPassword(user.passwordHash, input.password))) return fail('password_wrong', { field: 'password' });
  }
  const settings = await readSettings(deps.db);
  const target = { destination: account.value.value, purpose: 'bind' as const, code: input.code };
  // Checked first without spending it (wrong tries still count), so a refused second factor leaves it usable.
  const code = await verifyCode(deps.db, deps.clock, settings, { ...target, consume: false });
  if (!code.ok) return fail(code.error, { field: 'code' });

  try {
    return await deps.db.transaction(async (tx) => {
      const second = await requireSecondFactor(tx, deps.clock, { user, code: input.totp });
      if (!second.ok) return second;
      const spent = await verifyCode(tx, deps.clock, settings, { ...target, consume: true });
      if (!spent.ok) return fail(spent.error, { field: 'code' });
      await tx
        .update(users)
        .set(kind === 'email' ? { email: account.value.value } : { phone: account.value.value })
        .where(eq(users.id, user.id));
      await recordSecurityEvent(tx, deps.clock, { userId: user.id, kind, origin: actor.origin });
      return ok(await securityChangeAnswer(tx, deps.clock, actor));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return fail('account_exists', { field });
    throw error;
  }
}
