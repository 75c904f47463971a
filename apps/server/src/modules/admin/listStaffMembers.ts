import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { hasPermission, type Permission } from './roles.js';
import { staff } from './schema.js';

/** Active staff members, by username; with `permission`, only those whose roles grant it (the support desk's agents). */
export async function listStaffMembers(
  db: DbOrTx,
  options: { permission?: Permission } = {},
): Promise<Array<{ id: bigint; username: string; roles: string[] }>> {
  const rows = await db
    .select({ id: staff.id, username: staff.username, roles: staff.roles })
    .from(staff)
    .where(eq(staff.status, 'active'))
    .orderBy(staff.username);
  const { permission } = options;
  return permission ? rows.filter((row) => hasPermission(row.roles, permission)) : rows;
}

/** Usernames of staff members by id (disabled ones too: their old messages keep their name). */
export async function staffUsernames(db: DbOrTx, ids: readonly bigint[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: staff.id, username: staff.username }).from(staff).where(inArray(staff.id, unique));
  return new Map(rows.map((row) => [String(row.id), row.username]));
}
