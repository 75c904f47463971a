import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketChangeKind } from '@veritex/shared';
import { useRequestIds } from '../../../api/requestId';
import { type AdminActionName, type AdminInput, adminAction, adminCall, adminUpload } from '../../api';
import { ADMIN_KEY } from '../../queries';

/** The markets desk's calls (packages/shared/src/contract/marketsDesk.ts). */
export const DESK_KEY = [ADMIN_KEY, 'marketsDesk'] as const;

export function useMarketsDesk() {
  return useQuery({ queryKey: DESK_KEY, queryFn: () => adminCall('marketsDesk') });
}

export function useMarketHistory(kind: MarketChangeKind, key: string | undefined) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'marketsHistory', kind, key],
    queryFn: () => adminCall('marketsHistory', { kind, key: key ?? '' }),
    enabled: Boolean(key),
  });
}

type DeskAction = Extract<
  AdminActionName,
  | 'marketsSaveSpot'
  | 'marketsSaveInstrument'
  | 'marketsSaveDelivery'
  | 'marketsCancelChange'
  | 'marketsCreateInstrument'
  | 'marketsCreateDelivery'
  | 'marketsCreateCoin'
>;

/** A desk action; the desk (and the history) is read again after it. Refusals are shown by the form, not as a toast. */
export function useDeskAction<N extends DeskAction>(name: N) {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: Omit<AdminInput<N>, 'request_id'>) => adminAction(name, input, requestIds, { quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}

/** A new coin, with its icon when one is chosen (multipart), else as a plain form. */
export function useCreateCoin() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: ({ fields, icon }: { fields: Omit<AdminInput<'marketsCreateCoin'>, 'request_id' | 'file'>; icon: File | undefined }) =>
      icon ? adminUpload('marketsCreateCoin', icon, requestIds, fields) : adminAction('marketsCreateCoin', fields, requestIds, { quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}
