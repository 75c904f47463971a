import { displayAccount, type MerchantApplication } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findUserById } from '../identity/index.js';
import type { Settings } from '../settings/index.js';
import { merchantRequirements } from './merchantRequirements.js';
import { usdtText } from './p2pAmounts.js';
import type { P2pMerchantRow } from './schema.js';

/** An application as the desk sees it: the applicant's account and every criterion checked now. */
export async function merchantApplicationView(db: DbOrTx, clock: Clock, row: P2pMerchantRow, settings?: Settings): Promise<MerchantApplication> {
  const user = await findUserById(db, row.userId);
  const { requirements } = await merchantRequirements(db, clock, row.userId, settings);
  return {
    user_id: String(row.userId),
    account: displayAccount(user?.phone, user?.email),
    nickname: row.nickname,
    status: row.status,
    requirements,
    deposit_held: usdtText(row.deposit),
    applied_at: row.appliedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reject_reason: row.rejectReason,
  };
}
