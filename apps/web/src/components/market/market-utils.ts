import type { MarketTicker } from '../../api/types';

export type MarketTab = 'favourites' | 'contract' | 'spot';
export type MarketView = 'main' | 'gainers';

function numeric(value: string): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * "Main coins": the most traded markets by 24h quote volume.
 * "24h gainers": the markets that rose most over 24 hours (only those that rose).
 */
export function selectRows(markets: readonly MarketTicker[], view: MarketView, limit: number): MarketTicker[] {
  const rows =
    view === 'gainers'
      ? markets.filter((market) => numeric(market.change_pct) > 0).sort((a, b) => numeric(b.change_pct) - numeric(a.change_pct))
      : [...markets].sort((a, b) => numeric(b.quote_volume) - numeric(a.quote_volume));
  return rows.slice(0, limit);
}

/** Spot markets trade on the exchange page, contracts on the contract page. */
export function tradePath(market: Pick<MarketTicker, 'kind' | 'symbol'>): string {
  const page = market.kind === 'contract' ? '/deal_c' : '/deal';
  return `${page}?symbol=${encodeURIComponent(market.symbol)}`;
}

export function changeDirection(changePct: string): 'up' | 'down' | 'flat' {
  const value = numeric(changePct);
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
}
