import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staff } from '../schema.js';
import { endStaffSessions, findStaffMember, lockStaffRoles, otherActiveSuperAdminExists } from './staffMembers.js';

/**
 * admin/staffSetStatus: disabling ends the member's sessions in the same transaction (their next
 * call is refused). Nobody disables themselves, and the last active super admin stays.
 */
export async function setStaffStatus(
  db: DbOrTx,
  clock: Clock,
  options: { staffId: bigint; status: 'active' | 'disabled'; actorId: bigint },
): Promise<Result<{ previous: 'active' | 'disabled' }>> {
  await lockStaffRoles(db);
  const member = await findStaffMember(db, options.staffId);
  if (!member) return fail('not_found');
  if (options.status === 'disabled') {
    if (member.id === options.actorId) return fail('staff_self_action');
    if (member.roles.includes('super_admin') && member.status === 'active' && !(await otherActiveSuperAdminExists(db, member.id))) {
      return fail('staff_last_super_admin');
    }
    await endStaffSessions(db, clock, member.id);
  }
  await db.update(staff).set({ status: options.status, failedLoginCount: 0, lockedUntil: null }).where(eq(staff.id, member.id));
  return ok({ previous: member.status });
}
