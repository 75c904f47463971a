import { STAFF_ROLES, type StaffRole } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import { createStaff } from '../modules/admin/index.js';
import { createSession } from '../modules/identity/index.js';
import { newToken, sha256 } from '../platform/crypto.js';
import { staff, staffSessions, users } from '../platform/db/schema.js';
import type { TestApp } from './testApp.js';

/**
 * Sessions for tests that call every call as every kind of caller (the contract fuzz test, the
 * access matrix): minted straight into the database, since signing in through the API spends
 * one-time codes and rate limits that these tests are not about.
 */

const ORIGIN = { ip: '127.0.0.1', userAgent: 'vitest' };

/** A new session token of an existing user (by e-mail). */
export async function userToken(t: TestApp, email: string): Promise<string> {
  const [user] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return createSession(t.services.db, t.services.clock, { userId: user.id, ttlDays: 7, origin: ORIGIN });
}

/** A new staff session of a staff member holding exactly `role` (created on first use). */
export async function staffToken(t: TestApp, role: StaffRole): Promise<string> {
  const username = `matrix_${role}`;
  const memberId = async () => (await t.services.db.select({ id: staff.id }).from(staff).where(eq(staff.username, username)))[0]?.id;
  // Hashing the password costs tens of milliseconds: only the first session of a role pays it.
  let staffId = await memberId();
  if (staffId === undefined) {
    await createStaff(t.services.db, { username, password: 'Staff#2026matrix', totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', roles: [role] });
    staffId = await memberId();
  }
  if (staffId === undefined) throw new Error(`staff ${username} missing`);
  const token = newToken();
  const now = t.services.clock.now();
  await t.services.db.insert(staffSessions).values({ staffId, tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
  return token;
}

export const EVERY_STAFF_ROLE: readonly StaffRole[] = STAFF_ROLES;
