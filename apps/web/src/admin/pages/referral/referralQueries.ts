import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferralCommissionStatus } from '@veritex/shared';
import { useRequestIds } from '../../../api/requestId';
import { adminAction, adminCall, retryNetworkOnce } from '../../api';
import { ADMIN_KEY, adminKeys } from '../../queries';

/**
 * The referral desk's calls (admin/referralCommissions, reverseCommission), typed from the call
 * contract (packages/shared/src/contract/referral.ts).
 */

export interface CommissionFilter {
  status?: ReferralCommissionStatus;
  userId?: string;
  sourceUserId?: string;
}

export const referralKeys = {
  all: [ADMIN_KEY, 'referral'] as const,
  commissions: (filter: CommissionFilter, page: number, pageSize: number) => [ADMIN_KEY, 'referral', 'commissions', { ...filter, page, pageSize }] as const,
};

/** Commissions are paid with every fee: read again when the console comes back into view. */
const DESK_QUERY = { retry: retryNetworkOnce, refetchOnWindowFocus: true, staleTime: 10_000 } as const;

export function useReferralCommissions(filter: CommissionFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: referralKeys.commissions(filter, page, pageSize),
    queryFn: () =>
      adminCall('referralCommissions', {
        status: filter.status,
        user_id: filter.userId,
        source_user_id: filter.sourceUserId,
        page,
        page_size: pageSize,
      }),
    placeholderData: keepPreviousData,
    ...DESK_QUERY,
  });
}

export function useReverseCommission() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) => adminAction('reverseCommission', input, requestIds, { quiet: true }),
    // A refusal may mean the commission was released meanwhile: the list and the audit log are read again either way.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: referralKeys.all }), queryClient.invalidateQueries({ queryKey: adminKeys.auditAll })]),
  });
}
