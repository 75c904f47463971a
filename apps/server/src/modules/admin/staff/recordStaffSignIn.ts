import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staffSignIns } from '../schema.js';

/** One sign-in attempt of a known member, kept for their own "recent sign-ins" and the desk's "last sign-in". */
export async function recordStaffSignIn(db: DbOrTx, clock: Clock, attempt: { staffId: bigint; ip: string; userAgent: string; outcome: string }): Promise<void> {
  await db.insert(staffSignIns).values({
    staffId: attempt.staffId,
    at: clock.now(),
    ip: attempt.ip,
    // A browser's own description, cut where no real one reaches.
    userAgent: attempt.userAgent.slice(0, 400),
    outcome: attempt.outcome,
  });
}
