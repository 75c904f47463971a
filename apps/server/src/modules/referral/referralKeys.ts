import type { ReferralSourceKind } from '@veritex/shared';

/**
 * Idempotency keys of referral postings. A key is stored with its posting and must never change
 * shape: a retry after a deploy has to find the posting its first attempt made.
 */
export const referralKeys = {
  /** payReferralCommissions: level `level`'s share of one fee, once. */
  commission: (kind: ReferralSourceKind, sourceId: bigint, level: number) => `referral:commission:${kind}:${sourceId}:${level}`,
  /**
   * A pending commission leaving the commission account, released (job) or reversed (staff): one
   * key for both, so it can leave once whichever gets there first.
   */
  settle: (commissionId: bigint) => `referral:settle:${commissionId}`,
};
