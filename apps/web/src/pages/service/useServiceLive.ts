import { useQueryClient } from '@tanstack/react-query';
import { SUPPORT_CHANNEL, SUPPORT_TYPING_CHANNEL, SUPPORT_TYPING_REPEAT_MS, SUPPORT_TYPING_SHOW_MS } from '@veritex/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type LiveState, liveSocket, useLiveChannel, useLiveConnection } from '../../api/ws';
import { SERVICE_KEYS } from './serviceApi';

/** While the live socket is down the conversation is read this often instead. */
export const SERVICE_POLL_MS = 8_000;

/**
 * The chat's live side: `support` frames (a message, a read mark, assignment, closing) re-read the
 * conversation and the messages after the last one held; every (re)connection does too (frames
 * missed while away). `support_typing` frames show the agent typing for a few seconds. The
 * answer's `typing(true|false)` tells the agent the user is typing, at most every few seconds.
 */
export function useServiceLive(): { live: LiveState; agentTyping: boolean; typing: (on: boolean) => void; stopAgentTyping: () => void } {
  const queryClient = useQueryClient();
  const live = useLiveConnection();
  const [typingUntil, setTypingUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const lastSent = useRef(0);

  const reread = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: SERVICE_KEYS.chat });
    void queryClient.invalidateQueries({ queryKey: SERVICE_KEYS.messages });
  }, [queryClient]);

  useLiveChannel(SUPPORT_CHANNEL, reread);
  useLiveChannel(SUPPORT_TYPING_CHANNEL, (data) => {
    const notice = data as { from?: string; typing?: boolean } | null;
    if (notice?.from !== 'agent') return;
    setTypingUntil(notice.typing ? Date.now() + SUPPORT_TYPING_SHOW_MS : 0);
    setNow(Date.now());
  });
  useEffect(() => liveSocket.onOpen(({ reconnect }) => reconnect && reread()), [reread]);

  // The indicator ends by itself when no new typing frame comes.
  useEffect(() => {
    if (typingUntil <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), typingUntil - now + 50);
    return () => window.clearTimeout(timer);
  }, [typingUntil, now]);

  const typing = useCallback((on: boolean) => {
    const at = Date.now();
    if (on && at - lastSent.current < SUPPORT_TYPING_REPEAT_MS) return;
    lastSent.current = on ? at : 0;
    liveSocket.send({ op: 'support_typing', typing: on });
  }, []);

  return { live, agentTyping: typingUntil > now, typing, stopAgentTyping: () => setTypingUntil(0) };
}
