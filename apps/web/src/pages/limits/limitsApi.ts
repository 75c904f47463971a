import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { ExclusionKind, ExclusionPeriod, LimitKind, TradingLimits } from '@veritex/shared';
import { webApi } from '../../api/web';

/** Responsible trading's calls (issue 18 item 6): the page reads its state; every change answers the new state. */
export const LIMITS_KEY = ['tradingLimits'] as const;
const quiet = { silent: 'field' } as const;

export function useTradingLimits() {
  return useQuery({
    queryKey: LIMITS_KEY,
    queryFn: ({ signal }) => webApi.call('getTradingLimits', {}, { silent: true, signal }),
    staleTime: 0,
    // A pending loosening binds at its time: read again once a minute while the page is open.
    refetchInterval: 60_000,
  });
}

export const limitsApi = {
  set: (kind: LimitKind, value: string, requestId: string): Promise<TradingLimits> =>
    webApi.call('setTradingLimit', { kind, value, request_id: requestId }, quiet),
  cancel: (kind: LimitKind, requestId: string): Promise<TradingLimits> => webApi.call('cancelTradingLimitChange', { kind, request_id: requestId }, quiet),
  exclude: (kind: ExclusionKind, period: ExclusionPeriod, requestId: string): Promise<TradingLimits> =>
    webApi.call('startExclusion', { kind, period, request_id: requestId }, quiet),
};

/** Every change answers the whole new state: put it in the cache instead of reading again. */
export function storeLimits(queryClient: QueryClient, limits: TradingLimits): void {
  queryClient.setQueryData(LIMITS_KEY, limits);
}
