import { fail, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staffRoleRequests } from '../schema.js';
import { findStaffMember } from './staffMembers.js';

/** admin/staffRequestSuperAdmin: a pending grant; only another super admin's approval adds the role. */
export async function requestSuperAdmin(db: DbOrTx, clock: Clock, options: { staffId: bigint; requestedBy: bigint }): Promise<Result<{ request: string }>> {
  const member = await findStaffMember(db, options.staffId);
  if (!member) return fail('not_found');
  if (member.roles.includes('super_admin')) return fail('staff_already_super_admin');
  const [request] = await db
    .insert(staffRoleRequests)
    .values({ staffId: member.id, role: 'super_admin', requestedBy: options.requestedBy, requestedAt: clock.now() })
    .onConflictDoNothing()
    .returning({ id: staffRoleRequests.id });
  if (!request) return fail('staff_request_pending');
  return ok({ request: String(request.id) });
}
