import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRequestIds } from '../../../api/requestId';
import { type AdminInput, adminAction, adminCall, retryNetworkOnce } from '../../api';
import { ADMIN_KEY, adminKeys } from '../../queries';

/**
 * The rewards desk's calls (admin/rewardsOverview, fundRewards, signInRewards, saveSignInRewards,
 * benefitTasks, saveBenefitTask), typed from the call contract (packages/shared/src/contract/rewards.ts).
 */

export const rewardsKeys = {
  all: [ADMIN_KEY, 'rewards'] as const,
  overview: [ADMIN_KEY, 'rewards', 'overview'] as const,
  signIn: [ADMIN_KEY, 'rewards', 'signIn'] as const,
  tasks: [ADMIN_KEY, 'rewards', 'tasks'] as const,
};

/** Users sign in and claim while staff look: read again when the console comes back into view. */
const DESK_QUERY = { retry: retryNetworkOnce, refetchOnWindowFocus: true, staleTime: 10_000 } as const;

export function useRewardsOverview() {
  return useQuery({ queryKey: rewardsKeys.overview, queryFn: () => adminCall('rewardsOverview'), ...DESK_QUERY });
}

export function useSignInRewards() {
  return useQuery({ queryKey: rewardsKeys.signIn, queryFn: () => adminCall('signInRewards'), ...DESK_QUERY });
}

export function useBenefitTasks() {
  return useQuery({ queryKey: rewardsKeys.tasks, queryFn: () => adminCall('benefitTasks'), ...DESK_QUERY });
}

/** After a change (or its refusal, which may mean the desk is out of date): the desk and the audit log. */
function afterChange(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: rewardsKeys.all }), queryClient.invalidateQueries({ queryKey: adminKeys.auditAll })]);
}

export type FundRewardsInput = Omit<AdminInput<'fundRewards'>, 'request_id'>;

export function useFundRewards() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: FundRewardsInput) => adminAction('fundRewards', input, requestIds, { quiet: true }),
    onSettled: () => afterChange(queryClient),
  });
}

export type SignInRewardsInput = Omit<AdminInput<'saveSignInRewards'>, 'request_id'>;

export function useSaveSignInRewards() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: SignInRewardsInput) => adminAction('saveSignInRewards', input, requestIds, { quiet: true }),
    onSettled: () => afterChange(queryClient),
  });
}

export type BenefitTaskInput = Omit<AdminInput<'saveBenefitTask'>, 'request_id'>;

export function useSaveBenefitTask() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: BenefitTaskInput) => adminAction('saveBenefitTask', input, requestIds, { quiet: true }),
    onSettled: () => afterChange(queryClient),
  });
}
