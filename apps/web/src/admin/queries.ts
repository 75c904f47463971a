import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentStatus, OutboxChannel, QueueStatus } from '@veritex/shared';
import { useRequestIds } from '../api/requestId';
import { type AdminInput, adminAction, adminBlob, adminCall, retryNetworkOnce } from './api';
import { storeStaffToken } from './staffSession';

/** Every console query lives under this key, so signing out can forget all of them at once. */
export const ADMIN_KEY = 'admin';
const VOUCHER_KEY = 'voucher';
export const OUTBOX_REFRESH_MS = 5000;
export const RISK_REFRESH_MS = 10_000;

export const adminKeys = {
  me: [ADMIN_KEY, 'me'] as const,
  users: (q: string, page: number, pageSize: number) => [ADMIN_KEY, 'users', { q, page, pageSize }] as const,
  usersAll: [ADMIN_KEY, 'users'] as const,
  user: (id: string) => [ADMIN_KEY, 'user', id] as const,
  outbox: (channel: OutboxChannel | undefined, q: string, page: number, pageSize: number) => [ADMIN_KEY, 'outbox', { channel, q, page, pageSize }] as const,
  auditAll: [ADMIN_KEY, 'audit'] as const,
  audit: (page: number, pageSize: number) => [ADMIN_KEY, 'audit', { page, pageSize }] as const,
  settings: [ADMIN_KEY, 'settings'] as const,
  depositsAll: [ADMIN_KEY, 'deposits'] as const,
  deposits: (status: QueueStatus, page: number, pageSize: number) => [ADMIN_KEY, 'deposits', { status, page, pageSize }] as const,
  voucher: (depositId: string) => [ADMIN_KEY, VOUCHER_KEY, depositId] as const,
  withdrawalsAll: [ADMIN_KEY, 'withdrawals'] as const,
  withdrawals: (status: QueueStatus, page: number, pageSize: number) => [ADMIN_KEY, 'withdrawals', { status, page, pageSize }] as const,
  adjustmentsAll: [ADMIN_KEY, 'adjustments'] as const,
  adjustments: (status: AdjustmentStatus) => [ADMIN_KEY, 'adjustments', { status }] as const,
  userLookup: (id: string) => [ADMIN_KEY, 'userLookup', id] as const,
  /** The ledger reports: every decision moves money, so all three are read again after one. */
  ledger: [ADMIN_KEY, 'ledger'] as const,
  houseAccounts: [ADMIN_KEY, 'ledger', 'houseAccounts'] as const,
  trialBalance: [ADMIN_KEY, 'ledger', 'trialBalance'] as const,
  liabilities: [ADMIN_KEY, 'ledger', 'liabilities'] as const,
  riskOverview: [ADMIN_KEY, 'riskOverview'] as const,
};

export function useMe(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.me, queryFn: () => adminCall('me'), enabled, retry: retryNetworkOnce, staleTime: 60_000 });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminInput<'login'>) => adminCall('login', input),
    onSuccess: (answer) => {
      // A first sign-in (or one after a reset) answers a setup step instead: the sign-in page shows it.
      if ('setup' in answer) return;
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
      queryClient.setQueryData(adminKeys.me, answer.staff);
      storeStaffToken(answer.token);
    },
  });
}

/** The setup step finished (own password, TOTP enrolment): its answer is a session like a sign-in's. */
export function useCompleteStaffSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminInput<'completeStaffSetup'>) => adminCall('completeStaffSetup', input, { quiet: true }),
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
      queryClient.setQueryData(adminKeys.me, answer.staff);
      storeStaffToken(answer.token);
    },
  });
}

export function useUsers(q: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.users(q, page, pageSize),
    queryFn: () => adminCall('users', { q, page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: () => adminCall('user', { id: id ?? '' }),
    enabled: id !== undefined,
    retry: retryNetworkOnce,
  });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: Omit<AdminInput<'setUserStatus'>, 'request_id'>) => adminAction('setUserStatus', input, requestIds),
    onSuccess: (_answer, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.user(input.id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.usersAll }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditAll }),
      ]),
  });
}

export function useOutbox(channel: OutboxChannel | undefined, q: string, page: number, pageSize: number, autoRefresh: boolean) {
  return useQuery({
    queryKey: adminKeys.outbox(channel, q, page, pageSize),
    queryFn: () => adminCall('outbox', { channel, q, page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? OUTBOX_REFRESH_MS : false,
    retry: retryNetworkOnce,
  });
}

export function useAudit(page: number, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.audit(page, pageSize),
    queryFn: () => adminCall('audit', { page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

export function useAuditVerify() {
  return useMutation({ mutationFn: () => adminCall('auditVerify') });
}

export function useSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: () => adminCall('settings'), retry: retryNetworkOnce });
}

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: Omit<AdminInput<'updateSetting'>, 'request_id'>) => adminAction('updateSetting', input, requestIds),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.settings }), queryClient.invalidateQueries({ queryKey: adminKeys.auditAll })]),
  });
}

/* ------------------------------------------------------------------ Finance desk */

/** Queues change while staff look at them: read again when the console comes back into view. */
const QUEUE_QUERY = { placeholderData: keepPreviousData, retry: retryNetworkOnce, refetchOnWindowFocus: true, staleTime: 10_000 } as const;

