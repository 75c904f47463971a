import type { MarketKind, MarketList } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { getMarketList, type MarketFeed } from '../marketdata/index.js';
import { spotTicker } from './spotTicker.js';
import type { SpotWriter } from './spotWriter.js';

export interface MarketTickerDeps {
  db: DbOrTx;
  clock: Clock;
  feed: MarketFeed;
  exchange: SpotWriter;
}

/** web/getmarketList: every market's 24h ticker, spot from the order books' trades, contracts from the reference feed. */
export function listMarketTickers(deps: MarketTickerDeps, options: { kind?: MarketKind }): Promise<MarketList> {
  const { exchange, clock } = deps;
  return getMarketList(deps.db, clock, deps.feed, options.kind, (symbol) => {
    const market = exchange.view.markets.get(symbol);
    return market ? spotTicker(market, clock.now()) : undefined;
  });
}

/** The same list as a function of the kind: the `ticker` channel reads it every second. */
export function allTickers(deps: MarketTickerDeps): (kind?: MarketKind) => Promise<MarketList> {
  return (kind) => listMarketTickers(deps, kind ? { kind } : {});
}
