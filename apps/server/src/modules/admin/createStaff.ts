import { hashPassword } from '../../platform/crypto.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { StaffRole } from './roles.js';
import { staff } from './schema.js';

/**
 * Creates a staff member if the username is free (seed and tests; the console uses addStaffMember);
 * returns whether one was created. `totpSecret: null` with `mustChangePassword` is a member who
 * has not signed in yet: the first sign-in sets their password and enrols TOTP.
 */
export async function createStaff(
  db: DbOrTx,
  options: { username: string; password: string; totpSecret: string | null; roles: StaffRole[]; mustChangePassword?: boolean },
): Promise<boolean> {
  const inserted = await db
    .insert(staff)
    .values({
      username: options.username.toLowerCase(),
      passwordHash: await hashPassword(options.password),
      totpSecret: options.totpSecret,
      roles: options.roles,
      mustChangePassword: options.mustChangePassword ?? false,
    })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  return inserted.length === 1;
}
