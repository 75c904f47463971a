import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBlob, adminGet, adminPost, retryNetworkOnce } from './api';
import { storeStaffToken } from './staffSession';
import type {
  AdjustAnswer,
  AdjustInput,
  AdjustmentRow,
  AdjustmentStatus,
  AuditEntry,
  AuditVerifyAnswer,
  DepositRow,
  HouseAccountRow,
  LiabilityRow,
  OutboxChannel,
  OutboxPageAnswer,
  Page,
  QueueStatus,
  RiskOverviewAnswer,
  Setting,
  Staff,
  StaffLoginAnswer,
  TrialBalanceAnswer,
  UserAnswer,
  UserRow,
  UserStatus,
  WithdrawalRow,
} from './types';

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
  return useQuery({ queryKey: adminKeys.me, queryFn: () => adminGet<Staff>('me'), enabled, retry: retryNetworkOnce, staleTime: 60_000 });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { username: string; password: string; totp: string }) => adminPost<StaffLoginAnswer>('login', input),
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
    queryFn: () => adminGet<Page<UserRow>>('users', { q, page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: () => adminGet<UserAnswer>('user', { id }),
    enabled: id !== undefined,
    retry: retryNetworkOnce,
  });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: UserStatus; reason: string }) => adminPost<Record<string, never>>('setUserStatus', input),
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
    queryFn: () => adminGet<OutboxPageAnswer>('outbox', { channel, q, page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? OUTBOX_REFRESH_MS : false,
    retry: retryNetworkOnce,
  });
}

export function useAudit(page: number, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.audit(page, pageSize),
    queryFn: () => adminGet<Page<AuditEntry>>('audit', { page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

export function useAuditVerify() {
  return useMutation({ mutationFn: () => adminGet<AuditVerifyAnswer>('auditVerify') });
}

export function useSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: () => adminGet<{ items: Setting[] }>('settings'), retry: retryNetworkOnce });
}

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: string; value: string }) => adminPost<Record<string, never>>('updateSetting', input),
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

export function useDeposits(status: QueueStatus, page: number, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.deposits(status, page, pageSize),
    queryFn: () => adminGet<Page<DepositRow>>('deposits', { status, page, page_size: pageSize }),
    ...QUEUE_QUERY,
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
  return useMutation({
    mutationFn: (input: { id: string }) => adminPost<Record<string, never>>('approveDeposit', input, { quiet: true }),
    // Also after a refusal: "already reviewed" means the list is out of date.
    onSettled: () => afterDecision(queryClient, adminKeys.depositsAll),
  });
}

export function useRejectDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) => adminPost<Record<string, never>>('rejectDeposit', input, { quiet: true }),
    onSettled: () => afterDecision(queryClient, adminKeys.depositsAll),
  });
}

export function useWithdrawals(status: QueueStatus, page: number, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.withdrawals(status, page, pageSize),
    queryFn: () => adminGet<Page<WithdrawalRow>>('withdrawals', { status, page, page_size: pageSize }),
    ...QUEUE_QUERY,
  });
}

export function usePayWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; tx_hash?: string; reference?: string }) => adminPost<Record<string, never>>('payWithdrawal', input, { quiet: true }),
    onSettled: () => afterDecision(queryClient, adminKeys.withdrawalsAll),
  });
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) => adminPost<Record<string, never>>('rejectWithdrawal', input, { quiet: true }),
    onSettled: () => afterDecision(queryClient, adminKeys.withdrawalsAll),
  });
}

export function useAdjustments(status: AdjustmentStatus) {
  return useQuery({
    queryKey: adminKeys.adjustments(status),
    queryFn: () => adminGet<{ items: AdjustmentRow[] }>('adjustments', { status }),
    ...QUEUE_QUERY,
  });
}

export function useAdjust() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustInput & { request_id: string }) => adminPost<AdjustAnswer>('adjust', { ...input }, { quiet: true }),
    onSettled: () => afterDecision(queryClient, adminKeys.adjustmentsAll),
  });
}

export function useApproveAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string }) => adminPost<Record<string, never>>('approveAdjustment', input, { quiet: true }),
    onSettled: () => afterDecision(queryClient, adminKeys.adjustmentsAll),
  });
}

/** Whom an adjustment is for, looked up quietly as the id is typed (an unknown id is shown next to the field). */
export function useUserLookup(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.userLookup(id ?? ''),
    queryFn: () => adminGet<UserAnswer>('user', { id }, { quiet: true }),
    enabled: id !== undefined,
    retry: retryNetworkOnce,
    staleTime: 60_000,
  });
}

export function useHouseAccounts() {
  return useQuery({ queryKey: adminKeys.houseAccounts, queryFn: () => adminGet<{ items: HouseAccountRow[] }>('houseAccounts'), retry: retryNetworkOnce });
}

export function useTrialBalance() {
  return useQuery({ queryKey: adminKeys.trialBalance, queryFn: () => adminGet<TrialBalanceAnswer>('trialBalance'), retry: retryNetworkOnce });
}

export function useLiabilities() {
  return useQuery({ queryKey: adminKeys.liabilities, queryFn: () => adminGet<{ items: LiabilityRow[] }>('liabilities'), retry: retryNetworkOnce });
}

/* ------------------------------------------------------------------ Trading risk */

/** Positions and prices move every second; the page reads again every 10 s while it is in view. */
export function useRiskOverview() {
  return useQuery({
    queryKey: adminKeys.riskOverview,
    queryFn: () => adminGet<RiskOverviewAnswer>('riskOverview'),
    refetchInterval: RISK_REFRESH_MS,
    retry: retryNetworkOnce,
  });
}
