import { ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { staffSessions } from './schema.js';

/** admin/logout: ends this staff session (in the call's audited transaction). */
export async function logoutStaff(db: DbOrTx, clock: Clock, options: { sessionId: bigint }): Promise<Result<Record<string, never>>> {
  await db.update(staffSessions).set({ revokedAt: clock.now() }).where(eq(staffSessions.id, options.sessionId));
  return ok({});
}
