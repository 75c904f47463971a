import { fail, ok, type Result, WITHDRAW_HOLD_HOURS } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { recoveryCodes, users } from '../schema.js';
import { recordSecurityEvent } from '../security/securityEvents.js';

/**
 * admin/userResetTwoFactor: support removes a user's two-factor (and its recovery codes) once they
 * have checked the holder's identity; which check and the note are in the audit entry written in
 * this same transaction. As after any security change, withdrawals are held for 24 hours and the
 * owner is told (inbox and e-mail).
 */
export async function resetTwoFactor(db: DbOrTx, clock: Clock, options: { userId: bigint }): Promise<Result<{ hold_until: string }>> {
  const [user] = await db.select({ id: users.id, totpSecret: users.totpSecret }).from(users).where(eq(users.id, options.userId)).for('update');
  if (!user) return fail('not_found');
  if (!user.totpSecret) return fail('two_factor_off');
  await db.update(users).set({ totpSecret: null, totpPendingSecret: null }).where(eq(users.id, user.id));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  await recordSecurityEvent(db, clock, { userId: user.id, kind: 'two_factor_reset' });
  return ok({ hold_until: new Date(clock.now().getTime() + WITHDRAW_HOLD_HOURS * 3_600_000).toISOString() });
}
