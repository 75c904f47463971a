import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLang } from '../i18n/useLang';
import { SETTINGS } from '../settings';
import type { LogoAnswer, MarketKind, MarketList, PublicParams, QrCodeAnswer, TextDocument } from './types';
import { webApi } from './web';

/** Lists and pages show their own error state, so background reads never toast. */
const quiet = { silent: true } as const;

export function usePublicParams() {
  return useQuery({
    queryKey: ['getParam'],
    queryFn: ({ signal }) => webApi.call<PublicParams>('getParam', {}, { ...quiet, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMarketList(kind?: MarketKind) {
  return useQuery({
    queryKey: ['getmarketList', kind ?? 'all'],
    queryFn: ({ signal }) => webApi.call<MarketList>('getmarketList', { kind }, { ...quiet, signal }),
    refetchInterval: SETTINGS.marketRefreshMs,
    placeholderData: keepPreviousData,
  });
}

export function useTextDocument(id: number) {
  const lang = useLang();
  return useQuery({
    queryKey: ['getText', id, lang],
    queryFn: ({ signal }) => webApi.call<TextDocument>('getText', { id }, { ...quiet, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useQrcode() {
  return useQuery({
    queryKey: ['getQrcode'],
    queryFn: ({ signal }) => webApi.call<QrCodeAnswer>('getQrcode', {}, { ...quiet, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useLogo() {
  return useQuery({
    queryKey: ['getLogo'],
    queryFn: ({ signal }) => webApi.call<LogoAnswer>('getLogo', {}, { ...quiet, signal }),
    staleTime: 30 * 60_000,
    retry: false,
  });
}
