import type { MerchantStanding } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { merchantPublicViews } from './merchantPublic.js';
import { merchantRequirements } from './merchantRequirements.js';
import { findMerchant } from './merchantRows.js';
import { usdtText } from './p2pAmounts.js';

/**
 * web/p2pMerchant: the caller's merchant standing: the published criteria with their progress, the
 * application (if any) with the deposit it holds, and the public figures once approved.
 */
export async function getMerchantStanding(db: DbOrTx, clock: Clock, userId: bigint): Promise<MerchantStanding> {
  const merchant = await findMerchant(db, userId);
  const { requirements } = await merchantRequirements(db, clock, userId);
  const profile = merchant?.status === 'approved' ? ((await merchantPublicViews(db, clock, [userId])).get(String(userId)) ?? null) : null;
  return {
    status: merchant?.status ?? 'none',
    nickname: merchant?.nickname ?? null,
    requirements,
    eligible: requirements.every((requirement) => requirement.met),
    deposit_held: usdtText(merchant?.deposit ?? '0'),
    applied_at: merchant?.appliedAt.toISOString() ?? null,
    decided_at: merchant?.decidedAt?.toISOString() ?? null,
    reject_reason: merchant?.rejectReason ?? null,
    profile,
  };
}
