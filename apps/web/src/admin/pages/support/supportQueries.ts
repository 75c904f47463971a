import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUPPORT_DESK_CHANNEL, SUPPORT_TYPING_CHANNEL, SUPPORT_TYPING_REPEAT_MS, SUPPORT_TYPING_SHOW_MS } from '@veritex/shared';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LiveSocket, type LiveState, sameOriginUrl } from '../../../api/ws';
import { adminBlob, adminCall, retryNetworkOnce } from '../../api';
import { ADMIN_KEY } from '../../queries';
import { readStaffToken } from '../../staffSession';

/**
 * The support desk's calls (admin/supportQueue, supportDeskChat, supportUserPanel, supportAgents,
 * supportCanned, supportTickets and the actions), typed from the call contract
 * (packages/shared/src/contract/support.ts), and its live socket.
 */
export const supportKeys = {
  all: [ADMIN_KEY, 'support'] as const,
  queue: (scope: 'active' | 'closed', page: number) => [ADMIN_KEY, 'support', 'queue', scope, page] as const,
  chat: (id: string) => [ADMIN_KEY, 'support', 'chat', id] as const,
  panel: (id: string) => [ADMIN_KEY, 'support', 'panel', id] as const,
  agents: [ADMIN_KEY, 'support', 'agents'] as const,
  canned: [ADMIN_KEY, 'support', 'canned'] as const,
  tickets: (status: 'new' | 'answered' | undefined, page: number) => [ADMIN_KEY, 'support', 'tickets', status, page] as const,
  image: (id: string) => [ADMIN_KEY, 'support', 'image', id] as const,
};

/** Without a live socket the queue and the open chat are read this often. */
export const DESK_POLL_MS = 8_000;
const DESK_QUERY = { retry: retryNetworkOnce, refetchOnWindowFocus: true } as const;

/** The desk's own socket: signs in with the staff token (`staff_auth`) and hears every conversation change and user typing. */
export const deskSocket = new LiveSocket(
  () => sameOriginUrl('/ws'),
  () => readStaffToken() ?? '',
  'staff_auth',
);

export function useDeskLive(onChange: (conversationId: string) => void): { live: LiveState; typingIn: ReadonlySet<string> } {
  useEffect(() => deskSocket.retain(), []);
  const live = useSyncExternalStore(deskSocket.subscribeState, deskSocket.getState, deskSocket.getState);
  const latest = useRef(onChange);
  latest.current = onChange;
  const [typing, setTyping] = useState(new Map<string, number>());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const offChange = deskSocket.on(SUPPORT_DESK_CHANNEL, (data) => {
      const id = (data as { conversation_id?: string } | null)?.conversation_id;
      if (id) latest.current(id);
    });
    const offTyping = deskSocket.on(SUPPORT_TYPING_CHANNEL, (data) => {
      const notice = data as { conversation_id?: string; from?: string; typing?: boolean } | null;
      if (notice?.from !== 'user' || !notice.conversation_id) return;
      const id = notice.conversation_id;
      setTyping((map) => new Map(map).set(id, notice.typing ? Date.now() + SUPPORT_TYPING_SHOW_MS : 0));
      setNow(Date.now());
    });
    const offOpen = deskSocket.onOpen(({ reconnect }) => reconnect && latest.current(''));
    return () => {
      offChange();
      offTyping();
      offOpen();
    };
  }, []);
  const next = Math.min(...[...typing.values()].filter((until) => until > now), Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = window.setTimeout(() => setNow(Date.now()), next - now + 50);
    return () => window.clearTimeout(timer);
  }, [next, now]);
  return { live, typingIn: new Set([...typing].filter(([, until]) => until > now).map(([id]) => id)) };
}

/** Tells the conversation's user that the agent is typing, at most every few seconds. */
export function useAgentTyping(conversationId: string | undefined): (on: boolean) => void {
  const last = useRef(0);
  return useCallback(
    (on: boolean) => {
      if (!conversationId) return;
      const at = Date.now();
      if (on && at - last.current < SUPPORT_TYPING_REPEAT_MS) return;
      last.current = on ? at : 0;
      deskSocket.send({ op: 'support_typing', conversation_id: conversationId, typing: on });
    },
    [conversationId],
  );
}

export function useQueue(scope: 'active' | 'closed', page: number, poll: boolean) {
  return useQuery({
    queryKey: supportKeys.queue(scope, page),
    queryFn: () => adminCall('supportQueue', { scope, page, page_size: 50 }),
    placeholderData: keepPreviousData,
    refetchInterval: poll ? DESK_POLL_MS : false,
    ...DESK_QUERY,
  });
}

export function useDeskChat(id: string | undefined, poll: boolean) {
  return useQuery({
    queryKey: supportKeys.chat(id ?? ''),
    queryFn: () => adminCall('supportDeskChat', { id: id ?? '' }),
    enabled: Boolean(id),
    refetchInterval: poll ? DESK_POLL_MS : false,
    ...DESK_QUERY,
  });
}

export function useUserPanel(id: string | undefined) {
  return useQuery({
    queryKey: supportKeys.panel(id ?? ''),
    queryFn: () => adminCall('supportUserPanel', { id: id ?? '' }),
    enabled: Boolean(id),
    staleTime: 30_000,
    ...DESK_QUERY,
  });
}

export function useAgents() {
  return useQuery({ queryKey: supportKeys.agents, queryFn: () => adminCall('supportAgents', {}), staleTime: 30_000, ...DESK_QUERY });
}

export function useCanned() {
  return useQuery({ queryKey: supportKeys.canned, queryFn: () => adminCall('supportCanned', {}), staleTime: 60_000, ...DESK_QUERY });
}

export function useTickets(status: 'new' | 'answered' | undefined, page: number) {
  return useQuery({
    queryKey: supportKeys.tickets(status, page),
    queryFn: () => adminCall('supportTickets', { status, page, page_size: 20 }),
    placeholderData: keepPreviousData,
    ...DESK_QUERY,
  });
}

export function useSupportImageUrl(imageId: string) {
  return useQuery({
    queryKey: supportKeys.image(imageId),
    queryFn: async ({ signal }) => URL.createObjectURL(await adminBlob('supportDeskImage', { image_id: imageId }, signal)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: retryNetworkOnce,
  });
}

/** After a change the desk re-reads what shows it (the queue, the chat); the audit log too. */
export function useDeskRefresh() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: supportKeys.all }), [queryClient]);
}
