import { useQuery } from '@tanstack/react-query';
import type { ActiveHalt, HaltScope } from '@veritex/shared';
import { webApi } from '../../api/web';

export const HALTS_KEY = ['getTradingHalts'] as const;
/** Halts are rare and short: a poll every few seconds reaches every open page soon after staff act. */
const HALTS_POLL_MS = 5_000;

/** Every halt in force (one poll shared by every component that asks). */
export function useTradingHalts() {
  return useQuery({
    queryKey: HALTS_KEY,
    queryFn: ({ signal }) => webApi.call('getTradingHalts', {}, { silent: true, signal }),
    refetchInterval: HALTS_POLL_MS,
    staleTime: HALTS_POLL_MS,
  });
}

/** The halt in force on one market, instrument or delivery symbol, if any. */
export function useTradingHalt(scope: HaltScope, target: string | undefined): ActiveHalt | undefined {
  const halts = useTradingHalts().data?.halts;
  return target ? halts?.find((halt) => halt.scope === scope && halt.target === target) : undefined;
}

/** The set of halted targets of one scope, for market lists. */
export function useHaltedTargets(scope: HaltScope): ReadonlySet<string> {
  const halts = useTradingHalts().data?.halts ?? [];
  return new Set(halts.filter((halt) => halt.scope === scope).map((halt) => halt.target));
}
