import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost, retryNetworkOnce } from './api';
import { storeStaffToken } from './staffSession';
import type {
  AuditEntry,
  AuditVerifyAnswer,
  OutboxChannel,
  OutboxMessage,
  Page,
  Setting,
  Staff,
  StaffLoginAnswer,
  UserAnswer,
  UserRow,
  UserStatus,
} from './types';

/** Every console query lives under this key, so signing out can forget all of them at once. */
export const ADMIN_KEY = 'admin';
export const OUTBOX_REFRESH_MS = 5000;

export const adminKeys = {
  me: [ADMIN_KEY, 'me'] as const,
  users: (q: string, page: number, pageSize: number) => [ADMIN_KEY, 'users', { q, page, pageSize }] as const,
  usersAll: [ADMIN_KEY, 'users'] as const,
  user: (id: string) => [ADMIN_KEY, 'user', id] as const,
  outbox: (channel: OutboxChannel | undefined, q: string, page: number, pageSize: number) => [ADMIN_KEY, 'outbox', { channel, q, page, pageSize }] as const,
  auditAll: [ADMIN_KEY, 'audit'] as const,
  audit: (page: number, pageSize: number) => [ADMIN_KEY, 'audit', { page, pageSize }] as const,
  settings: [ADMIN_KEY, 'settings'] as const,
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
    queryFn: () => adminGet<Page<OutboxMessage>>('outbox', { channel, q, page, page_size: pageSize }),
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
