import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReferralCommissionStatus } from '@veritex/shared';
import { webApi } from '../../api/web';

/** The referral calls (packages/shared/src/contract/referral.ts), typed from the contract. */

/** Reads show their own states: nothing toasts. */
const quiet = { silent: true } as const;

export const REFERRAL_KEYS = {
  summary: ['getMyEarningsAndPromotion'] as const,
  commissions: ['getMyEarningsDetail'] as const,
  invitees: ['getMyPromotion'] as const,
};

/** Code, link, income and head-count per level, and the rules. */
export function useReferralSummary() {
  return useQuery({
    queryKey: REFERRAL_KEYS.summary,
    queryFn: ({ signal }) => webApi.call('getMyEarningsAndPromotion', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

/** Profit rows; `status` and `level` undefined: all of them. */
export function useReferralCommissions(filters: { status?: ReferralCommissionStatus; level?: number }, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...REFERRAL_KEYS.commissions, filters.status ?? 'all', filters.level ?? 0, page, pageSize],
    queryFn: ({ signal }) =>
      webApi.call(
        'getMyEarningsDetail',
        { ...(filters.status ? { status: filters.status } : {}), ...(filters.level ? { level: filters.level } : {}), page, page_size: pageSize },
        { ...quiet, signal },
      ),
    select: (answer) => ({ list: answer.items, total: answer.total }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Head-count rows (masked), `level` undefined: every level. */
export function useReferralInvitees(level: number | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...REFERRAL_KEYS.invitees, level ?? 0, page, pageSize],
    queryFn: ({ signal }) => webApi.call('getMyPromotion', { ...(level ? { level } : {}), page, page_size: pageSize }, { ...quiet, signal }),
    select: (answer) => ({ list: answer.items, total: answer.total }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
