import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staff } from '../schema.js';
import { findStaffMember, lockStaffRoles } from './staffMembers.js';

/** admin/staffSetRoles: the member's roles other than super_admin, which stays as it is (granted with approval, removed on its own). */
export async function setStaffRoles(
  db: DbOrTx,
  options: { staffId: bigint; roles: readonly string[] },
): Promise<Result<{ roles: string[]; previous: string[] }>> {
  await lockStaffRoles(db);
  const member = await findStaffMember(db, options.staffId);
  if (!member) return fail('not_found');
  const roles = [...(member.roles.includes('super_admin') ? ['super_admin'] : []), ...options.roles.filter((role) => role !== 'super_admin')];
  await db.update(staff).set({ roles }).where(eq(staff.id, member.id));
  return ok({ roles, previous: member.roles });
}
