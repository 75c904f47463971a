import type { HeldRequirements } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { users } from '../schema.js';
import { getVerificationStatuses } from './getVerificationStatuses.js';

/** What the feature gates (shared FEATURE_GATES) see of a user right now. */
export async function heldRequirements(db: DbOrTx, userId: bigint): Promise<HeldRequirements> {
  const user = await db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { email: true, phone: true, transactionPasswordHash: true },
  });
  const statuses = await getVerificationStatuses(db, { userId });
  return {
    contact: Boolean(user?.email || user?.phone),
    tpwd: Boolean(user?.transactionPasswordHash),
    junior: statuses.junior === 'approved',
    senior: statuses.senior === 'approved',
    address: statuses.address === 'approved',
  };
}
