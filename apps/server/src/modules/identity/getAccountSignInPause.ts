import { inArray } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { signInThrottle } from './schema.js';
import { accountKey, signInNames } from './signInThrottle.js';

export interface AccountSignInPause {
  /** Failed sign-in steps counted against the account from every address in the current window. */
  failures: number;
  /** While in the future, sign-in is paused for every address (the per-account ceiling). */
  pausedUntil: Date | null;
}

/**
 * What support can see of a user's sign-in pauses: the account-wide count and pause. Pauses of
 * one account and address pair are left out: they stop only that address, never the owner.
 */
export async function getAccountSignInPause(db: DbOrTx, clock: Clock, user: { email: string | null; phone: string | null }): Promise<AccountSignInPause> {
  const keys = signInNames(user).map(accountKey);
  if (keys.length === 0) return { failures: 0, pausedUntil: null };
  const rows = await db.select().from(signInThrottle).where(inArray(signInThrottle.key, keys));
  const now = clock.now();
  const pauses = rows.map((row) => row.lockedUntil).filter((until): until is Date => until !== null && until > now);
  return {
    failures: rows.reduce((sum, row) => sum + row.failures, 0),
    pausedUntil: pauses.length > 0 ? new Date(Math.max(...pauses.map((until) => until.getTime()))) : null,
  };
}
