import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOrderView, InstrumentView, MarkTick } from '@veritex/shared';
import { useEffect, useMemo, useRef } from 'react';
import { webApi } from './web';
import { liveSocket, useLiveChannel } from './ws';

/**
 * Delivery (fixed-time up/down) contracts: the calls (packages/shared/src/contract/delivery.ts is
 * the contract), their queries, and the two streams that keep them current without polling —
 * `mark@<SYMBOL>` writes each stored tick into the instrument list, `delivery` patches the order
 * lists when an order is placed or settles.
 */

const quiet = { silent: true } as const;

export const DELIVERY_KEYS = {
  /** Kept apart from the contract pages' own instrument query: this list is patched by the marks. */
  instruments: ['delivery', 'getInstruments'] as const,
  products: ['delivery', 'getDeliveryProducts'] as const,
  orders: ['delivery', 'getDeliveryOrders'] as const,
};

export type DeliveryScope = 'open' | 'settled';

export interface DeliveryOrderFilters {
  scope: DeliveryScope;
  page: number;
  limit: number;
}

export interface DeliveryOrderPage {
  list: DeliveryOrderView[];
  total: number;
}

export function useDeliveryInstruments() {
  return useQuery({
    queryKey: DELIVERY_KEYS.instruments,
    queryFn: ({ signal }) => webApi.call('getInstruments', {}, { ...quiet, signal }),
    // The marks stream keeps prices current; open/closed is read again when it changes (useDeliveryStatusRefresh) and after a reconnect.
    staleTime: 5 * 60_000,
  });
}

/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Market status changes at known instants: the instrument list is read again just after the
 * earliest of them (a closed market's `reopens_at`; `nextClose` gives an open market's next
 * closing), not on a timer.
 */
export function useDeliveryStatusRefresh(list: readonly InstrumentView[] | undefined, nextClose: (instrument: InstrumentView) => number | undefined): void {
  const queryClient = useQueryClient();
  let earliest = Number.POSITIVE_INFINITY;
  for (const instrument of list ?? []) {
    const change = instrument.open ? nextClose(instrument) : instrument.reopens_at ? Date.parse(instrument.reopens_at) : undefined;
    if (change !== undefined && Number.isFinite(change) && change < earliest) earliest = change;
  }
  useEffect(() => {
    if (!Number.isFinite(earliest)) return;
    const delay = Math.min(MAX_TIMER_MS, Math.max(1_000, earliest - Date.now() + 1_000));
    const timer = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: DELIVERY_KEYS.instruments }), delay);
    return () => window.clearTimeout(timer);
  }, [earliest, queryClient]);
}

