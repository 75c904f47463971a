import { fail, ok, type Result } from '@veritex/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import { hashPassword, sha256, verifyPassword } from '../../../platform/crypto.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import type { RequestOrigin } from '../../identity/index.js';
import { appendAudit } from '../appendAudit.js';
import { staff } from '../schema.js';
import { countStaffFailure, openStaffSession, totpStep } from '../staffAuth.js';
import { toStaffView } from '../staffView.js';
import { recordStaffSignIn } from './recordStaffSignIn.js';
import { checkStaffAddress } from './staffAddresses.js';

type SetupMember = typeof staff.$inferSelect;

/**
 * admin/completeStaffSetup: the setup step of admin/login, finished. The member sets their own
 * password (when theirs is a one-time one) and proves TOTP with a code: from the new secret when
 * enrolling, from their enrolled one otherwise. Password, enrolment, the session and the audit
 * entry commit together; the step's token is spent by it.
 */
export async function completeStaffSetup(
  db: DbOrTx,
  clock: Clock,
  input: { setupToken: string; newPassword: string; totp: string; origin: RequestOrigin },
): Promise<Result<{ token: string; staff: ReturnType<typeof toStaffView> }>> {
  const address = await checkStaffAddress(db, input.origin.ip);
  if (!address.ok) return address;
  const now = clock.now();
  const tokenHash = sha256(input.setupToken);
  const member = await db.query.staff.findFirst({
    where: and(eq(staff.setupTokenHash, tokenHash), gt(staff.setupExpiresAt, now), eq(staff.status, 'active')),
  });
  if (!member) return fail('staff_setup_expired');
  const refused = await refusedPassword(member, input.newPassword);
  if (refused) return refused;
  const secret = member.totpSecret ?? member.pendingTotpSecret;
  const step = secret ? await totpStep(secret, input.totp, now) : undefined;
  if (!secret || step === undefined || step <= member.lastTotpStep) {
    await countStaffFailure(db, now, member.id);
    await recordStaffSignIn(db, clock, { staffId: member.id, ip: input.origin.ip, userAgent: input.origin.userAgent, outcome: 'totp_wrong' });
    return fail('totp_wrong', { field: 'totp' });
  }
  const passwordHash = member.mustChangePassword ? await hashPassword(input.newPassword) : member.passwordHash;
  return db.transaction(async (tx) => {
    const done = await tx
      .update(staff)
      .set({
        passwordHash,
        mustChangePassword: false,
        totpSecret: secret,
        pendingTotpSecret: null,
        setupTokenHash: null,
        setupExpiresAt: null,
        lastTotpStep: step,
        failedLoginCount: 0,
        lockedUntil: null,
      })
      .where(and(eq(staff.id, member.id), eq(staff.setupTokenHash, tokenHash)))
      .returning({ id: staff.id });
    if (done.length !== 1) return fail('staff_setup_expired');
    const token = await openStaffSession(tx, now, member.id);
    await recordStaffSignIn(tx, clock, { staffId: member.id, ip: input.origin.ip, userAgent: input.origin.userAgent, outcome: 'ok' });
    await appendAudit(tx, clock, {
      staffId: member.id,
      staffUsername: member.username,
      action: 'staff.setup',
      target: `staff:${member.id}`,
      details: { password_set: member.mustChangePassword, totp_enrolled: member.totpSecret === null },
      ip: input.origin.ip,
    });
    return ok({ token, staff: toStaffView({ id: member.id, username: member.username, roles: member.roles }) });
  });
}

/** A one-time password must be replaced, and not by itself. */
async function refusedPassword(member: SetupMember, newPassword: string): Promise<Result<never> | undefined> {
  if (!member.mustChangePassword) return undefined;
  if (newPassword === '') return fail('password_empty', { field: 'new_password' });
  if (await verifyPassword(member.passwordHash, newPassword)) return fail('staff_password_reused', { field: 'new_password' });
  return undefined;
}
