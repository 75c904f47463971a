import { fail, ok, type Result } from '@veritex/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { verify as verifyTotp } from 'otplib';
import type { Clock } from '../../platform/clock.js';
import { dummyPasswordHash, newToken, sha256, verifyPassword } from '../../platform/crypto.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { staff, staffSessions } from './schema.js';

const STAFF_SESSION_HOURS = 12;
const MAX_FAILURES = 5;
const LOCK_MINUTES = 30;

export interface StaffIdentity {
  id: bigint;
  username: string;
  roles: string[];
}

/**
 * Staff sign in with password and the current TOTP code. A code is accepted once: the last
 * used time step advances only where it is older than this code's step, in one statement, so
 * of several sign-ins sent at once with one code only the one that advances it gets a session.
 * Five failures (a replayed code among them) lock the staff account for half an hour.
 */
export async function loginStaff(
  db: DbOrTx,
  clock: Clock,
  input: { username: string; password: string; totp: string },
): Promise<Result<{ token: string; staff: StaffIdentity }>> {
  const member = await db.query.staff.findFirst({ where: eq(staff.username, input.username.toLowerCase()) });
  if (!member) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    return fail('staff_login_failed');
  }
  const now = clock.now();
  if (member.status !== 'active' || (member.lockedUntil && member.lockedUntil > now)) return fail('staff_login_failed');
  const passwordOk = await verifyPassword(member.passwordHash, input.password);
  const totp = await verifyTotp({ secret: member.totpSecret, token: input.totp, epoch: Math.floor(now.getTime() / 1000), epochTolerance: 30 });
  const step = totp.valid && 'timeStep' in totp ? totp.timeStep : undefined;
  if (!passwordOk || step === undefined || step <= member.lastTotpStep) {
    await countStaffFailure(db, now, member.id);
    return fail(passwordOk ? 'totp_wrong' : 'staff_login_failed');
  }
  const advanced = await db
    .update(staff)
    .set({ failedLoginCount: 0, lockedUntil: null, lastTotpStep: step })
    .where(and(eq(staff.id, member.id), lt(staff.lastTotpStep, step)))
    .returning({ id: staff.id });
  if (advanced.length === 0) {
    // Another sign-in spent this code between our read and this write.
    await countStaffFailure(db, now, member.id);
    return fail('totp_wrong');
  }
  const token = newToken();
  await db
    .insert(staffSessions)
    .values({ staffId: member.id, tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000) });
  return ok({ token, staff: { id: member.id, username: member.username, roles: member.roles } });
}

async function countStaffFailure(db: DbOrTx, now: Date, staffId: bigint): Promise<void> {
  await db
    .update(staff)
    .set({
      failedLoginCount: sql`${staff.failedLoginCount} + 1`,
      lockedUntil: sql`case when ${staff.failedLoginCount} + 1 >= ${MAX_FAILURES} then ${new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString()}::timestamptz else null end`,
    })
    .where(eq(staff.id, staffId));
}

export async function resolveStaffSession(db: DbOrTx, clock: Clock, token: string): Promise<(StaffIdentity & { sessionId: bigint }) | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({ sessionId: staffSessions.id, id: staff.id, username: staff.username, roles: staff.roles, status: staff.status })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, clock.now())));
  if (row?.status !== 'active') return undefined;
  return { sessionId: row.sessionId, id: row.id, username: row.username, roles: row.roles };
}
