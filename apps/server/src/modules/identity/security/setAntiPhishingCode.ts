import { fail, ok, type Result, type SecurityChangeAnswer } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { IdentityDeps } from '../ports.js';
import { users } from '../schema.js';
import { findUserById } from '../users.js';
import { requireSecondFactor } from './secondFactor.js';
import { type SecurityActor, securityChangeAnswer } from './securityChangeAnswer.js';
import { recordSecurityEvent } from './securityEvents.js';

/** web/setAntiPhishing: the code the user chose, printed in every e-mail the platform sends them. */
export async function setAntiPhishingCode(
  deps: IdentityDeps,
  options: { actor: SecurityActor; input: { code: string; totp?: string } },
): Promise<Result<SecurityChangeAnswer>> {
  const { actor, input } = options;
  const user = await findUserById(deps.db, actor.userId);
  if (!user) return fail('login_required');
  return deps.db.transaction(async (tx) => {
    const second = await requireSecondFactor(tx, deps.clock, { user, code: input.totp });
    if (!second.ok) return second;
    await tx.update(users).set({ antiPhishingCode: input.code }).where(eq(users.id, user.id));
    await recordSecurityEvent(tx, deps.clock, { userId: user.id, kind: 'anti_phishing', origin: actor.origin });
    return ok(await securityChangeAnswer(tx, deps.clock, actor));
  });
}
