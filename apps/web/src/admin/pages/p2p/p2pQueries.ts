import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MerchantApplication, MerchantStatus, P2pAdStatus, P2pDeskAd, P2pDeskOrder, P2pMessage, P2pOrderStatus } from '@veritex/shared';
import { useRequestIds } from '../../../api/requestId';
import { type AdminInput, type AdminOutput, adminAction, adminBlob, adminCall, retryNetworkOnce } from '../../api';
import { ADMIN_KEY, adminKeys } from '../../queries';

/**
 * The quick-buy desk's calls (admin/p2pApplications, p2pDecideApplication, p2pDeskAds,
 * p2pSuspendAd, p2pDeskOrders, p2pDeskOrder, p2pDeskMessage, p2pResolveAppeal, p2pDeskImage),
 * typed from the call contract (packages/shared/src/contract/p2p.ts).
 */

const IMAGE_KEY = 'p2pImage';

export const p2pKeys = {
  all: [ADMIN_KEY, 'p2p'] as const,
  orderLists: [ADMIN_KEY, 'p2p', 'orders'] as const,
  orders: (status: P2pOrderStatus | undefined, page: number, pageSize: number) => [ADMIN_KEY, 'p2p', 'orders', { status, page, pageSize }] as const,
  order: (id: string) => [ADMIN_KEY, 'p2p', 'order', id] as const,
  applicationLists: [ADMIN_KEY, 'p2p', 'applications'] as const,
  applications: (status: MerchantStatus | undefined, page: number, pageSize: number) => [ADMIN_KEY, 'p2p', 'applications', { status, page, pageSize }] as const,
  adLists: [ADMIN_KEY, 'p2p', 'ads'] as const,
  ads: (status: P2pAdStatus | undefined, page: number, pageSize: number) => [ADMIN_KEY, 'p2p', 'ads', { status, page, pageSize }] as const,
  image: (imageId: string) => [ADMIN_KEY, IMAGE_KEY, imageId] as const,
};

/** Appeals and applications arrive while staff work: read again when the console comes back into view. */
const DESK_QUERY = { retry: retryNetworkOnce, refetchOnWindowFocus: true, staleTime: 10_000 } as const;
/** An open order's chat moves while support reads it: the drawer re-reads it this often. */
export const ORDER_REFRESH_MS = 10_000;

export function useDeskOrders(status: P2pOrderStatus | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: p2pKeys.orders(status, page, pageSize),
    queryFn: () => adminCall('p2pDeskOrders', { status, page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    ...DESK_QUERY,
  });
}

/** How many orders wait in appeal (the tab's badge): the list's total, one row read. */
export function useAppealCount() {
  return useQuery({
    queryKey: p2pKeys.orders('appeal', 1, 1),
    queryFn: () => adminCall('p2pDeskOrders', { status: 'appeal', page: 1, page_size: 1 }),
    select: (answer) => answer.total,
    ...DESK_QUERY,
  });
}

/** One order with its whole chat; re-read while the order is still open. */
export function useDeskOrder(id: string | undefined) {
  return useQuery({
    queryKey: p2pKeys.order(id ?? ''),
    queryFn: () => adminCall('p2pDeskOrder', { id: id ?? '' }),
    enabled: id !== undefined && id !== '',
    refetchInterval: (query) => (isOpenOrder(query.state.data?.order) ? ORDER_REFRESH_MS : false),
    ...DESK_QUERY,
  });
}

function isOpenOrder(order: P2pDeskOrder | undefined): boolean {
  return order !== undefined && (order.status === 'unpaid' || order.status === 'paid' || order.status === 'appeal');
}

export function useApplications(status: MerchantStatus | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: p2pKeys.applications(status, page, pageSize),
    queryFn: () => adminCall('p2pApplications', { status, page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    ...DESK_QUERY,
  });
}

/** How many applications wait for a decision (the tab's badge). */
export function usePendingApplicationCount() {
  return useQuery({
    queryKey: p2pKeys.applications('pending', 1, 1),
    queryFn: () => adminCall('p2pApplications', { status: 'pending', page: 1, page_size: 1 }),
    select: (answer) => answer.total,
    ...DESK_QUERY,
  });
}

export function useDeskAds(status: P2pAdStatus | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: p2pKeys.ads(status, page, pageSize),
    queryFn: () => adminCall('p2pDeskAds', { status, page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    ...DESK_QUERY,
  });
}

const revokers = new WeakSet<QueryClient>();

/**
 * Object URLs hold the picture until revoked: revoke each when its query leaves the cache (unused
 * for a while, or every console query at sign-out), so no trader's proof outlives the staff session.
 */