export function useDeliveryProducts() {
  return useQuery({
    queryKey: DELIVERY_KEYS.products,
    queryFn: ({ signal }) => webApi.call('getDeliveryProducts', {}, { ...quiet, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDeliveryOrders(filters: DeliveryOrderFilters, enabled = true) {
  return useQuery({
    queryKey: [...DELIVERY_KEYS.orders, filters],
    queryFn: ({ signal }) => webApi.call('getDeliveryOrders', filters, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    enabled,
    // The `delivery` stream patches these; a fresh mount reads them once more.
    staleTime: 0,
  });
}

export interface PlaceDeliveryFields {
  symbol: string;
  direction: 'up' | 'down';
  product_id: string;
  stake: string;
}

export const deliveryCalls = {
  /** Refusals that name a field (`stake`, `product_id`, `symbol`) are the form's to show; others toast. */
  place: (fields: PlaceDeliveryFields, requestId: string) => webApi.call('placeDelivery', { ...fields, request_id: requestId }, { silent: 'field' }),
};

// ---------- Server clock (cosmetic: the countdown; the server decides settlement) ----------

const OFFSET_SAMPLES = 20;
let offsetSamples: number[] = [];
let serverOffsetMs = 0;

/**
 * A sample of `server instant − local instant` that can only be too low (the server stamped it
 * before the answer travelled): the largest recent sample is the best estimate.
 */
export function noteServerInstant(serverMs: number, localMs = Date.now()): void {
  if (!Number.isFinite(serverMs)) return;
  offsetSamples = [...offsetSamples.slice(-(OFFSET_SAMPLES - 1)), serverMs - localMs];
  serverOffsetMs = Math.max(...offsetSamples);
}

/** The local clock moved to the server's, as far as the samples tell. */
export function serverNow(): number {
  return Date.now() + serverOffsetMs;
}

// ---------- Streams ----------

function isMarkTick(value: unknown): value is MarkTick {
  const tick = value as MarkTick | null;
  return typeof tick === 'object' && tick !== null && typeof tick.symbol === 'string' && typeof tick.mark === 'string' && typeof tick.time === 'number';
}

/** Ticks written at most this often into the cache (a frame per instrument per second arrives). */
const MARK_FLUSH_MS = 150;

/**
 * `mark@<SYMBOL>` for each listed symbol while mounted: the tick's mark, bid and ask go into the
 * cached instrument list (what the picker, the strip, the form and the open orders read). Frames
 * are gathered and written together, so twenty instruments cost one render, not twenty.
 */
export function useLiveMarks(symbols: readonly string[]): void {
  const queryClient = useQueryClient();
  const key = useMemo(() => [...new Set(symbols)].sort().join(','), [symbols]);
  const pending = useRef(new Map<string, MarkTick>());
  useEffect(() => {
    if (!key) return;
    const list = key.split(',');
    let timer: number | undefined;
    const flush = () => {
      timer = undefined;
      const ticks = pending.current;
      pending.current = new Map();
      if (ticks.size > 0) applyMarks(queryClient, ticks);
    };
    const release = liveSocket.retain();
    const offs = list.map((symbol) =>
      liveSocket.on(`mark@${symbol}`, (data) => {
        if (!isMarkTick(data) || data.symbol !== symbol) return;
        noteServerInstant(data.time);
        pending.current.set(symbol, data);
        timer ??= window.setTimeout(flush, MARK_FLUSH_MS);
      }),
    );
    const unsubscribes = list.map((symbol) => liveSocket.subscribe(`mark@${symbol}`));
    const offOpen = liveSocket.onOpen(({ reconnect }) => {
      if (reconnect) void queryClient.invalidateQueries({ queryKey: DELIVERY_KEYS.instruments });
    });
    return () => {
      window.clearTimeout(timer);
      offOpen();
      for (const unsubscribe of unsubscribes) unsubscribe();
      for (const off of offs) off();
      release();
    };
  }, [key, queryClient]);
}

export function applyMarks(queryClient: QueryClient, ticks: ReadonlyMap<string, MarkTick>): void {
  queryClient.setQueryData<InstrumentView[]>(DELIVERY_KEYS.instruments, (old) =>
    old?.map((instrument) => {
      const tick = ticks.get(instrument.symbol);
      if (!tick) return instrument;
      return { ...instrument, mark: tick.mark, bid: tick.bid, ask: tick.ask, tick_at: new Date(tick.time).toISOString() };
    }),
  );
}

function isDeliveryOrder(value: unknown): value is DeliveryOrderView {
  const order = value as DeliveryOrderView | null;
  return (
    typeof order === 'object' &&
    order !== null &&
    typeof order.id === 'string' &&
    typeof order.status === 'string' &&
    typeof order.stake === 'string' &&
    typeof order.expires_at === 'string'
  );
}

/**
 * One pushed order into every cached page of the lists: replaced where it is shown; a new open
 * order goes in front of the first open page; a settled one leaves the open pages and goes in front
 * of the first settled page. Later pages shift by one row, so they are read again instead.
 */
export function applyDeliveryOrder(queryClient: QueryClient, order: DeliveryOrderView): void {
  const belongs: DeliveryScope = order.status === 'open' ? 'open' : 'settled';
  for (const [key, page] of queryClient.getQueriesData<DeliveryOrderPage>({ queryKey: DELIVERY_KEYS.orders })) {
    if (!page) continue;
    const filters = key[2] as DeliveryOrderFilters | undefined;
    if (!filters) continue;
    const shown = page.list.some((row) => row.id === order.id);
    if (filters.scope === belongs) {
      if (shown) {
        queryClient.setQueryData<DeliveryOrderPage>(key, { ...page, list: page.list.map((row) => (row.id === order.id ? order : row)) });
      } else if (filters.page === 1) {
        queryClient.setQueryData<DeliveryOrderPage>(key, { list: [order, ...page.list].slice(0, filters.limit), total: page.total + 1 });
      } else {
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    } else if (shown) {
      queryClient.setQueryData<DeliveryOrderPage>(key, { list: page.list.filter((row) => row.id !== order.id), total: Math.max(0, page.total - 1) });
      // The next row of a later page moves up into this one.
      if (page.total > filters.limit * filters.page) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    } else if (filters.page > 1) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
  }
}

/**
 * The `delivery` channel (pushed after auth): each placed or settled order patches the cached
 * lists; `onOrder` sees it too (to announce a result). After a reconnect the lists are read again:
 * orders may have settled while the link was down.
 */
export function useLiveDelivery(enabled: boolean, onOrder?: (order: DeliveryOrderView) => void): void {
  const queryClient = useQueryClient();
  useLiveChannel(enabled ? 'delivery' : null, (data) => {
    if (!isDeliveryOrder(data)) return;
    applyDeliveryOrder(queryClient, data);
    onOrder?.(data);
  });
  useEffect(
    () =>
      enabled
        ? liveSocket.onOpen(({ reconnect }) => {
            if (reconnect) void queryClient.invalidateQueries({ queryKey: DELIVERY_KEYS.orders });
          })
        : undefined,
    [queryClient, enabled],
  );
}
