import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAIN_DEPOSITS_CHANNEL } from '@veritex/shared';
import { useCallback } from 'react';
import { FUNDS_KEYS } from './funds';
import { webApi } from './web';
import { useLiveChannel } from './ws';

const quiet = { silent: true } as const;

export const CHAIN_KEYS = {
  mode: ['getFundingMode'] as const,
  address: ['openDepositAddress'] as const,
  deposits: ['getChainDeposits'] as const,
};

/** Voucher mode or chain mode (with its terms): decides what /recharge shows. */
export function useFundingMode() {
  return useQuery({
    queryKey: CHAIN_KEYS.mode,
    queryFn: ({ signal }) => webApi.call('getFundingMode', {}, { ...quiet, signal }),
    staleTime: 60_000,
  });
}

/** The user's own deposit address (allocated by the server on the first ask, then always the same). */
export function useDepositAddress(enabled: boolean) {
  return useQuery({
    queryKey: CHAIN_KEYS.address,
    queryFn: ({ signal }) => webApi.call('openDepositAddress', {}, { ...quiet, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** Transfers seen to the user's address; `open`: only those still counting confirmations. */
export function useChainDeposits(options: { open: boolean; enabled?: boolean }) {
  return useQuery({
    queryKey: [...CHAIN_KEYS.deposits, options.open],
    queryFn: ({ signal }) => webApi.call('getChainDeposits', { open: options.open ? 'true' : 'false', page: 1, page_size: 50 }, { ...quiet, signal }),
    staleTime: 0,
    enabled: options.enabled ?? true,
  });
}

/** While mounted: each `chain_deposits` notice (seen, a confirmation more, credited, reorged) re-reads the chain deposits and the records. */
export function useLiveChainDeposits(enabled = true): void {
  const queryClient = useQueryClient();
  const handler = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: CHAIN_KEYS.deposits });
    void queryClient.invalidateQueries({ queryKey: FUNDS_KEYS.deposits });
  }, [queryClient]);
  useLiveChannel(enabled ? CHAIN_DEPOSITS_CHANNEL : null, handler);
}
