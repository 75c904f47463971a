import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staff, staffSessions } from '../schema.js';

export type StaffRow = typeof staff.$inferSelect;

/**
 * Role and status changes of staff take this lock in their transaction: two super admins
 * disabling each other at once cannot both pass the "another active super admin" check.
 */
export async function lockStaffRoles(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('staff_roles'))`);
}

export async function findStaffMember(db: DbOrTx, id: bigint): Promise<StaffRow | undefined> {
  return db.query.staff.findFirst({ where: eq(staff.id, id) });
}

/** Whether an active super admin other than `staffId` remains. */
export async function otherActiveSuperAdminExists(db: DbOrTx, staffId: bigint): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(ne(staff.id, staffId), eq(staff.status, 'active'), sql`'super_admin' = any(${staff.roles})`))
    .limit(1);
  return row !== undefined;
}

/** Ends every live session of the member at once (their next call answers "sign in"). */
export async function endStaffSessions(db: DbOrTx, clock: Clock, staffId: bigint): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** A one-time password: 16 characters from an alphabet without look-alikes, always with letters and digits. */
export function oneTimePassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const alphabet = letters + digits;
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length] ?? 'x');
  // Positions 0 and 1 are forced to a letter and a digit, so the site's password rule always holds.
  chars[0] = letters[(bytes[0] ?? 0) % letters.length] ?? 'a';
  chars[1] = digits[(bytes[1] ?? 0) % digits.length] ?? '2';
  return chars.join('');
}
