import { fail, ok, type Result, type SecurityChangeAnswer } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../../platform/crypto.js';
import type { IdentityDeps } from '../ports.js';
import { users } from '../schema.js';
import { findUserById } from '../users.js';
import { requireSecondFactor } from './secondFactor.js';
import { type SecurityActor, securityChangeAnswer } from './securityChangeAnswer.js';
import { recordSecurityEvent } from './securityEvents.js';

/** Answers are typed from memory: case and spacing must not decide whether one matches. */
export function normalizeSecurityAnswer(answer: string): string {
  return answer.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * web/setSecQuestion (spec §3: ids 1–3). The answer is kept only as an argon2id hash of its
 * normalised form; replacing a question already set needs the login password.
 */
export async function setSecurityQuestion(
  deps: IdentityDeps,
  options: { actor: SecurityActor; input: { question_id: number; answer: string; password?: string; totp?: string } },
): Promise<Result<SecurityChangeAnswer>> {
  const { actor, input } = options;
  const user = await findUserById(deps.db, actor.userId);
  if (!user) return fail('login_required');
  if (user.securityAnswerHash) {
    if (!input.password) return fail('password_empty', { field: 'password' });
    if (!(await verifyPassword(user.passwordHash, input.password))) return fail('password_wrong', { field: 'password' });
  }
  const answerHash = await hashPassword(normalizeSecurityAnswer(input.answer));
  return deps.db.transaction(async (tx) => {
    const second = await requireSecondFactor(tx, deps.clock, { user, code: input.totp });
    if (!second.ok) return second;
    await tx.update(users).set({ securityQuestionId: input.question_id, securityAnswerHash: answerHash }).where(eq(users.id, user.id));
    await recordSecurityEvent(tx, deps.clock, { userId: user.id, kind: 'question', origin: actor.origin });
    return ok(await securityChangeAnswer(tx, deps.clock, actor));
  });
}
