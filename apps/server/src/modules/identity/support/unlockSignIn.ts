import { fail, ok, type Result } from '@veritex/shared';
import { eq, inArray, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { signInThrottle, users } from '../schema.js';
import { accountKey, signInNames } from '../signInThrottle.js';

/**
 * admin/userUnlockSignIn: forgets every sign-in pause and failure count of the user's account
 * texts, account-wide and per address, so the owner can sign in again at once.
 */
export async function unlockSignIn(db: DbOrTx, options: { userId: bigint }): Promise<Result<{ cleared: number }>> {
  const [user] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, options.userId));
  if (!user) return fail('not_found');
  const names = signInNames(user);
  await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, options.userId));
  if (names.length === 0) return ok({ cleared: 0 });
  const cleared = await db
    .delete(signInThrottle)
    .where(or(inArray(signInThrottle.key, names.map(accountKey)), ...names.map((name) => like(signInThrottle.key, `pair:${escapeLike(name)}|%`))))
    .returning({ key: signInThrottle.key });
  return ok({ cleared: cleared.length });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
