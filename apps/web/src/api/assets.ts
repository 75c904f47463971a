import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { webApi } from './web';

/**
 * Each asset's display scale (the decimals balances are shown with), from the coin list the
 * server publishes (web/getCurrencyAll: `display_scale`, operator configuration). Until it has
 * arrived, or for a code it does not know, the usual choice stands in: USDT 2, others 6.
 */
export const ASSET_KEYS = { all: ['getCurrencyAll'] as const };

const FALLBACK_SCALES: Readonly<Record<string, number>> = { USDT: 2 };
const FALLBACK_SCALE = 6;

export function fallbackDisplayScale(asset: string): number {
  return FALLBACK_SCALES[asset] ?? FALLBACK_SCALE;
}

export function useCurrencies() {
  return useQuery({
    queryKey: ASSET_KEYS.all,
    queryFn: ({ signal }) => webApi.call('getCurrencyAll', {}, { silent: true, signal }),
    // Staff change a display scale rarely; a page view with the older one is harmless.
    staleTime: 30 * 60_000,
  });
}

/** The display scale of an asset code (USDT → 2, BTC → 6). */
export function useDisplayScale(): (asset: string) => number {
  const { data } = useCurrencies();
  return useCallback((asset: string) => data?.find((coin) => coin.code === asset)?.display_scale ?? fallbackDisplayScale(asset), [data]);
}
