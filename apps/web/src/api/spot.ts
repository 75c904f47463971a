import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Kline, KlineInterval, OrderSide, OrderStatus, OrderTimeInForce, OrderType } from '@veritex/shared';
import { useEffect, useRef } from 'react';
import { webApi } from './web';

/** The spot exchange's calls (packages/shared/src/contract/spot.ts is the contract). */

const quiet = { silent: true } as const;

export const SPOT_KEYS = {
  rules: ['getSpotRules'] as const,
  marketData: ['new_data'] as const,
  klines: ['getKlines'] as const,
  orders: ['getOrders'] as const,
  myTrades: ['getMyTrades'] as const,
  currency: ['getCurrencyMessage'] as const,
};

export function useSpotRules() {
  return useQuery({
    queryKey: SPOT_KEYS.rules,
    queryFn: ({ signal }) => webApi.call('getSpotRules', {}, { ...quiet, signal }),
    staleTime: 5 * 60_000,
  });
}

const SCHEDULED_RULES_KEY = ['getScheduledRules'] as const;
/** A scheduled change binds once the server's job has run (each second): re-read a little after its time. */
const SCHEDULED_SETTLE_MS = 2_000;
/** setTimeout's longest wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Rule changes staff scheduled (fees, sizes, leverage, payout rates), published before they bind.
 * Once the soonest one's time has come, the rules it changes are read again (spot rules, the
 * rulebook) and so is this list, until the server has applied it.
 */
export function useScheduledRules() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SCHEDULED_RULES_KEY,
    queryFn: ({ signal }) => webApi.call('getScheduledRules', {}, { ...quiet, signal }),
    staleTime: 60_000,
  });
  const soonest = query.data?.[0]?.effective_at;
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!soonest || readAt === 0) return;
    const wait = Math.min(Math.max(Date.parse(soonest) - Date.now(), 0) + SCHEDULED_SETTLE_MS, MAX_TIMER_MS);
    const timer = window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: SPOT_KEYS.rules });
      void queryClient.invalidateQueries({ queryKey: ['getRulebook'] });
      void queryClient.invalidateQueries({ queryKey: SCHEDULED_RULES_KEY });
    }, wait);
    return () => window.clearTimeout(timer);
  }, [soonest, readAt, queryClient]);
  useRereadAfterApplied(soonest);
  return query;
}

/**
 * The list loses a change as soon as the server's job has committed it, while the spot rules come
 * from the writer's memory, which reloads just after that commit: rules read together with the
 * list that no longer holds the change may still be the old ones. So once a due change has left the
 * list, the rules are read once more a little later.
 */
function useRereadAfterApplied(soonest: string | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const left = previous.current;
    previous.current = soonest;
    if (!left || left === soonest || Date.parse(left) > Date.now()) return;
    const timer = window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: SPOT_KEYS.rules });
      void queryClient.invalidateQueries({ queryKey: ['getRulebook'] });
    }, SCHEDULED_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [soonest, queryClient]);
}

/** Rules, book and tape of one market; the streams keep them current afterwards. */
export function useSpotMarketData(symbol: string | undefined) {
  return useQuery({
    queryKey: [...SPOT_KEYS.marketData, symbol],
    queryFn: ({ signal }) => webApi.call('new_data', { symbol: symbol ?? '' }, { ...quiet, signal }),
    enabled: Boolean(symbol),
    // The streams replace what this answered; a re-read only happens after a reconnect.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const KLINE_HISTORY = 500;

export function useKlines(symbol: string, interval: KlineInterval) {
  return useQuery({
    queryKey: [...SPOT_KEYS.klines, symbol, interval],
    queryFn: ({ signal }) => webApi.call('getKlines', { symbol, interval, limit: KLINE_HISTORY }, { ...quiet, signal }),
    // Read again whenever a chart mounts: the live channel only carries the current candle.
    staleTime: 0,
  });
}

export function fetchOlderKlines(symbol: string, interval: KlineInterval, end: number): Promise<Kline[]> {
  return webApi.call('getKlines', { symbol, interval, limit: KLINE_HISTORY, end }, quiet);
}

export interface OrderFilters {
  scope: 'open' | 'history';
  symbol?: string;
  status?: OrderStatus;
  page: number;
  limit: number;
}

export function useOrders(filters: OrderFilters, enabled = true) {
  return useQuery({
    queryKey: [...SPOT_KEYS.orders, filters],
    queryFn: ({ signal }) => webApi.call('getOrders', filters, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

export interface MyTradeFilters {
  symbol?: string;
  side?: OrderSide;
  /** ISO instants. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

export function useMyTrades(filters: MyTradeFilters, enabled = true) {
  return useQuery({
    queryKey: [...SPOT_KEYS.myTrades, filters],
    queryFn: ({ signal }) => webApi.call('getMyTrades', filters, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

export function useCurrencyInfo(code: string | undefined) {
  return useQuery({
    queryKey: [...SPOT_KEYS.currency, code],
    queryFn: ({ signal }) => webApi.call('getCurrencyMessage', { code: code ?? '' }, { ...quiet, signal }),
    enabled: Boolean(code),
    staleTime: 30 * 60_000,
    retry: false,
  });
}

export interface PlaceOrderFields {
  symbol: string;
  side: OrderSide;
  type: OrderType;
  price?: string;
  quantity?: string;
  amount?: string;
  time_in_force: OrderTimeInForce;
  post_only: boolean;
}

/** A `client_order_id` from a request id: the contract allows 1–40 of [A-Za-z0-9_-], a UUID without dashes is 32. */
export function clientOrderId(requestId: string): string {
  return requestId.replace(/-/g, '');
}

/** State changes: each takes the request id of the user's action (the same one when it is retried). */
export const spotCalls = {
  placeOrder: (fields: PlaceOrderFields, requestId: string) => webApi.call('placeOrder', { ...fields, client_order_id: clientOrderId(requestId) }, quiet),
  cancelOrder: (orderId: string, requestId: string) => webApi.call('cancelOrder', { order_id: orderId, request_id: requestId }, quiet),
  cancelAllOrders: (symbol: string | undefined, requestId: string) =>
    webApi.call('cancelAllOrders', { ...(symbol ? { symbol } : {}), request_id: requestId }, quiet),
};

/** After the user's orders changed: the order lists and the own-trade lists are read again. */
export function invalidateOrders(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: SPOT_KEYS.orders });
  void queryClient.invalidateQueries({ queryKey: SPOT_KEYS.myTrades });
}
