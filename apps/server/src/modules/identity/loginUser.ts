import { fail, type LoginInput, normalizeAccount, ok, type Result, type SignInOrChallenge } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import { dummyPasswordHash, verifyPassword } from '../../platform/crypto.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { readSettings } from '../settings/index.js';
import type { IdentityDeps, RequestOrigin } from './ports.js';
import { users } from './schema.js';
import { sessionOrChallenge } from './security/loginChallenge.js';
import { findUserByAccount } from './users.js';

/**
 * web/userLogin. After `login_max_failures` wrong passwords in a row the account pauses
 * for `login_lock_minutes`, whoever is guessing; the per-IP rate limit covers the rest.
 * With two-factor on, a right password answers a challenge for web/userLogin2fa instead of
 * a session, and the failure count is cleared only when that second step succeeds, so wrong
 * second-factor codes count towards the pause too.
 */
export async function loginUser(deps: IdentityDeps, options: { input: LoginInput; origin: RequestOrigin }): Promise<Result<SignInOrChallenge>> {
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
    const lockedUntil = await countLoginFailure(deps.db, deps.clock, {
      userId: user.id,
      maxFailures: settings.login_max_failures,
      lockMinutes: settings.login_lock_minutes,
    });
    return lockedUntil ? fail('login_throttled', { minutes: minutesUntil(lockedUntil, now) }) : fail('login_failed');
  }
  if (user.status !== 'active') return fail('account_disabled');
  if (!user.totpSecret) await deps.db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
  return ok(await sessionOrChallenge(deps.db, deps.clock, { user, ttlDays: settings.session_ttl_days, origin: options.origin }));
}

/** Counts a wrong sign-in step; answers when the account is paused if this one paused it. */
export async function countLoginFailure(db: DbOrTx, clock: Clock, options: { userId: bigint; maxFailures: number; lockMinutes: number }): Promise<Date | null> {
  const { maxFailures, lockMinutes } = options;
  const now = clock.now();
  // One atomic statement: concurrent wrong guesses are all counted.
  const [after] = await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${users.failedLoginCount} + 1 >= ${maxFailures} then 0 else ${users.failedLoginCount} + 1 end`,
      lockedUntil: sql`case when ${users.failedLoginCount} + 1 >= ${maxFailures} then ${new Date(now.getTime() + lockMinutes * 60_000).toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, options.userId))
    .returning({ lockedUntil: users.lockedUntil });
  return after?.lockedUntil && after.lockedUntil > now ? after.lockedUntil : null;
}

export function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}