function revokeImageUrlsOf(queryClient: QueryClient): void {
  if (revokers.has(queryClient)) return;
  revokers.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[1] !== IMAGE_KEY) return;
    const url: unknown = event.query.state.data;
    if (typeof url === 'string') URL.revokeObjectURL(url);
  });
}

/** A chat image, payment proof or appeal picture as an object URL (the staff token travels as a header). */
export function useP2pImageUrl(imageId: string) {
  const queryClient = useQueryClient();
  revokeImageUrlsOf(queryClient);
  return useQuery({
    queryKey: p2pKeys.image(imageId),
    queryFn: async ({ signal }) => URL.createObjectURL(await adminBlob('p2pDeskImage', { image_id: imageId }, signal)),
    // An upload never changes; keeping it spares the server a read per drawer opening.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: retryNetworkOnce,
  });
}

type Page<T> = { items: T[]; total: number };

/** Puts the server's answer in place of the row it replaces, in every cached page of a list. */
function replaceRow<T extends { id?: string; user_id?: string }>(queryClient: QueryClient, listKey: readonly unknown[], row: T, same: (a: T, b: T) => boolean) {
  queryClient.setQueriesData<Page<T>>({ queryKey: listKey }, (page) =>
    page?.items ? { ...page, items: page.items.map((item) => (same(item, row) ? row : item)) } : page,
  );
}

/** Every decision changes what the audit log shows; an escrow decision also moves money (the ledger reports). */
function afterAction(queryClient: QueryClient, movesMoney: boolean) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.auditAll }),
    movesMoney ? queryClient.invalidateQueries({ queryKey: adminKeys.ledger }) : undefined,
  ]);
}

export type ResolveInput = Omit<AdminInput<'p2pResolveAppeal'>, 'request_id'>;

/**
 * Decide an appeal. The answer replaces the order's row in the lists and in the drawer at once;
 * the drawer is then read again for the chat's new system line. A refusal (another staff member
 * decided first) re-reads everything.
 */
export function useResolveAppeal() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: ResolveInput) => adminAction('p2pResolveAppeal', input, requestIds, { quiet: true }),
    onSuccess: (order) => {
      replaceRow(queryClient, p2pKeys.orderLists, order, (a, b) => a.id === b.id);
      queryClient.setQueryData<AdminOutput<'p2pDeskOrder'>>(p2pKeys.order(order.id), (detail) => (detail ? { ...detail, order } : detail));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: p2pKeys.order(order.id) }),
        queryClient.invalidateQueries({ queryKey: p2pKeys.orders('appeal', 1, 1), exact: true }),
        afterAction(queryClient, true),
      ]);
    },
    onError: (_error, input) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: p2pKeys.orderLists }), queryClient.invalidateQueries({ queryKey: p2pKeys.order(input.id) })]),
  });
}

/** Support writes into an order's chat; the line is added to the drawer's chat as the server answered it. */
export function useDeskMessage() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string; text: string }) => adminAction('p2pDeskMessage', input, requestIds, { quiet: true }),
    onSuccess: (message: P2pMessage, input) => {
      queryClient.setQueryData<AdminOutput<'p2pDeskOrder'>>(p2pKeys.order(input.id), (detail) =>
        detail && !detail.messages.some((line) => line.id === message.id) ? { ...detail, messages: [...detail.messages, message] } : detail,
      );
      return afterAction(queryClient, false);
    },
  });
}

export type DecideInput = Omit<AdminInput<'p2pDecideApplication'>, 'request_id'>;

export function useDecideApplication() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: DecideInput) => adminAction('p2pDecideApplication', input, requestIds, { quiet: true }),
    onSuccess: (application: MerchantApplication) => {
      replaceRow(queryClient, p2pKeys.applicationLists, application, (a, b) => a.user_id === b.user_id);
      // A rejection returns the security deposit: money moved.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: p2pKeys.applications('pending', 1, 1), exact: true }),
        afterAction(queryClient, application.status === 'rejected'),
      ]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: p2pKeys.applicationLists }),
  });
}

export type SuspendInput = Omit<AdminInput<'p2pSuspendAd'>, 'request_id'>;

export function useSuspendAd() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: SuspendInput) => adminAction('p2pSuspendAd', input, requestIds, { quiet: true }),
    onSuccess: (ad: P2pDeskAd) => {
      replaceRow(queryClient, p2pKeys.adLists, ad, (a, b) => a.id === b.id);
      return afterAction(queryClient, false);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: p2pKeys.adLists }),
  });
}
