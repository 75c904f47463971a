import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { FlashQuote, FlashRecord } from '@veritex/shared';
import { FUNDS_KEYS } from '../../api/funds';
import { invalidateOrders } from '../../api/spot';
import { webApi } from '../../api/web';

/**
 * Flash exchange's calls and queries (/exchange). Reads show their own error states; the quote
 * and the conversion show their refusals in the form or the confirmation, never as toasts.
 */
const quiet = { silent: true } as const;

export const FLASH_KEYS = {
  pairs: ['flashPairs'] as const,
  records: ['flashRecords'] as const,
};

/** Fees follow the markets' settings and the quote's life is a setting: re-read now and then while shown. */
const PAIRS_REFRESH_MS = 60_000;

/** The coins that swap against USDT, their fees and minimums, and how long a quote holds. */
export function useFlashPairs() {
  return useQuery({
    queryKey: FLASH_KEYS.pairs,
    queryFn: ({ signal }) => webApi.call('flashPairs', {}, { ...quiet, signal }),
    refetchInterval: PAIRS_REFRESH_MS,
    staleTime: 30_000,
  });
}

export function useFlashRecords(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...FLASH_KEYS.records, page, pageSize],
    queryFn: ({ signal }) => webApi.call('flashRecords', { page, page_size: pageSize }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After a conversion (done or refused): the records, the balances, the account log and the spot orders are read again. */
export function invalidateFlash(queryClient: QueryClient): void {
  for (const key of [FLASH_KEYS.records, FUNDS_KEYS.asset, FUNDS_KEYS.deals]) void queryClient.invalidateQueries({ queryKey: key });
  invalidateOrders(queryClient);
}

export interface QuoteFields {
  from_asset: string;
  to_asset: string;
  amount: string;
}

/** The flash calls, each with the `request_id` of its user action (reused only when a request got no answer). */
export const flashCalls = {
  quote: (fields: QuoteFields, requestId: string): Promise<FlashQuote> => webApi.call('flashQuote', { ...fields, request_id: requestId }, quiet),
  confirm: (quoteId: string, requestId: string): Promise<FlashRecord> => webApi.call('flashConfirm', { quote_id: quoteId, request_id: requestId }, quiet),
};

/** A quote as shown: the fields asked for and the moment (on this device's clock) it stops holding. */
export interface ShownQuote {
  quote: FlashQuote;
  fields: QuoteFields;
  deadline: number;
}
