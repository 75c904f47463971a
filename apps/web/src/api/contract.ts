import { keepPreviousData, type QueryClient, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstrumentView, Kline, KlineInterval, MarkTick, Paged, PositionSideName, PositionStatus, PositionView } from '@veritex/shared';
import { useEffect, useMemo } from 'react';
import { invalidateFunds } from './funds';
import { webApi } from './web';
import { liveSocket, useLiveChannel } from './ws';

/**
 * Leveraged trading (contracts, perpetuals, CFDs; packages/shared/src/contract/derivatives.ts is
 * the contract): the calls, their queries, and the streams written into the query cache — `mark@SYMBOL`
 * into the instrument list, `positions` into the position lists. Nothing polls.
 */

const quiet = { silent: true } as const;

export const CONTRACT_KEYS = {
  instruments: ['getInstruments'] as const,
  klines: ['getInstrumentKlines'] as const,
  positions: ['getPositions'] as const,
  preview: ['previewPosition'] as const,
};

export type PositionTab = 'pending' | 'open' | 'closed' | 'cancelled';
export const POSITION_TABS: readonly PositionTab[] = ['open', 'pending', 'closed', 'cancelled'];

/** The tab (spec §4 order tabs) a position of this status is listed under. */
export function tabOfStatus(status: PositionStatus): PositionTab {
  if (status === 'pending') return 'pending';
  if (status === 'open' || status === 'closing') return 'open';
  if (status === 'cancelled') return 'cancelled';
  return 'closed';
}

// ---------- Instruments ----------

/** Every instrument with its rules and latest tick; `mark@` frames keep the prices current. */
export function useInstruments() {
  return useQuery({
    queryKey: CONTRACT_KEYS.instruments,
    queryFn: ({ signal }) => webApi.call('getInstruments', {}, { ...quiet, signal }),
    // Prices arrive over the socket; market status is re-read when it changes (useInstrumentStatusRefresh).
    staleTime: 5 * 60_000,
  });
}

function isMarkTick(value: unknown): value is MarkTick {
  const tick = value as MarkTick | null;
  return typeof tick === 'object' && tick !== null && typeof tick.symbol === 'string' && typeof tick.mark === 'string' && typeof tick.time === 'number';
}

/** A pushed tick into the cached instrument list (mark, bid, ask and its time). */
export function applyMarkTick(queryClient: QueryClient, tick: MarkTick): void {
  queryClient.setQueryData<InstrumentView[]>(CONTRACT_KEYS.instruments, (list) =>
    list?.map((instrument) =>
      instrument.symbol === tick.symbol
        ? { ...instrument, mark: tick.mark, bid: tick.bid, ask: tick.ask, tick_at: new Date(tick.time).toISOString() }
        : instrument,
    ),
  );
}

/**
 * Holds `mark@SYMBOL` for each of `symbols` while mounted (ref-counted with every other holder,
 * e.g. the chart) and writes each tick into the instrument list. After a reconnect the list is
 * read again (market status may have changed while away).
 */
export function useLiveMarks(symbols: readonly string[]): void {
  const queryClient = useQueryClient();
  const key = [...new Set(symbols)].sort().join(',');
  useEffect(() => {
    if (!key) return;
    const channels = key.split(',').map((symbol) => `mark@${symbol}`);
    const release = liveSocket.retain();
    const offs = channels.map((channel) =>
      liveSocket.on(channel, (data) => {
        if (isMarkTick(data)) applyMarkTick(queryClient, data);
      }),
    );
    const unsubscribes = channels.map((channel) => liveSocket.subscribe(channel));
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      for (const off of offs) off();
      release();
    };
  }, [key, queryClient]);
  useEffect(
    () =>
      liveSocket.onOpen(({ reconnect }) => {
        if (reconnect) void queryClient.invalidateQueries({ queryKey: CONTRACT_KEYS.instruments });
      }),
    [queryClient],
  );
}

/** The latest tick of one instrument while mounted (the chart's live candle, the order form's entry). */
export function useMarkTicks(symbol: string | null, onTick: (tick: MarkTick) => void): void {
  useLiveChannel(symbol ? `mark@${symbol}` : null, (data) => {
    if (isMarkTick(data) && data.symbol === symbol) onTick(data);
  });
}

/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Market status (open, reopens at) changes at known instants: the list is read again just after
 * the earliest of them (`nextChange` gives an open market's next closing), not on a timer.
 */
export function useInstrumentStatusRefresh(list: readonly InstrumentView[] | undefined, nextChange: (instrument: InstrumentView) => number | undefined): void {
  const queryClient = useQueryClient();
  const at = useMemo(() => {
    let earliest = Number.POSITIVE_INFINITY;
    for (const instrument of list ?? []) {
      const change = instrument.open ? nextChange(instrument) : instrument.reopens_at ? Date.parse(instrument.reopens_at) : undefined;
      if (change !== undefined && Number.isFinite(change) && change < earliest) earliest = change;
    }
    return earliest;
  }, [list, nextChange]);
  useEffect(() => {
    if (!Number.isFinite(at)) return;
    const delay = Math.min(MAX_TIMER_MS, Math.max(1_000, at - Date.now() + 1_000));
    const timer = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: CONTRACT_KEYS.instruments }), delay);
    return () => window.clearTimeout(timer);
  }, [at, queryClient]);
}

// ---------- Candles ----------

export const INSTRUMENT_KLINE_HISTORY = 500;

