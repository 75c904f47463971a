import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLang } from '../i18n/useLang';
import { session } from '../session/store';
import type { MarketKind } from './types';
import { revokeSession, webApi } from './web';

/** Lists and pages show their own error state, so background reads never toast. */
const quiet = { silent: true } as const;

export function usePublicParams() {
  return useQuery({
    queryKey: ['getParam'],
    queryFn: ({ signal }) => webApi.call('getParam', {}, { ...quiet, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Read once; the `ticker` channel (useLiveTickers) keeps the rows current, a reconnect reads them again. */
export function useMarketList(kind?: MarketKind) {
  return useQuery({
    queryKey: ['getmarketList', kind ?? 'all'],
    queryFn: ({ signal }) => webApi.call('getmarketList', kind ? { kind } : {}, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTextDocument(id: number) {
  const lang = useLang();
  return useQuery({
    queryKey: ['getText', id, lang],
    queryFn: ({ signal }) => webApi.call('getText', { id }, { ...quiet, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useQrcode() {
  return useQuery({
    queryKey: ['getQrcode'],
    queryFn: ({ signal }) => webApi.call('getQrcode', {}, { ...quiet, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useLogo() {
  return useQuery({
    queryKey: ['getLogo'],
    queryFn: ({ signal }) => webApi.call('getLogo', {}, { ...quiet, signal }),
    staleTime: 30 * 60_000,
    retry: false,
  });
}

const SESSIONS_KEY = ['getSessions'] as const;

/** The signed-in user's active sessions (devices), newest activity first. */
export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => webApi.call('getSessions', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

/** Fresh user info for pages that show it; the stored session follows the answer. */
export function useUserInfo() {
  return useQuery({
    queryKey: ['getInfo'],
    queryFn: async ({ signal }) => {
      const token = session.get().token;
      const user = await webApi.call('getInfo', {}, { ...quiet, signal });
      if (session.get().token === token) session.setUser(user);
      return user;
    },
    staleTime: 0,
  });
}

/** Signs one other device out; the session list is read again whatever the outcome. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeSession(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
