import { fail, ok, type Result, type StaffRole } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import { hashPassword } from '../../../platform/crypto.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staff } from '../schema.js';
import { requestSuperAdmin } from './requestSuperAdmin.js';
import { oneTimePassword } from './staffMembers.js';

/**
 * admin/staffCreate: a member with a one-time password (answered once, to the creator) and no
 * TOTP yet: at first sign-in they set their own password and enrol. `super_admin` among the
 * roles is not given: it opens a grant that another super admin must approve.
 */
export async function addStaffMember(
  db: DbOrTx,
  clock: Clock,
  options: { username: string; displayName: string; roles: StaffRole[]; createdBy: bigint },
): Promise<Result<{ id: string; username: string; initial_password: string; super_admin_requested: boolean }>> {
  const initialPassword = oneTimePassword();
  const [created] = await db
    .insert(staff)
    .values({
      username: options.username,
      displayName: options.displayName,
      passwordHash: await hashPassword(initialPassword),
      mustChangePassword: true,
      totpSecret: null,
      roles: options.roles.filter((role) => role !== 'super_admin'),
    })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  if (!created) return fail('staff_username_taken', { field: 'username' });
  const superAdminRequested = options.roles.includes('super_admin');
  if (superAdminRequested) {
    const requested = await requestSuperAdmin(db, clock, { staffId: created.id, requestedBy: options.createdBy });
    if (!requested.ok) return requested;
  }
  return ok({ id: String(created.id), username: options.username, initial_password: initialPassword, super_admin_requested: superAdminRequested });
}