export function useInstrumentKlines(symbol: string, interval: KlineInterval) {
  return useQuery({
    queryKey: [...CONTRACT_KEYS.klines, symbol, interval],
    queryFn: ({ signal }) => webApi.call('getInstrumentKlines', { symbol, interval, limit: INSTRUMENT_KLINE_HISTORY }, { ...quiet, signal }),
    // Read again whenever a chart mounts: the live ticks only extend the latest candle.
    staleTime: 0,
  });
}

export function fetchOlderInstrumentKlines(symbol: string, interval: KlineInterval, end: number): Promise<Kline[]> {
  return webApi.call('getInstrumentKlines', { symbol, interval, limit: INSTRUMENT_KLINE_HISTORY, end }, quiet);
}

// ---------- Positions ----------

export interface PositionFilters {
  tab: PositionTab;
  symbol?: string;
  page: number;
  limit: number;
}

export function usePositions(filters: PositionFilters, enabled = true) {
  return useQuery({
    queryKey: [...CONTRACT_KEYS.positions, filters],
    queryFn: ({ signal }) => webApi.call('getPositions', filters, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** What openPosition and previewPosition take (request_id apart). */
export interface PositionDraft {
  symbol: string;
  side: PositionSideName;
  type: 'market' | 'limit';
  lots: number;
  leverage: number;
  price?: string;
  take_profit?: string;
  stop_loss?: string;
}

/** The pre-trade card for a complete draft (undefined: nothing to ask yet). */
export function usePositionPreview(draft: PositionDraft | undefined) {
  return useQuery({
    queryKey: [...CONTRACT_KEYS.preview, draft],
    queryFn: draft ? ({ signal }) => webApi.call('previewPosition', draft, { ...quiet, signal }) : skipToken,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
    gcTime: 30_000,
  });
}

/** State changes: each takes the request id of the user's action (the same one when it is retried). */
export const contractCalls = {
  openPosition: (draft: PositionDraft, requestId: string) => webApi.call('openPosition', { ...draft, request_id: requestId.replace(/-/g, '') }, quiet),
  closePosition: (positionId: string, lots: number | undefined, requestId: string) =>
    webApi.call('closePosition', { position_id: positionId, ...(lots === undefined ? {} : { lots }), request_id: requestId }, quiet),
  closeAllPositions: (symbol: string | undefined, requestId: string) =>
    webApi.call('closeAllPositions', { ...(symbol ? { symbol } : {}), request_id: requestId }, quiet),
  cancelPosition: (positionId: string, requestId: string) => webApi.call('cancelPosition', { position_id: positionId, request_id: requestId }, quiet),
  setTpSl: (positionId: string, takeProfit: string | undefined, stopLoss: string | undefined, requestId: string) =>
    webApi.call(
      'setTpSl',
      { position_id: positionId, ...(takeProfit ? { take_profit: takeProfit } : {}), ...(stopLoss ? { stop_loss: stopLoss } : {}), request_id: requestId },
      quiet,
    ),
};

/** After the user's positions changed: every tab is read again, and so are the balances. */
export function invalidatePositions(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: CONTRACT_KEYS.positions });
  void queryClient.invalidateQueries({ queryKey: CONTRACT_KEYS.preview });
}

function isPosition(value: unknown): value is PositionView {
  const position = value as PositionView | null;
  return typeof position === 'object' && position !== null && typeof position.id === 'string' && typeof position.status === 'string';
}

/** The status each position was last seen with, so that a live P&L frame is told apart from a change. */
const lastStatus = new Map<string, PositionStatus>();

/**
 * A pushed position into the cached lists: a live frame (same status) replaces the row where it is
 * listed; a new position or a changed status (opened, filled, closed, liquidated, cancelled) reads
 * every tab again, since it moves between tabs and pages. Returns whether the status changed.
 */
export function applyPosition(queryClient: QueryClient, view: PositionView): boolean {
  let before = lastStatus.get(view.id);
  const lists = queryClient.getQueriesData<Paged<PositionView>>({ queryKey: CONTRACT_KEYS.positions });
  if (before === undefined) {
    for (const [, list] of lists) {
      const row = list?.list.find((entry) => entry.id === view.id);
      if (row) before = row.status;
    }
  }
  lastStatus.set(view.id, view.status);
  if (before !== view.status) {
    invalidatePositions(queryClient);
    return true;
  }
  for (const [key, list] of lists) {
    if (!list?.list.some((entry) => entry.id === view.id)) continue;
    queryClient.setQueryData<Paged<PositionView>>(key, { ...list, list: list.list.map((entry) => (entry.id === view.id ? view : entry)) });
  }
  return false;
}

/**
 * The `positions` channel (pushed after auth): live P&L each second for open positions, and every
 * change. `onChange` sees positions whose status changed (e.g. to announce a take-profit). After a
 * reconnect the lists and balances are read again.
 */
export function useLivePositions(enabled: boolean, onChange?: (view: PositionView) => void): void {
  const queryClient = useQueryClient();
  useLiveChannel(enabled ? 'positions' : null, (data) => {
    if (!isPosition(data)) return;
    if (applyPosition(queryClient, data)) onChange?.(data);
  });
  useEffect(
    () =>
      enabled
        ? liveSocket.onOpen(({ reconnect }) => {
            if (!reconnect) return;
            invalidatePositions(queryClient);
            invalidateFunds(queryClient);
          })
        : undefined,
    [queryClient, enabled],
  );
}
