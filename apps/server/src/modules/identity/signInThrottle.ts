import { fail, type Result } from '@veritex/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { Settings } from '../settings/index.js';
import { signInThrottle } from './schema.js';

/**
 * Sign-in pauses (web/userLogin, web/tempLogin, web/userLogin2fa). Failures are counted per
 * account and address pair (`pair:<account>|<ip>`) and per account (`account:<account>`), keyed
 * by the normalised account text, so an account that does not exist counts and pauses exactly
 * like one that does. A pair pauses after `login_max_failures` failures within
 * `login_lock_minutes`, so a stranger guessing from one address cannot lock the owner out of
 * theirs; the account pauses for every address after `login_account_max_failures`, the
 * ceiling on guesses spread over many addresses. While paused, every step answers
 * `login_throttled`, a right password included, before the account is even looked up.
 */
export type ThrottleSettings = Pick<Settings, 'login_max_failures' | 'login_account_max_failures' | 'login_lock_minutes'>;

export interface SignInAttempt {
  /** Normalised account texts (e-mail lowercased, phone E.164) the attempt is for. */
  accounts: readonly string[];
  ip: string;
}

function pairKey(account: string, ip: string): string {
  return `pair:${account}|${ip}`;
}

export function accountKey(account: string): string {
  return `account:${account}`;
}

/** `login_throttled` with the wait, the one answer of a paused sign-in whoever asks. */
export function throttled(until: Date, now: Date): Result<never> {
  const waitSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return fail('login_throttled', { minutes: Math.ceil(waitSeconds / 60), wait: waitSeconds });
}

/** When the attempt's pair or account is paused, until when; otherwise null. */
export async function signInPausedUntil(db: DbOrTx, clock: Clock, attempt: SignInAttempt): Promise<Date | null> {
  const keys = attempt.accounts.flatMap((account) => [pairKey(account, attempt.ip), accountKey(account)]);
  if (keys.length === 0) return null;
  const rows = await db.select({ lockedUntil: signInThrottle.lockedUntil }).from(signInThrottle).where(inArray(signInThrottle.key, keys));
  return latestFuture(
    rows.map((r) => r.lockedUntil),
    clock.now(),
  );
}

/**
 * Counts one failed step against the pair and the account, each in one atomic upsert so that
 * concurrent failures are all counted; answers until when the attempt is now paused, or null.
 */
export async function countSignInFailure(db: DbOrTx, clock: Clock, options: SignInAttempt & { settings: ThrottleSettings }): Promise<Date | null> {
  const { settings } = options;
  const pauses: Array<Date | null> = [];
  for (const account of options.accounts) {
    pauses.push(await countFailure(db, clock, { key: pairKey(account, options.ip), maxFailures: settings.login_max_failures, settings }));
    pauses.push(await countFailure(db, clock, { key: accountKey(account), maxFailures: settings.login_account_max_failures, settings }));
  }
  return latestFuture(pauses, clock.now());
}

/** A completed sign-in forgets its pair's failures; the account's count runs on (the owner signing in says nothing about guesses from elsewhere). */
export async function clearSignInFailures(db: DbOrTx, attempt: SignInAttempt): Promise<void> {
  const keys = attempt.accounts.map((account) => pairKey(account, attempt.ip));
  if (keys.length > 0) await db.delete(signInThrottle).where(inArray(signInThrottle.key, keys));
}

async function countFailure(db: DbOrTx, clock: Clock, options: { key: string; maxFailures: number; settings: ThrottleSettings }): Promise<Date | null> {
  const now = clock.now();
  const windowMs = options.settings.login_lock_minutes * 60_000;
  const nowText = now.toISOString();
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const pauseEnd = new Date(now.getTime() + windowMs).toISOString();
  const expired = sql`${signInThrottle.windowStartedAt} <= ${windowStart}::timestamptz`;
  const failures = sql`case when ${expired} then 1 else ${signInThrottle.failures} + 1 end`;
  const [row] = await db
    .insert(signInThrottle)
    .values({ key: options.key, failures: 1, windowStartedAt: now, lockedUntil: options.maxFailures <= 1 ? new Date(pauseEnd) : null })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${expired} then ${nowText}::timestamptz else ${signInThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${options.maxFailures} then ${pauseEnd}::timestamptz else ${signInThrottle.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: signInThrottle.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

function latestFuture(dates: ReadonlyArray<Date | null>, now: Date): Date | null {
  let latest: Date | null = null;
  for (const date of dates) if (date && date > now && (!latest || date > latest)) latest = date;
  return latest;
}

/** The account texts a user signs in with: failures of a second step count against each. */
export function signInNames(user: { email: string | null; phone: string | null }): string[] {
  return [user.email, user.phone].filter((name): name is string => Boolean(name));
}
