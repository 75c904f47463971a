import { eq } from 'drizzle-orm';
import { createStaff, requestSuperAdmin } from '../modules/admin/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';
import { staff } from '../platform/db/schema.js';
import { DEMO_ADMIN } from './demoAccounts.js';
import { DEMO_SUPPORT_AGENTS } from './demoSupport.js';

/**
 * The staff desk's demo (README): a second super admin, so that a super-admin grant can be
 * approved by someone other than its requester (olga asked for marco: admin approves or rejects
 * it), and a member who has not signed in yet (nina, one-time password: her first sign-in sets
 * her own password and enrols TOTP).
 */
export const DEMO_SECOND_ADMIN = { username: 'olga', password: 'Admin#2026olga', totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U' } as const;
export const DEMO_NEW_STAFF = { username: 'nina', password: 'Welcome2026nina' } as const;

export async function seedDemoStaff(db: Database, clock: Clock): Promise<void> {
  await createStaff(db, { ...DEMO_SECOND_ADMIN, roles: ['super_admin'] });
  await createStaff(db, { ...DEMO_NEW_STAFF, totpSecret: null, mustChangePassword: true, roles: ['compliance'] });
  const idOf = async (username: string) => (await db.select({ id: staff.id }).from(staff).where(eq(staff.username, username)))[0]?.id;
  const [requester, member, admin] = await Promise.all([idOf(DEMO_SECOND_ADMIN.username), idOf(DEMO_SUPPORT_AGENTS[1].username), idOf(DEMO_ADMIN.username)]);
  if (requester === undefined || member === undefined || admin === undefined) return;
  // Once only: a restart finds the request pending or decided (requestSuperAdmin refuses a second pending one).
  const [existing] = await db.query.staffRoleRequests.findMany({ where: (table, { eq: equals }) => equals(table.staffId, member), limit: 1 });
  if (!existing) await requestSuperAdmin(db, clock, { staffId: member, requestedBy: requester });
}
