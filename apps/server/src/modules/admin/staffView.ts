import type { StaffIdentity } from './staffAuth.js';

/** A staff member as the console sees them (admin/me, admin/login). */
export function toStaffView(member: StaffIdentity): { id: string; username: string; roles: string[] } {
  return { id: String(member.id), username: member.username, roles: member.roles };
}
