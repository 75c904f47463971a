import type { MarketTicker, SpotRules } from '@veritex/shared';
import { useAssetOverview } from '../../api/funds';
import { useMarketList } from '../../api/queries';
import { decimalsOf } from '../../lib/decimal';
import { useSession } from '../../session/store';

/** The 24h ticker of one spot market, kept current by the `ticker` channel (useLiveTickers). */
export function useSpotTicker(symbol: string): MarketTicker | undefined {
  const list = useMarketList('spot');
  return list.data?.markets.find((market) => market.symbol === symbol);
}

export interface ExchangeBalances {
  /** Available balance of an asset in the exchange account; undefined until known (or for visitors). */
  available(asset: string): string | undefined;
  /** Decimals the platform keeps for an asset (the quote amount of market buys). */
  scale(asset: string, fallback: number): number;
  loading: boolean;
}

/** The exchange account's balances, which spot orders draw on; `useLiveBalances` keeps them live. */
export function useExchangeBalances(): ExchangeBalances {
  const { token } = useSession();
  const overview = useAssetOverview(Boolean(token));
  const rows = token ? (overview.data?.accounts.find((account) => account.type === 'exchange')?.rows ?? []) : [];
  return {
    available: (asset) => (overview.data && token ? (rows.find((row) => row.asset === asset)?.available ?? '0') : undefined),
    scale: (asset, fallback) => {
      const row = rows.find((entry) => entry.asset === asset);
      return row ? decimalsOf(row.available) : fallback;
    },
    loading: Boolean(token) && overview.isPending,
  };
}

/** The market of the address (`?symbol=`), else the default one, else the first listed. */
export function pickSymbol(requested: string | null, rules: readonly SpotRules[] | undefined, fallback: string): string {
  const wanted = requested?.toUpperCase();
  if (wanted) return wanted;
  if (rules?.some((rule) => rule.symbol === fallback)) return fallback;
  return rules?.[0]?.symbol ?? fallback;
}
