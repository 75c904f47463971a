import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { CallOutput } from '@veritex/shared';
import { invalidateFunds } from '../../api/funds';
import { webApi } from '../../api/web';

/** The sign-in and benefit calls (packages/shared/src/contract/rewards.ts), typed from the contract. */

export type SignInView = CallOutput<'web', 'getSignIn'>;
export type SignInState = SignInView['state'];
export type SignInRules = SignInView['rules'];
export type SignInDay = SignInState['days'][number];
export type SignInRecord = CallOutput<'web', 'sign'>['record'];
export type BenefitTask = CallOutput<'web', 'getFuli'>['items'][number];
export type BenefitRules = CallOutput<'web', 'getFuli'>['rules'];
export type BenefitClaim = CallOutput<'web', 'claimBenefit'>['claim'];

/** Reads show their own states; submits show their own refusals: nothing toasts. */
const quiet = { silent: true } as const;

/** Benefit progress is re-read this often while a page shows it (verification approvals post nothing, so no push announces them). */
export const PROGRESS_REFRESH_MS = 15_000;

export const REWARDS_KEYS = {
  signIn: ['getSignIn'] as const,
  signLog: ['ethSignlog'] as const,
  signRule: ['signRule'] as const,
  tasks: ['getFuli'] as const,
  task: ['getBenefitDetail'] as const,
  claims: ['getBenefitRecords'] as const,
};

/** The cycle with each day's state; the query key carries the session, so a sign-out never shows the last user's days. */
export function useSignIn(signedIn: boolean) {
  return useQuery({
    queryKey: [...REWARDS_KEYS.signIn, signedIn],
    queryFn: ({ signal }) => webApi.call('getSignIn', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

export function useSignRule() {
  return useQuery({
    queryKey: REWARDS_KEYS.signRule,
    queryFn: ({ signal }) => webApi.call('signRule', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

export function useSignLog(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...REWARDS_KEYS.signLog, page, pageSize],
    queryFn: ({ signal }) => webApi.call('ethSignlog', { page, page_size: pageSize }, { ...quiet, signal }),
    select: (answer) => ({ list: answer.items, total: answer.total }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBenefitTasks(signedIn: boolean) {
  return useQuery({
    queryKey: [...REWARDS_KEYS.tasks, signedIn],
    queryFn: ({ signal }) => webApi.call('getFuli', {}, { ...quiet, signal }),
    staleTime: 0,
    refetchInterval: signedIn ? PROGRESS_REFRESH_MS : false,
  });
}

export function useBenefitTask(id: string, signedIn: boolean) {
  return useQuery({
    queryKey: [...REWARDS_KEYS.task, id, signedIn],
    queryFn: ({ signal }) => webApi.call('getBenefitDetail', { id }, { ...quiet, signal }),
    enabled: /^\d+$/.test(id),
    staleTime: 0,
    refetchInterval: signedIn ? PROGRESS_REFRESH_MS : false,
  });
}

export function useBenefitClaims(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...REWARDS_KEYS.claims, page, pageSize],
    queryFn: ({ signal }) => webApi.call('getBenefitRecords', { page, page_size: pageSize }, { ...quiet, signal }),
    select: (answer) => ({ list: answer.items, total: answer.total }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function signInToday(requestId: string) {
  return webApi.call('sign', { request_id: requestId }, quiet);
}

export function claimBenefit(taskId: string, requestId: string) {
  return webApi.call('claimBenefit', { task_id: taskId, request_id: requestId }, quiet);
}

/** After a sign-in or a claim: the rewards reads and the balances. */
export function invalidateRewards(queryClient: QueryClient): void {
  for (const key of Object.values(REWARDS_KEYS)) void queryClient.invalidateQueries({ queryKey: key });
  invalidateFunds(queryClient);
}

/** A balance moved (pushed `balances`): a deposit or a trade may have advanced a task. */
export function invalidateBenefitProgress(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: REWARDS_KEYS.tasks });
  void queryClient.invalidateQueries({ queryKey: REWARDS_KEYS.task });
}
