import { fail, ok, type Result, type TpasswordState } from '@veritex/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import { hashPassword, verifyPassword } from '../../platform/crypto.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { RequestOrigin } from './ports.js';
import { users } from './schema.js';
import { recordSecurityEvent } from './security/securityEvents.js';
import { tellSecurityChange } from './security/securityNotices.js';

const MAX_FAILURES = 5;
const LOCK_MINUTES = 60;
const SIX_DIGITS = /^\d{6}$/;

/**
 * web/saveTpwd: sets the 6-digit transaction password when none is set, and tells the owner (a
 * security notice; setting one is not a change that holds withdrawals).
 */
export async function setTransactionPassword(
  db: DbOrTx,
  clock: Clock,
  options: { userId: bigint; tpwd: string; tpwd2: string; origin?: RequestOrigin },
): Promise<Result<true>> {
  if (!SIX_DIGITS.test(options.tpwd)) return fail('tpwd_format', { field: 'tpwd' });
  if (options.tpwd !== options.tpwd2) return fail('tpwd_differ', { field: 'tpwd2' });
  const hash = await hashPassword(options.tpwd);
  return db.transaction(async (tx) => {
    // Only where none is set, in one statement: changing one needs the old one (changeTransactionPassword).
    const updated = await tx
      .update(users)
      .set({ transactionPasswordHash: hash, transactionPasswordFailures: 0, transactionPasswordLockedUntil: null })
      .where(and(eq(users.id, options.userId), isNull(users.transactionPasswordHash)))
      .returning({ id: users.id });
    if (updated.length !== 1) return fail('tpwd_already_set');
    await tellSecurityChange(tx, clock, { userId: options.userId, kind: 'tpwd_set', origin: options.origin, dedupeKey: `tpwd_set:${clock.now().getTime()}` });
    return ok(true);
  });
}

/**
 * Checks the transaction password: five wrong tries lock it for an hour. Used by every
 * action that moves funds out, and by changing it.
 */
export async function checkTransactionPassword(db: DbOrTx, clock: Clock, options: { userId: bigint; tpwd: string }): Promise<Result<true>> {
  const user = await db.query.users.findFirst({ where: eq(users.id, options.userId) });
  if (!user?.transactionPasswordHash) return fail('tpwd_required', { field: 'tpwd' });
  if (!SIX_DIGITS.test(options.tpwd)) return fail('tpwd_format', { field: 'tpwd' });
  const now = clock.now();
  if (user.transactionPasswordLockedUntil && user.transactionPasswordLockedUntil > now) {
    return fail('tpwd_locked', { field: 'tpwd', minutes: Math.ceil((user.transactionPasswordLockedUntil.getTime() - now.getTime()) / 60_000) });
  }
  if (await verifyPassword(user.transactionPasswordHash, options.tpwd)) {
    if (user.transactionPasswordFailures > 0) await db.update(users).set({ transactionPasswordFailures: 0 }).where(eq(users.id, user.id));
    return ok(true);
  }
  const failures = user.transactionPasswordFailures + 1;
  const locked = failures >= MAX_FAILURES;
  await db
    .update(users)
    .set({
      transactionPasswordFailures: locked ? 0 : failures,
      transactionPasswordLockedUntil: locked ? new Date(now.getTime() + LOCK_MINUTES * 60_000) : null,
    })
    .where(eq(users.id, user.id));
  return locked ? fail('tpwd_locked', { field: 'tpwd', minutes: LOCK_MINUTES }) : fail('tpwd_wrong', { field: 'tpwd', attempts_left: MAX_FAILURES - failures });
}

/**
 * web/updateTpassword: the old one must be right (and is rate-limited like any check). A
 * change (not the first setting) holds withdrawals for 24 hours (spec §9).
 */
export async function changeTransactionPassword(
  db: DbOrTx,
  clock: Clock,
  options: { userId: bigint; oldTpwd: string; tpwd: string; tpwd2: string; origin?: RequestOrigin },
): Promise<Result<true>> {
  const checked = await checkTransactionPassword(db, clock, { userId: options.userId, tpwd: options.oldTpwd });
  if (!checked.ok) return fail(checked.error, { ...checked.data, field: 'old_tpwd' });
  if (!SIX_DIGITS.test(options.tpwd)) return fail('tpwd_format', { field: 'tpwd' });
  if (options.tpwd !== options.tpwd2) return fail('tpwd_differ', { field: 'tpwd2' });
  const hash = await hashPassword(options.tpwd);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ transactionPasswordHash: hash }).where(eq(users.id, options.userId));
    await recordSecurityEvent(tx, clock, { userId: options.userId, kind: 'tpwd_change', origin: options.origin });
  });
  return ok(true);
}

/** web/hasTpassword: whether a transaction password is set, and until when wrong tries locked it. */
export async function transactionPasswordState(db: DbOrTx, userId: bigint): Promise<TpasswordState> {
  const user = await db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { transactionPasswordHash: true, transactionPasswordLockedUntil: true },
  });
  return { set: user?.transactionPasswordHash ? 1 : 0, locked_until: user?.transactionPasswordLockedUntil?.toISOString() ?? null };
}
