import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { CallInput, MerchantStanding, P2pMessage, P2pMyAd, P2pOrderView, P2pPaymentMethod } from '@veritex/shared';
import { FUNDS_KEYS } from '../../api/funds';
import { KYC_KEYS } from '../../api/kyc';
import { webApi } from '../../api/web';

/**
 * Quick buy's calls and queries, shared by the offer list (/kjmbSelect), the merchant centre and
 * the order page (/kjmb). Reads show their own error states; submits show the refusal in the form.
 */
const quiet = { silent: true } as const;

export const P2P_KEYS = {
  rules: ['p2pRules'] as const,
  ads: ['p2pAds'] as const,
  ad: ['p2pAd'] as const,
  merchant: ['p2pMerchant'] as const,
  myAds: ['p2pMyAds'] as const,
  orders: ['p2pOrders'] as const,
  order: ['p2pOrder'] as const,
  messages: ['p2pMessages'] as const,
};

/** Reference prices move with the FX ticks: re-read while shown. */
const RULES_REFRESH_MS = 30_000;

export function useP2pRules() {
  return useQuery({
    queryKey: P2P_KEYS.rules,
    queryFn: ({ signal }) => webApi.call('p2pRules', {}, { ...quiet, signal }),
    refetchInterval: RULES_REFRESH_MS,
    staleTime: 10_000,
  });
}

export type AdsFilter = CallInput<'web', 'p2pAds'>;

/**
 * Online ads, best price first; floating prices follow the reference, so the list is re-read while
 * shown (`live`), except while the user fills in an order on one of them.
 */
export function useP2pAds(filter: AdsFilter, live = true) {
  return useQuery({
    queryKey: [...P2P_KEYS.ads, filter],
    queryFn: ({ signal }) => webApi.call('p2pAds', filter, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? RULES_REFRESH_MS : false,
    staleTime: 0,
  });
}

export function useP2pAd(id: string | undefined) {
  return useQuery({
    queryKey: [...P2P_KEYS.ad, id],
    queryFn: ({ signal }) => webApi.call('p2pAd', { id: id ?? '' }, { ...quiet, signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export function useMerchantStanding() {
  return useQuery({
    queryKey: P2P_KEYS.merchant,
    queryFn: ({ signal }) => webApi.call('p2pMerchant', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

export function useMyAds(page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: [...P2P_KEYS.myAds, page, pageSize],
    queryFn: ({ signal }) => webApi.call('p2pMyAds', { page, page_size: pageSize }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

export function useP2pOrders(status: 'open' | 'closed' | 'all', page: number, pageSize: number) {
  return useQuery({
    queryKey: [...P2P_KEYS.orders, status, page, pageSize],
    queryFn: ({ signal }) => webApi.call('p2pOrders', { status, page, page_size: pageSize }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `pollMs`: re-read this often (the order page's fallback while the live socket is down). */
export function useP2pOrder(id: string | undefined, pollMs: number | false = false) {
  return useQuery({
    queryKey: [...P2P_KEYS.order, id],
    queryFn: ({ signal }) => webApi.call('p2pOrder', { id: id ?? '' }, { ...quiet, signal }),
    enabled: Boolean(id),
    refetchInterval: pollMs,
    staleTime: 0,
  });
}

export function useP2pMessages(id: string | undefined, pollMs: number | false = false) {
  return useQuery({
    queryKey: [...P2P_KEYS.messages, id],
    queryFn: ({ signal }) => webApi.call('p2pMessages', { id: id ?? '' }, { ...quiet, signal }),
    enabled: Boolean(id),
    refetchInterval: pollMs,
    staleTime: 0,
  });
}

/** After any order action: the order, its chat, the lists and the balances are read again. */
export function invalidateP2pOrder(queryClient: QueryClient, id?: string): void {
  for (const key of [P2P_KEYS.orders, P2P_KEYS.ads, P2P_KEYS.myAds, P2P_KEYS.merchant, FUNDS_KEYS.asset, KYC_KEYS.gates]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
  void queryClient.invalidateQueries({ queryKey: id ? [...P2P_KEYS.order, id] : P2P_KEYS.order });
  void queryClient.invalidateQueries({ queryKey: id ? [...P2P_KEYS.messages, id] : P2P_KEYS.messages });
}

export type SaveAdFields = Omit<CallInput<'web', 'p2pSaveAd'>, 'request_id'>;
export type OpenOrderFields = Omit<CallInput<'web', 'p2pOpenOrder'>, 'request_id'>;

/** The quick-buy calls, each with the `request_id` of its user action (reused only when a request got no answer). */
export const p2pCalls = {
  apply: (nickname: string, requestId: string): Promise<MerchantStanding> => webApi.call('p2pApply', { nickname, request_id: requestId }, quiet),
  resign: (requestId: string): Promise<MerchantStanding> => webApi.call('p2pResign', { request_id: requestId }, quiet),
  /** A form body carries the methods as one comma-separated field (the contract accepts both). */
  saveAd: (fields: SaveAdFields, requestId: string): Promise<P2pMyAd> =>
    webApi.call('p2pSaveAd', { ...fields, methods: Array.isArray(fields.methods) ? fields.methods.join(',') : fields.methods, request_id: requestId }, quiet),
  setAdStatus: (id: string, status: 'online' | 'offline' | 'closed', requestId: string): Promise<P2pMyAd> =>
    webApi.call('p2pSetAdStatus', { id, status, request_id: requestId }, quiet),
  openOrder: (fields: OpenOrderFields, requestId: string): Promise<P2pOrderView> => webApi.call('p2pOpenOrder', { ...fields, request_id: requestId }, quiet),
  markPaid: (id: string, method: P2pPaymentMethod, proofImageId: string | undefined, requestId: string): Promise<P2pOrderView> =>
    webApi.call('p2pMarkPaid', { id, method, proof_image_id: proofImageId ?? '', request_id: requestId }, quiet),
  release: (id: string, tpwd: string, requestId: string): Promise<P2pOrderView> => webApi.call('p2pRelease', { id, tpwd, request_id: requestId }, quiet),
  cancel: (id: string, requestId: string): Promise<P2pOrderView> => webApi.call('p2pCancel', { id, request_id: requestId }, quiet),
  appeal: (id: string, reason: string, imageId: string | undefined, requestId: string): Promise<P2pOrderView> =>
    webApi.call('p2pAppeal', { id, reason, image_id: imageId ?? '', request_id: requestId }, quiet),
  rate: (id: string, positive: boolean, comment: string, requestId: string): Promise<P2pOrderView> =>
    webApi.call('p2pRate', { id, positive: positive ? '1' : '0', comment, request_id: requestId }, quiet),
  sendMessage: (id: string, text: string, imageId: string | undefined, requestId: string): Promise<P2pMessage> =>
    webApi.call('p2pSendMessage', { id, text, image_id: imageId ?? '', request_id: requestId }, quiet),
  uploadImage: (file: File, requestId: string): Promise<{ image_id: string }> => webApi.upload('p2pUploadImage', { request_id: requestId }, { file }, quiet),
};
