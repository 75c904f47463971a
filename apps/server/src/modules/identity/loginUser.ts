import { fail, type LoginInput, normalizeAccount, ok, type Result } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import { dummyPasswordHash, verifyPassword } from '../../platform/crypto.js';
import { readSettings } from '../settings/index.js';
import type { IdentityDeps, RequestOrigin } from './ports.js';
import { users } from './schema.js';
import { createSession } from './sessions.js';
import { findUserByAccount, type SessionView, toSessionView } from './users.js';

/**
 * web/userLogin. After `login_max_failures` wrong passwords in a row the account pauses
 * for `login_lock_minutes`, whoever is guessing; the per-IP rate limit covers the rest.
 */
export async function loginUser(
  deps: IdentityDeps,
  options: { input: LoginInput; origin: RequestOrigin },
): Promise<Result<{ token: string; user: SessionView }>> {
  const account = normalizeAccount(options.input.account, options.input.area_code);
  if (!account.ok) return fail(account.error, { field: 'account' });
  const settings = await readSettings(deps.db);
  const user = await findUserByAccount(deps.db, account.value);
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), options.input.password);
    return fail('login_failed');
  }
  const now = deps.clock.now();
  if (user.lockedUntil && user.lockedUntil > now) return fail('login_throttled', { minutes: minutesUntil(user.lockedUntil, now) });
  if (!(await verifyPassword(user.passwordHash, options.input.password))) {
    return recordFailure(deps, user.id, settings.login_max_failures, settings.login_lock_minutes);
  }
  if (user.status !== 'active') return fail('account_disabled');
  await deps.db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
  const token = await createSession(deps.db, deps.clock, { userId: user.id, ttlDays: settings.session_ttl_days, origin: options.origin });
  return ok({ token, user: toSessionView(user) });
}

async function recordFailure(deps: IdentityDeps, userId: bigint, maxFailures: number, lockMinutes: number): Promise<Result<never>> {
  const now = deps.clock.now();
  // One atomic statement: concurrent wrong guesses are all counted.
  const [after] = await deps.db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${users.failedLoginCount} + 1 >= ${maxFailures} then 0 else ${users.failedLoginCount} + 1 end`,
      lockedUntil: sql`case when ${users.failedLoginCount} + 1 >= ${maxFailures} then ${new Date(now.getTime() + lockMinutes * 60_000).toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  if (after?.lockedUntil && after.lockedUntil > now) return fail('login_throttled', { minutes: minutesUntil(after.lockedUntil, now) });
  return fail('login_failed');
}

function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}
