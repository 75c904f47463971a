import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { revokeOtherSessions } from './revokeOtherSessions.js';
import { users } from './schema.js';

/** Disabling a user also ends every session they have. `db` may be the staff action's transaction. */
export async function setUserStatus(
  db: DbOrTx,
  clock: Clock,
  options: { userId: bigint; status: 'active' | 'disabled' },
): Promise<Result<{ previous: 'active' | 'disabled' }>> {
  return db.transaction(async (tx) => {
    const user = await tx.query.users.findFirst({ where: eq(users.id, options.userId), columns: { status: true } });
    if (!user) return fail('not_found');
    await tx.update(users).set({ status: options.status, failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, options.userId));
    if (options.status === 'disabled') await revokeOtherSessions(tx, clock, { userId: options.userId, reason: 'disabled' });
    return ok({ previous: user.status });
  });
}
