import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { INBOX_CHANNEL, type InboxPage, type NotifyPrefs, type SwitchableNotifyGroup } from '@veritex/shared';
import { useCallback } from 'react';
import { KYC_KEYS } from '../../api/kyc';
import { newRequestId } from '../../api/requestId';
import { webApi } from '../../api/web';
import { type LiveState, useLiveChannel, useLiveConnection } from '../../api/ws';

/** The answers are typed from the call contract (packages/shared/src/contract/verification.ts). */
export type { InboxMessage, InboxMessageDetail, InboxPage, NotifyGroup, NotifyPrefs } from '@veritex/shared';

const quiet = { silent: true } as const;

/**
 * Every inbox query sits under KYC_KEYS.messages (`getMessages`), so one invalidation refreshes
 * the list, the detail and the bell together.
 */
export const INBOX_KEYS = {
  all: KYC_KEYS.messages,
  unread: [...KYC_KEYS.messages, 'unread'] as const,
  detail: [...KYC_KEYS.messages, 'detail'] as const,
  prefs: ['getNotifyPrefs'] as const,
};

/** While the live socket is down the bell re-reads the count this often; while it is up, the server pushes it. */
export const UNREAD_FALLBACK_POLL_MS = 60_000;

/** The inbox, a page at a time (all or only the unread); `unread` counts the whole inbox. */
export function useMessages(page: number, pageSize: number, unreadOnly: boolean) {
  return useQuery({
    queryKey: [...INBOX_KEYS.all, 'list', page, pageSize, unreadOnly],
    queryFn: ({ signal }) => webApi.call('getMessages', { page, page_size: pageSize, ...(unreadOnly ? { unread: '1' as const } : {}) }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One message with the inbox's unread count (web/getMessage; another user's id answers not found). */
export function useMessage(id: string) {
  return useQuery({
    queryKey: [...INBOX_KEYS.detail, id],
    queryFn: ({ signal }) => webApi.call('getMessage', { id }, { ...quiet, signal }),
    enabled: /^\d{1,18}$/.test(id),
    retry: false,
  });
}

/** The bell's number: pushed over the live socket (useLiveInbox); read, and re-read slowly, only while the socket is not open. */
export function useUnreadCount(live: LiveState) {
  return useQuery({
    queryKey: INBOX_KEYS.unread,
    queryFn: ({ signal }) => webApi.call('getMessages', { page: 1, page_size: 1 }, { ...quiet, signal }),
    select: (page) => page.unread,
    refetchInterval: live === 'open' ? false : UNREAD_FALLBACK_POLL_MS,
    staleTime: live === 'open' ? Number.POSITIVE_INFINITY : 30_000,
  });
}

export function invalidateMessages(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: INBOX_KEYS.all });
}

/** Puts a pushed count into the bell's query, keeping the rest of its page. */
function applyUnread(queryClient: QueryClient, unread: number): void {
  queryClient.setQueryData<InboxPage>(INBOX_KEYS.unread, (page) => (page ? { ...page, unread } : { total: unread, unread, items: [] }));
}

function unreadOf(data: unknown): number | undefined {
  const unread = (data as { unread?: unknown } | null)?.unread;
  return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0 ? unread : undefined;
}

/**
 * The `inbox` frames (sent right after auth and on every change to the user's inbox) set the
 * bell's count; a change means the lists and the open message may differ too, so they are read
 * again. Answers the socket's state: the bell polls only while it is not open.
 */
export function useLiveInbox(): LiveState {
  const queryClient = useQueryClient();
  const state = useLiveConnection();
  const onFrame = useCallback(
    (data: unknown) => {
      const unread = unreadOf(data);
      if (unread === undefined) return;
      const known = queryClient.getQueryData<InboxPage>(INBOX_KEYS.unread)?.unread;
      applyUnread(queryClient, unread);
      if (known !== unread) {
        void queryClient.invalidateQueries({ queryKey: INBOX_KEYS.all, predicate: (query) => query.queryKey[1] !== 'unread' });
      }
    },
    [queryClient],
  );
  useLiveChannel(INBOX_CHANNEL, onFrame);
  return state;
}

export function useNotifyPrefs(enabled: boolean) {
  return useQuery({
    queryKey: INBOX_KEYS.prefs,
    queryFn: ({ signal }) => webApi.call('getNotifyPrefs', {}, { ...quiet, signal }),
    enabled,
  });
}

export const inboxCalls = {
  readMessage: (id: string) => webApi.call('readMessage', { id, request_id: newRequestId() }, quiet),
  readAllMessages: () => webApi.call('readMessage', { all: '1', request_id: newRequestId() }, quiet),
  setNotifyPref: (group: SwitchableNotifyGroup, on: boolean): Promise<NotifyPrefs> =>
    webApi.call('setNotifyPrefs', { [group]: on ? '1' : '0', request_id: newRequestId() }, quiet),
};