/** After a decision: the queue it came from, the ledger reports and the audit log all changed. */
function afterDecision(queryClient: QueryClient, queue: readonly unknown[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queue }),
    queryClient.invalidateQueries({ queryKey: adminKeys.ledger }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditAll }),
  ]);
}

/** While a listed item is on its way on chain, the queue is read again this often: the watcher and the signer move it without anyone clicking. */
const ON_CHAIN_REFRESH_MS = 5_000;

export function useDeposits(status: QueueStatus, page: number, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.deposits(status, page, pageSize),
    queryFn: () => adminCall('deposits', { status, page, page_size: pageSize }),
    ...QUEUE_QUERY,
    refetchInterval: (query) => (query.state.data?.items.some((deposit) => deposit.on_chain?.status === 'seen') ? ON_CHAIN_REFRESH_MS : false),
  });
}

const revokers = new WeakSet<QueryClient>();

/**
 * Object URLs hold the image until revoked: revoke each when its query leaves the cache
 * (unused for a while, or every query at sign-out), so no voucher outlives the staff session.
 */
function revokeVoucherUrlsOf(queryClient: QueryClient): void {
  if (revokers.has(queryClient)) return;
  revokers.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[1] !== VOUCHER_KEY) return;
    const url: unknown = event.query.state.data;
    if (typeof url === 'string') URL.revokeObjectURL(url);
  });
}

/** The deposit's voucher image as an object URL (fetched with the staff token). */
export function useVoucherUrl(depositId: string) {
  const queryClient = useQueryClient();
  revokeVoucherUrlsOf(queryClient);
  return useQuery({
    queryKey: adminKeys.voucher(depositId),
    queryFn: async ({ signal }) => {
      const blob = await adminBlob('depositVoucher', { id: depositId }, signal);
      return URL.createObjectURL(blob);
    },
    // A voucher never changes; keeping it a while spares the server (and its audit log) a new read per tab switch.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    retry: retryNetworkOnce,
  });
}

export function useApproveDeposit() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string }) => adminAction('approveDeposit', input, requestIds, { quiet: true }),
    // Also after a refusal: "already reviewed" means the list is out of date.
    onSettled: () => afterDecision(queryClient, adminKeys.depositsAll),
  });
}

export function useRejectDeposit() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) => adminAction('rejectDeposit', input, requestIds, { quiet: true }),
    onSettled: () => afterDecision(queryClient, adminKeys.depositsAll),
  });
}

export function useWithdrawals(status: QueueStatus, page: number, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.withdrawals(status, page, pageSize),
    queryFn: () => adminCall('withdrawals', { status, page, page_size: pageSize }),
    ...QUEUE_QUERY,
    refetchInterval: (query) =>
      query.state.data?.items.some((withdrawal) => ['queued', 'sent', 'mined'].includes(withdrawal.on_chain?.status ?? '')) ? ON_CHAIN_REFRESH_MS : false,
  });
}

export function usePayWithdrawal() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string; tx_hash?: string; reference?: string }) => adminAction('payWithdrawal', input, requestIds, { quiet: true }),
    onSettled: () => afterDecision(queryClient, adminKeys.withdrawalsAll),
  });
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) => adminAction('rejectWithdrawal', input, requestIds, { quiet: true }),
    onSettled: () => afterDecision(queryClient, adminKeys.withdrawalsAll),
  });
}

export function useAdjustments(status: AdjustmentStatus) {
  return useQuery({
    queryKey: adminKeys.adjustments(status),
    queryFn: () => adminCall('adjustments', { status }),
    ...QUEUE_QUERY,
  });
}

/** What the adjustment form sends (its request id is added per action). */
export type AdjustInput = Required<Omit<AdminInput<'adjust'>, 'request_id'>>;

export function useAdjust() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: AdjustInput) => adminAction('adjust', input, requestIds, { quiet: true }),
    onSettled: () => afterDecision(queryClient, adminKeys.adjustmentsAll),
  });
}

export function useApproveAdjustment() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string }) => adminAction('approveAdjustment', input, requestIds, { quiet: true }),
    onSettled: () => afterDecision(queryClient, adminKeys.adjustmentsAll),
  });
}

/** Whom an adjustment is for, looked up quietly as the id is typed (an unknown id is shown next to the field). */
export function useUserLookup(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.userLookup(id ?? ''),
    queryFn: () => adminCall('user', { id: id ?? '' }, { quiet: true }),
    enabled: id !== undefined,
    retry: retryNetworkOnce,
    staleTime: 60_000,
  });
}

export function useHouseAccounts() {
  return useQuery({ queryKey: adminKeys.houseAccounts, queryFn: () => adminCall('houseAccounts'), retry: retryNetworkOnce });
}

export function useTrialBalance() {
  return useQuery({ queryKey: adminKeys.trialBalance, queryFn: () => adminCall('trialBalance'), retry: retryNetworkOnce });
}

export function useLiabilities() {
  return useQuery({ queryKey: adminKeys.liabilities, queryFn: () => adminCall('liabilities'), retry: retryNetworkOnce });
}

/* ------------------------------------------------------------------ Trading risk */

/** Positions and prices move every second; the page reads again every 10 s while it is in view. */
export function useRiskOverview() {
  return useQuery({
    queryKey: adminKeys.riskOverview,
    queryFn: () => adminCall('riskOverview'),
    refetchInterval: RISK_REFRESH_MS,
    retry: retryNetworkOnce,
  });
}
