import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { SubscriptionRecord } from '@veritex/shared';
import { invalidateFunds } from '../../api/funds';
import { webApi } from '../../api/web';

/** The new-coin calls (packages/shared/src/contract/subscriptions.ts), typed from the contract. */

/** Reads show their own states; submits show their own refusals: nothing toasts. */
const quiet = { silent: true } as const;

export const SUBSCRIPTION_KEYS = {
  projects: ['getNewcoinsList'] as const,
  project: ['getNewcoinsInfo'] as const,
  records: ['getMySubscriptions'] as const,
  proof: ['getCommitmentProof'] as const,
};

/** Every project the user may see (private placements only when invited), open first. */
export function useProjects() {
  return useQuery({
    queryKey: SUBSCRIPTION_KEYS.projects,
    queryFn: ({ signal }) => webApi.call('getNewcoinsList', { page: 1, page_size: 100 }, { ...quiet, signal }),
    staleTime: 0,
  });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: [...SUBSCRIPTION_KEYS.project, id],
    queryFn: ({ signal }) => webApi.call('getNewcoinsInfo', { id }, { ...quiet, signal }),
    enabled: /^\d+$/.test(id),
    staleTime: 0,
  });
}

export function useMySubscriptions(page: number, pageSize: number, projectId?: string) {
  return useQuery({
    queryKey: [...SUBSCRIPTION_KEYS.records, projectId ?? 'all', page, pageSize],
    queryFn: ({ signal }) =>
      webApi.call('getMySubscriptions', { ...(projectId ? { project_id: projectId } : {}), page, page_size: pageSize }, { ...quiet, signal }),
    select: (answer) => ({ list: answer.items, total: answer.total }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Read each time the panel opens: the root may have been published or the allocation posted since. */
export function useCommitmentProof(id: string | undefined) {
  return useQuery({
    queryKey: [...SUBSCRIPTION_KEYS.proof, id],
    queryFn: ({ signal }) => webApi.call('getCommitmentProof', { id: id ?? '' }, { ...quiet, signal }),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}

export function subscribeProject(fields: { project_id: string; amount: string }, requestId: string): Promise<SubscriptionRecord> {
  return webApi.call('subscribe', { ...fields, request_id: requestId }, quiet);
}

/** After a commitment: the projects, the records and the balances. */
export function invalidateSubscriptions(queryClient: QueryClient): void {
  for (const key of Object.values(SUBSCRIPTION_KEYS)) void queryClient.invalidateQueries({ queryKey: key });
  invalidateFunds(queryClient);
}
