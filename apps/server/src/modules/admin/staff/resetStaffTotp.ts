import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staff } from '../schema.js';
import { endStaffSessions, findStaffMember } from './staffMembers.js';

/** admin/staffResetTotp: the enrolment is cleared (the member enrols again at next sign-in) and their sessions end now. */
export async function resetStaffTotp(db: DbOrTx, clock: Clock, options: { staffId: bigint }): Promise<Result<Record<string, never>>> {
  const member = await findStaffMember(db, options.staffId);
  if (!member) return fail('not_found');
  await db.update(staff).set({ totpSecret: null, pendingTotpSecret: null, setupTokenHash: null, setupExpiresAt: null }).where(eq(staff.id, member.id));
  await endStaffSessions(db, clock, member.id);
  return ok({});
}
