export const STAFF_ROLES = ['super_admin', 'compliance', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role may do; super_admin may do everything. Checked on the server for every admin call. */
export const PERMISSIONS = {
  'users.read': ['compliance', 'finance', 'support'],
  'users.status': ['compliance'],
  'outbox.read': ['support'],
  'audit.read': ['compliance'],
  'settings.read': ['content', 'compliance'],
  'settings.write': [],
  'staff.self': ['compliance', 'finance', 'support', 'content'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  if (roles.includes('super_admin')) return true;
  const allowed: readonly string[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}
