import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { DepthSnapshot, MarketList, MarketTicker, PublicTrade, SpotMarketData, SpotOrder } from '@veritex/shared';
import { useEffect } from 'react';
import { invalidateOrders, SPOT_KEYS } from './spot';
import { liveSocket, useLiveChannel } from './ws';

/**
 * The market streams feed the query cache, so that every component reading a query (the home
 * table, /market, the exchange page) shows the pushed values without polling.
 */

/** Trades kept on the tape. */
export const TAPE_LENGTH = 60;

function isTickerList(value: unknown): value is MarketTicker[] {
  return Array.isArray(value) && value.every((row) => typeof row === 'object' && row !== null && typeof (row as MarketTicker).symbol === 'string');
}

const tickerKey = (market: Pick<MarketTicker, 'kind' | 'symbol'>) => `${market.kind}:${market.symbol}`;

/** Replaces the rows of every cached market list with the pushed tickers (a list filtered by kind only takes its kind). */
export function mergeTickers(queryClient: QueryClient, tickers: MarketTicker[]): void {
  const byKey = new Map(tickers.map((ticker) => [tickerKey(ticker), ticker]));
  for (const [key, list] of queryClient.getQueriesData<MarketList>({ queryKey: ['getmarketList'] })) {
    if (!list) continue;
    const kind = key[1];
    const known = new Set(list.markets.map(tickerKey));
    const markets = list.markets.map((market) => byKey.get(tickerKey(market)) ?? market);
    // Markets listed after the first read join at the end.
    for (const ticker of tickers) if (!known.has(tickerKey(ticker)) && (kind === 'all' || kind === ticker.kind)) markets.push(ticker);
    queryClient.setQueryData<MarketList>(key, { ...list, markets });
  }
}

/** The `ticker` channel while mounted: every market's last price and 24h figures, once a second. */
export function useLiveTickers(): void {
  const queryClient = useQueryClient();
  useLiveChannel('ticker', (data) => {
    if (isTickerList(data)) mergeTickers(queryClient, data);
  });
  useEffect(
    () =>
      liveSocket.onOpen(({ reconnect }) => {
        if (reconnect) void queryClient.invalidateQueries({ queryKey: ['getmarketList'] });
      }),
    [queryClient],
  );
}

function isDepth(value: unknown, symbol: string): value is DepthSnapshot {
  const depth = value as DepthSnapshot | null;
  return typeof depth === 'object' && depth !== null && depth.symbol === symbol && Array.isArray(depth.bids) && Array.isArray(depth.asks);
}

function isTrades(value: unknown): value is PublicTrade[] {
  return Array.isArray(value) && value.every((trade) => typeof trade === 'object' && trade !== null && typeof (trade as PublicTrade).price === 'string');
}

/** New trades (newest first) in front of the tape, without repeats, cut to its length. */
export function prependTrades(tape: readonly PublicTrade[], fresh: readonly PublicTrade[]): PublicTrade[] {
  const known = new Set(tape.map((trade) => trade.id));
  return [...fresh.filter((trade) => !known.has(trade.id)), ...tape].slice(0, TAPE_LENGTH);
}

/**
 * `depth@SYMBOL` and `trades@SYMBOL` while mounted: each depth frame is the whole top of the book
 * and replaces it; trades go in front of the tape. After a reconnect the market is read again
 * (the tape may have missed trades; the book comes again on subscribe).
 */
export function useLiveBook(symbol: string): void {
  const queryClient = useQueryClient();
  const key = [...SPOT_KEYS.marketData, symbol];
  useLiveChannel(`depth@${symbol}`, (data) => {
    if (!isDepth(data, symbol)) return;
    queryClient.setQueryData<SpotMarketData>(key, (old) => (old ? { ...old, depth: data } : old));
  });
  useLiveChannel(`trades@${symbol}`, (data) => {
    if (!isTrades(data) || data.length === 0) return;
    queryClient.setQueryData<SpotMarketData>(key, (old) => (old ? { ...old, trades: prependTrades(old.trades, data) } : old));
  });
  useEffect(
    () =>
      liveSocket.onOpen(({ reconnect }) => {
        if (reconnect) void queryClient.invalidateQueries({ queryKey: [...SPOT_KEYS.marketData, symbol] });
      }),
    [queryClient, symbol],
  );
}

function isOrder(value: unknown): value is SpotOrder {
  const order = value as SpotOrder | null;
  return typeof order === 'object' && order !== null && typeof order.id === 'string' && typeof order.status === 'string';
}

/**
 * The `orders` channel (pushed after auth): any change of one of the user's orders re-reads the
 * order lists and the own trades (a change can move an order between the open list and history,
 * which a patch of one page cannot do). `onOrder` sees each pushed order (e.g. to announce a fill).
 */
export function useLiveOrders(enabled: boolean, onOrder?: (order: SpotOrder) => void): void {
  const queryClient = useQueryClient();
  useLiveChannel(enabled ? 'orders' : null, (data) => {
    if (!isOrder(data)) return;
    invalidateOrders(queryClient);
    onOrder?.(data);
  });
  useEffect(
    () =>
      enabled
        ? liveSocket.onOpen(({ reconnect }) => {
            if (reconnect) invalidateOrders(queryClient);
          })
        : undefined,
    [queryClient, enabled],
  );
}
