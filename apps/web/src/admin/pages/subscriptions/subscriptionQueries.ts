import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRequestIds } from '../../../api/requestId';
import { type AdminInput, type AdminOutput, adminAction, adminCall, retryNetworkOnce } from '../../api';
import { ADMIN_KEY, adminKeys } from '../../queries';

/**
 * The subscription desk's calls (admin/subscriptionProjects, projectSubscriptions,
 * saveSubscriptionProject, inviteToPlacement, allocateProject, listProjectMarket), typed from the
 * call contract (packages/shared/src/contract/subscriptions.ts).
 */

export type ProjectAdmin = AdminOutput<'subscriptionProjects'>['items'][number];
export type CommitmentAdmin = AdminOutput<'projectSubscriptions'>['items'][number];

export const subscriptionKeys = {
  all: [ADMIN_KEY, 'subscriptions'] as const,
  projects: (page: number, pageSize: number) => [ADMIN_KEY, 'subscriptions', 'projects', { page, pageSize }] as const,
  commitments: (projectId: string, page: number, pageSize: number) => [ADMIN_KEY, 'subscriptions', 'commitments', { projectId, page, pageSize }] as const,
};

/** Users commit while staff look, and the allocation job runs by itself: read again when the console comes back into view. */
const DESK_QUERY = { retry: retryNetworkOnce, refetchOnWindowFocus: true, staleTime: 10_000 } as const;

export function useSubscriptionProjects(page: number, pageSize: number) {
  return useQuery({
    queryKey: subscriptionKeys.projects(page, pageSize),
    queryFn: () => adminCall('subscriptionProjects', { page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    ...DESK_QUERY,
  });
}

export function useProjectCommitments(projectId: string | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: subscriptionKeys.commitments(projectId ?? '', page, pageSize),
    queryFn: () => adminCall('projectSubscriptions', { project_id: projectId ?? '', page, page_size: pageSize }),
    enabled: projectId !== undefined,
    placeholderData: keepPreviousData,
    ...DESK_QUERY,
  });
}

/** After a change (or its refusal, which may mean the desk is out of date): the desk and the audit log. */
function afterChange(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }), queryClient.invalidateQueries({ queryKey: adminKeys.auditAll })]);
}

function useDeskAction<N extends 'saveSubscriptionProject' | 'inviteToPlacement' | 'allocateProject' | 'listProjectMarket'>(name: N) {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: Omit<AdminInput<N>, 'request_id'>) => adminAction(name, input, requestIds, { quiet: true }),
    onSettled: () => afterChange(queryClient),
  });
}

export type ProjectInput = Omit<AdminInput<'saveSubscriptionProject'>, 'request_id'>;
export type MarketInput = Omit<AdminInput<'listProjectMarket'>, 'request_id'>;

export const useSaveProject = () => useDeskAction('saveSubscriptionProject');
export const useInviteToPlacement = () => useDeskAction('inviteToPlacement');
export const useAllocateProject = () => useDeskAction('allocateProject');
export const useListProjectMarket = () => useDeskAction('listProjectMarket');
