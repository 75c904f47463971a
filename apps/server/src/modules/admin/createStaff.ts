import { hashPassword } from '../../platform/crypto.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { StaffRole } from './roles.js';
import { staff } from './schema.js';

/** Creates a staff member if the username is free; returns whether one was created. */
export async function createStaff(db: DbOrTx, options: { username: string; password: string; totpSecret: string; roles: StaffRole[] }): Promise<boolean> {
  const inserted = await db
    .insert(staff)
    .values({
      username: options.username.toLowerCase(),
      passwordHash: await hashPassword(options.password),
      totpSecret: options.totpSecret,
      roles: options.roles,
    })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  return inserted.length === 1;
}
