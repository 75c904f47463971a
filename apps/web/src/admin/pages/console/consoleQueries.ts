import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRequestIds } from '../../../api/requestId';
import { type AdminInput, adminAction, adminCall, retryNetworkOnce } from '../../api';
import { ADMIN_KEY, adminKeys } from '../../queries';

/** The console's home and broadcast desk (admin/dashboard, broadcasts, broadcastRecipients, sendBroadcast, cancelBroadcast). */
export const consoleKeys = {
  dashboard: [ADMIN_KEY, 'dashboard'] as const,
  broadcasts: [ADMIN_KEY, 'broadcasts'] as const,
  recipients: (input: AdminInput<'broadcastRecipients'>) => [ADMIN_KEY, 'broadcastRecipients', input] as const,
};

/** Queues move while staff look at the home page: read again every 30 s and when the console comes back into view. */
export const DASHBOARD_REFRESH_MS = 30_000;

export function useDashboard() {
  return useQuery({
    queryKey: consoleKeys.dashboard,
    queryFn: () => adminCall('dashboard', {}),
    retry: retryNetworkOnce,
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useBroadcasts() {
  return useQuery({ queryKey: consoleKeys.broadcasts, queryFn: () => adminCall('broadcasts', {}), retry: retryNetworkOnce, refetchOnWindowFocus: true });
}

export function useBroadcastRecipients(input: AdminInput<'broadcastRecipients'>) {
  return useQuery({
    queryKey: consoleKeys.recipients(input),
    queryFn: () => adminCall('broadcastRecipients', input),
    retry: retryNetworkOnce,
    staleTime: 5_000,
  });
}

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: Omit<AdminInput<'sendBroadcast'>, 'request_id'>) => adminAction('sendBroadcast', input, requestIds),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: consoleKeys.broadcasts }), queryClient.invalidateQueries({ queryKey: adminKeys.auditAll })]),
  });
}

export function useCancelBroadcast() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (id: string) => adminAction('cancelBroadcast', { id }, requestIds),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: consoleKeys.broadcasts }), queryClient.invalidateQueries({ queryKey: adminKeys.auditAll })]),
  });
}
