import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staff } from '../schema.js';
import { findStaffMember, lockStaffRoles, otherActiveSuperAdminExists } from './staffMembers.js';

/** admin/staffRevokeSuperAdmin: removes the role at once, except from the last active super admin. */
export async function revokeSuperAdmin(db: DbOrTx, options: { staffId: bigint }): Promise<Result<{ roles: string[] }>> {
  await lockStaffRoles(db);
  const member = await findStaffMember(db, options.staffId);
  if (!member) return fail('not_found');
  if (!member.roles.includes('super_admin')) return ok({ roles: member.roles });
  if (member.status === 'active' && !(await otherActiveSuperAdminExists(db, member.id))) return fail('staff_last_super_admin');
  const roles = member.roles.filter((role) => role !== 'super_admin');
  await db.update(staff).set({ roles }).where(eq(staff.id, member.id));
  return ok({ roles });
}
