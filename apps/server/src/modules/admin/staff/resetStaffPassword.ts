import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import { hashPassword } from '../../../platform/crypto.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staff } from '../schema.js';
import { endStaffSessions, findStaffMember, oneTimePassword } from './staffMembers.js';

/** admin/staffResetPassword: a new one-time password (answered once); the member sets their own at next sign-in, their sessions end now. */
export async function resetStaffPassword(
  db: DbOrTx,
  clock: Clock,
  options: { staffId: bigint },
): Promise<Result<{ id: string; username: string; initial_password: string }>> {
  const member = await findStaffMember(db, options.staffId);
  if (!member) return fail('not_found');
  const initialPassword = oneTimePassword();
  await db
    .update(staff)
    .set({
      passwordHash: await hashPassword(initialPassword),
      mustChangePassword: true,
      setupTokenHash: null,
      setupExpiresAt: null,
      failedLoginCount: 0,
      lockedUntil: null,
    })
    .where(eq(staff.id, member.id));
  await endStaffSessions(db, clock, member.id);
  return ok({ id: String(member.id), username: member.username, initial_password: initialPassword });
}
