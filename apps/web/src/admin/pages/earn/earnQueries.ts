import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRequestIds } from '../../../api/requestId';
import { type AdminInput, adminAction, adminCall, retryNetworkOnce } from '../../api';
import { ADMIN_KEY, adminKeys } from '../../queries';

/**
 * The earn desk's calls (admin/earnProducts, saveEarnProduct, setEarnHolidays, earnBook), typed
 * from the call contract (packages/shared/src/contract/earn.ts).
 */

export const earnKeys = {
  all: [ADMIN_KEY, 'earn'] as const,
  products: [ADMIN_KEY, 'earn', 'products'] as const,
  book: [ADMIN_KEY, 'earn', 'book'] as const,
};

/** Orders are bought and accrue while staff look: read again when the console comes back into view. */
const DESK_QUERY = { retry: retryNetworkOnce, refetchOnWindowFocus: true, staleTime: 10_000 } as const;

export function useEarnProducts() {
  return useQuery({ queryKey: earnKeys.products, queryFn: () => adminCall('earnProducts'), ...DESK_QUERY });
}

export function useEarnBook() {
  return useQuery({ queryKey: earnKeys.book, queryFn: () => adminCall('earnBook'), ...DESK_QUERY });
}

/** After a change (or its refusal, which may mean the list is out of date): the desk and the audit log. */
function afterChange(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: earnKeys.all }), queryClient.invalidateQueries({ queryKey: adminKeys.auditAll })]);
}

export type EarnProductInput = Omit<AdminInput<'saveEarnProduct'>, 'request_id'>;

export function useSaveEarnProduct() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: EarnProductInput) => adminAction('saveEarnProduct', input, requestIds, { quiet: true }),
    onSettled: () => afterChange(queryClient),
  });
}

export function useSetEarnHolidays() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    // The console's client sends form bodies: the calendar travels as one comma-separated field.
    mutationFn: (dates: readonly string[]) => adminAction('setEarnHolidays', { dates: dates.join(',') }, requestIds, { quiet: true }),
    onSettled: () => afterChange(queryClient),
  });
}
