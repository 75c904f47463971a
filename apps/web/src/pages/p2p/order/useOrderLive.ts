import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LiveState, liveSocket, useLiveChannel, useLiveConnection } from '../../../api/ws';
import { P2P_KEYS } from '../p2pApi';

/** While the live socket is down the order and its chat are read this often instead. */
export const ORDER_POLL_MS = 10_000;

function orderIdOf(data: unknown): string | undefined {
  const id = (data as { order_id?: unknown } | null)?.order_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * The `p2p` frames (pushed to both parties' authenticated sockets on every change of an order or
 * its chat) re-read this order and its messages; so does every reconnection (frames missed while
 * away). Answers the socket's state, so the caller can poll while it is not open.
 */
export function useOrderLive(id: string): LiveState {
  const queryClient = useQueryClient();
  const state = useLiveConnection();
  useLiveChannel('p2p', (data) => {
    if (orderIdOf(data) !== id) return;
    void queryClient.invalidateQueries({ queryKey: [...P2P_KEYS.order, id] });
    void queryClient.invalidateQueries({ queryKey: [...P2P_KEYS.messages, id] });
  });
  useEffect(
    () =>
      liveSocket.onOpen(({ reconnect }) => {
        if (!reconnect) return;
        void queryClient.invalidateQueries({ queryKey: [...P2P_KEYS.order, id] });
        void queryClient.invalidateQueries({ queryKey: [...P2P_KEYS.messages, id] });
      }),
    [queryClient, id],
  );
  return state;
}
