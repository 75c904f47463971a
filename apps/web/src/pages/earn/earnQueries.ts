import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { EarnOrderStatus, EarnOrderView, RedemptionQuoteView } from '@veritex/shared';
import { invalidateFunds } from '../../api/funds';
import { webApi } from '../../api/web';

/** The earn calls (packages/shared/src/contract/earn.ts), typed from the contract. */

/** Reads show their own states; submits show their own refusals: nothing toasts. */
const quiet = { silent: true } as const;

export const EARN_KEYS = {
  totals: ['getProfitTotal'] as const,
  products: ['getProfitList'] as const,
  product: ['getProfitInfo'] as const,
  orders: ['getMyprofit'] as const,
  accruals: ['getProfitAccruals'] as const,
  quote: ['getRedemptionQuote'] as const,
};

/** The user's totals (zeros for a visitor) and the published rules. */
export function useEarnTotals(enabled = true) {
  return useQuery({
    queryKey: EARN_KEYS.totals,
    queryFn: ({ signal }) => webApi.call('getProfitTotal', {}, { ...quiet, signal }),
    staleTime: 0,
    enabled,
  });
}

export function useEarnProducts() {
  return useQuery({
    queryKey: EARN_KEYS.products,
    queryFn: ({ signal }) => webApi.call('getProfitList', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

export function useEarnProduct(id: string) {
  return useQuery({
    queryKey: [...EARN_KEYS.product, id],
    queryFn: ({ signal }) => webApi.call('getProfitInfo', { id }, { ...quiet, signal }),
    enabled: /^\d+$/.test(id),
    staleTime: 0,
  });
}

/** `status` undefined: every order. */
export function useEarnOrders(status: EarnOrderStatus | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...EARN_KEYS.orders, status ?? 'all', page, pageSize],
    queryFn: ({ signal }) => webApi.call('getMyprofit', { ...(status ? { status } : {}), page, page_size: pageSize }, { ...quiet, signal }),
    select: (answer) => ({ list: answer.items, total: answer.total }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useEarnAccruals(id: string | undefined) {
  return useQuery({
    queryKey: [...EARN_KEYS.accruals, id],
    queryFn: ({ signal }) => webApi.call('getProfitAccruals', { id: id ?? '' }, { ...quiet, signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** The quote is read each time the dialog opens (an accrual may have changed it). */
export function useRedemptionQuote(id: string | undefined) {
  return useQuery({
    queryKey: [...EARN_KEYS.quote, id],
    queryFn: ({ signal }) => webApi.call('getRedemptionQuote', { id: id ?? '' }, { ...quiet, signal }),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}

export function buyEarn(fields: { product_id: string; amount: string }, requestId: string): Promise<EarnOrderView> {
  return webApi.call('buyProfit', { ...fields, request_id: requestId }, quiet);
}

export function redeemEarn(fields: { id: string; expected_total: string }, requestId: string): Promise<EarnOrderView> {
  return webApi.call('sellProfit', { ...fields, request_id: requestId }, quiet);
}

/** The new quote an `earn_quote_changed` refusal carries (as `data` or `data.quote`), if it does. */
export function quoteOfRefusal(data: Record<string, unknown>): RedemptionQuoteView | undefined {
  const candidate = typeof data.quote === 'object' && data.quote !== null ? (data.quote as Record<string, unknown>) : data;
  return typeof candidate.total_returned === 'string' && typeof candidate.principal === 'string' ? (candidate as unknown as RedemptionQuoteView) : undefined;
}

/** After a purchase or a redemption: the earn reads and the balances. */
export function invalidateEarn(queryClient: QueryClient): void {
  for (const key of Object.values(EARN_KEYS)) void queryClient.invalidateQueries({ queryKey: key });
  invalidateFunds(queryClient);
}
