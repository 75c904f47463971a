import { fail, ok, type Result } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staff, staffRoleRequests } from '../schema.js';
import { lockStaffRoles } from './staffMembers.js';

/**
 * admin/staffDecideSuperAdmin: a second super admin, never the requester, approves (the role is
 * added now) or rejects a pending grant. The request is decided once.
 */
export async function decideSuperAdmin(
  db: DbOrTx,
  clock: Clock,
  options: { requestId: bigint; decidedBy: bigint; approve: boolean },
): Promise<Result<{ status: 'approved' | 'rejected'; staff_id: string }>> {
  await lockStaffRoles(db);
  const [request] = await db.select().from(staffRoleRequests).where(eq(staffRoleRequests.id, options.requestId));
  if (!request) return fail('not_found');
  if (request.status !== 'pending') return fail('staff_request_decided');
  if (request.requestedBy === options.decidedBy) return fail('staff_request_own');
  const status = options.approve ? 'approved' : 'rejected';
  await db
    .update(staffRoleRequests)
    .set({ status, decidedBy: options.decidedBy, decidedAt: clock.now() })
    .where(and(eq(staffRoleRequests.id, request.id), eq(staffRoleRequests.status, 'pending')));
  if (options.approve) {
    await db
      .update(staff)
      .set({ roles: sql`array_append(array_remove(${staff.roles}, ${request.role}), ${request.role})` })
      .where(eq(staff.id, request.staffId));
  }
  return ok({ status, staff_id: String(request.staffId) });
}
