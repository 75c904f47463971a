import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportChat, SupportConversationView, SupportMessage, SupportMessages } from '@veritex/shared';
import { useCallback } from 'react';
import { webApi } from '../../api/web';

/** Customer service's calls and caches (/service). Reads show their own error states; sends show the refusal under the composer. */
const quiet = { silent: true } as const;

export const SERVICE_KEYS = {
  chat: ['supportChat'] as const,
  messages: ['supportMessages'] as const,
};

export const serviceCalls = {
  send: (text: string, imageId: string | undefined, requestId: string): Promise<SupportMessage> =>
    webApi.call('supportSend', { text, image_id: imageId ?? '', request_id: requestId }, quiet),
  uploadImage: (file: File, requestId: string): Promise<{ image_id: string }> =>
    webApi.upload('supportUploadImage', { request_id: requestId }, { file }, quiet),
  read: (messageId: string): Promise<SupportConversationView> => webApi.call('supportRead', { message_id: messageId }, quiet),
  rate: (id: string, rating: number, comment: string, requestId: string): Promise<SupportConversationView> =>
    webApi.call('supportRate', { id, rating, comment, request_id: requestId }, quiet),
  older: (before: string): Promise<SupportMessages> => webApi.call('supportMessages', { before }, quiet),
};

export function useSupportChat() {
  return useQuery({
    queryKey: SERVICE_KEYS.chat,
    queryFn: ({ signal }) => webApi.call('supportChat', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

/** Messages held by the page, oldest first, each once (by server id). */
export function mergeMessages(held: readonly SupportMessage[], incoming: readonly SupportMessage[]): SupportMessage[] {
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

/**
 * The history: the newest page first, then on every re-read (a `support` frame, a reconnect) only
 * the messages after the last one held, merged in by server id, so nothing shows twice and the
 * order is the server's whatever arrives first.
 */
export function useSupportMessages() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SERVICE_KEYS.messages,
    queryFn: async ({ signal }): Promise<SupportMessages> => {
      const held = queryClient.getQueryData<SupportMessages>(SERVICE_KEYS.messages);
      const last = held?.items.at(-1)?.id;
      if (!held || !last) return webApi.call('supportMessages', {}, { ...quiet, signal });
      const newer = await webApi.call('supportMessages', { after: last }, { ...quiet, signal });
      return { items: mergeMessages(held.items, newer.items), has_more: held.has_more };
    },
    staleTime: 0,
  });
  const add = useCallback(
    (messages: readonly SupportMessage[], hasMore?: boolean) =>
      queryClient.setQueryData<SupportMessages>(SERVICE_KEYS.messages, (held) => ({
        items: mergeMessages(held?.items ?? [], messages),
        has_more: hasMore ?? held?.has_more ?? false,
      })),
    [queryClient],
  );
  return { ...query, add };
}

export type { SupportChat };
