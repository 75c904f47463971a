import type { VerificationStatuses } from '@veritex/shared';
import type { DbOrTx } from '../../../platform/db/client.js';
import { currentVerifications } from './currentVerifications.js';

/** web/has_renzheng: each level's state (`none` when never submitted). */
export async function getVerificationStatuses(db: DbOrTx, input: { userId: bigint }): Promise<VerificationStatuses> {
  const current = await currentVerifications(db, input.userId);
  return {
    junior: current.junior?.status ?? 'none',
    senior: current.senior?.status ?? 'none',
    address: current.address?.status ?? 'none',
  };
}
