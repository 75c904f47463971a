import { fail, ok, type Result } from '@veritex/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import type { Clock } from '../../platform/clock.js';
import { dummyPasswordHash, newToken, sha256, verifyPassword } from '../../platform/crypto.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { staff, staffSessions } from './schema.js';

const STAFF_SESSION_HOURS = 12;
const MAX_FAILURES = 5;
const LOCK_MINUTES = 30;
const SETUP_MINUTES = 15;
const TOTP_ISSUER = 'Veritex staff';

export interface StaffIdentity {
  id: bigint;
  username: string;
  roles: string[];
}

export interface StaffSession {
  token: string;
  staff: StaffIdentity;
}

/** What a right password gets a member who must still set their own password or enrol TOTP: a setup step, no session. */
export interface StaffSetupStep {
  setup: {
    token: string;
    username: string;
    needs_password: boolean;
    needs_totp: boolean;
    totp_secret: string | null;
    otpauth_url: string | null;
    expires_at: string;
  };
}

/**
 * Staff sign in with password and the current TOTP code. A code is accepted once: the last
 * used time step advances only where it is older than this code's step, in one statement, so
 * of several sign-ins sent at once with one code only the one that advances it gets a session.
 * Five failures (a replayed code among them) lock the staff account for half an hour. A member
 * with a one-time password or without TOTP gets, for the right password, the setup step instead.
 * `memberId` names the member the attempt was for (recorded in their sign-ins).
 */
export async function loginStaff(
  db: DbOrTx,
  clock: Clock,
  input: { username: string; password: string; totp: string },
): Promise<{ memberId: bigint | undefined; result: Result<StaffSession | StaffSetupStep> }> {
  const member = await db.query.staff.findFirst({ where: eq(staff.username, input.username.toLowerCase()) });
  const totpGiven = input.totp !== '';
  if (!member) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    return { memberId: undefined, result: totpGiven ? fail('staff_login_failed') : fail('totp_required', { field: 'totp' }) };
  }
  const attempt = (result: Result<StaffSession | StaffSetupStep>) => ({ memberId: member.id, result });
  const now = clock.now();
  if (member.status !== 'active' || (member.lockedUntil && member.lockedUntil > now)) return attempt(fail('staff_login_failed'));
  const passwordOk = await verifyPassword(member.passwordHash, input.password);
  const setupPending = member.mustChangePassword || member.totpSecret === null;
  if (setupPending && passwordOk) return attempt(ok(await openStaffSetup(db, clock, member)));
  if (!passwordOk) await countStaffFailure(db, now, member.id);
  // An empty code is what the form's own check used to refuse: the same answer, whatever the password.
  if (!totpGiven) return attempt(fail('totp_required', { field: 'totp' }));
  if (!passwordOk || member.totpSecret === null) return attempt(fail('staff_login_failed'));
  const step = await totpStep(member.totpSecret, input.totp, now);
  if (step === undefined || step <= member.lastTotpStep) {
    await countStaffFailure(db, now, member.id);
    return attempt(fail('totp_wrong'));
  }
  const advanced = await db
    .update(staff)
    .set({ failedLoginCount: 0, lockedUntil: null, lastTotpStep: step })
    .where(and(eq(staff.id, member.id), lt(staff.lastTotpStep, step)))
    .returning({ id: staff.id });
  if (advanced.length === 0) {
    // Another sign-in spent this code between our read and this write.
    await countStaffFailure(db, now, member.id);
    return attempt(fail('totp_wrong'));
  }
  const token = await openStaffSession(db, now, member.id);
  return attempt(ok({ token, staff: { id: member.id, username: member.username, roles: member.roles } }));
}

/** The time step of a valid code for `secret` (one step of tolerance either way), or undefined. */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | undefined> {
  const totp = await verifyTotp({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: 30 });
  return totp.valid && 'timeStep' in totp ? totp.timeStep : undefined;
}

/** A new staff session; the token is answered once and stored only as a hash. */
export async function openStaffSession(db: DbOrTx, now: Date, staffId: bigint): Promise<string> {
  const token = newToken();
  await db
    .insert(staffSessions)
    .values({ staffId, tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000) });
  return token;
}

/** Opens (or replaces) the member's setup step: a token for 15 minutes and, when they must enrol, a new TOTP secret kept pending. */
async function openStaffSetup(
  db: DbOrTx,
  clock: Clock,
  member: { id: bigint; username: string; mustChangePassword: boolean; totpSecret: string | null },
): Promise<StaffSetupStep> {
  const token = newToken();
  const needsTotp = member.totpSecret === null;
  const secret = needsTotp ? generateSecret() : null;
  const expiresAt = new Date(clock.now().getTime() + SETUP_MINUTES * 60_000);
  await db
    .update(staff)
    .set({ setupTokenHash: sha256(token), setupExpiresAt: expiresAt, pendingTotpSecret: secret })
    .where(eq(staff.id, member.id));
  return {
    setup: {
      token,
      username: member.username,
      needs_password: member.mustChangePassword,
      needs_totp: needsTotp,
      totp_secret: secret,
      otpauth_url: secret ? generateURI({ issuer: TOTP_ISSUER, label: member.username, secret }) : null,
      expires_at: expiresAt.toISOString(),
    },
  };
}

export async function countStaffFailure(db: DbOrTx, now: Date, staffId: bigint): Promise<void> {
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
