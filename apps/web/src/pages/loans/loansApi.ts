import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { CollateralLoanView, LoanDocumentSlot, LoanView } from '@veritex/shared';
import { FUNDS_KEYS } from '../../api/funds';
import { KYC_KEYS } from '../../api/kyc';
import { webApi } from '../../api/web';

/** Reads show their own error states; submits show the refusal in the form. Neither toasts. */
const quiet = { silent: true } as const;

export const LOANS_KEYS = {
  list: ['lendList'] as const,
  mine: ['lendMy'] as const,
  loan: ['getLoan'] as const,
  collateral: ['getCollateralLoans'] as const,
};

/** Products, the user's credit limit (null for visitors) and the crypto-backed terms. */
export function useLendList() {
  return useQuery({
    queryKey: LOANS_KEYS.list,
    queryFn: ({ signal }) => webApi.call('lendList', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

export function useMyLoans(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...LOANS_KEYS.mine, page, pageSize],
    queryFn: ({ signal }) => webApi.call('lendMy', { page, page_size: pageSize }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLoan(id: string | undefined) {
  return useQuery({
    queryKey: [...LOANS_KEYS.loan, id],
    queryFn: ({ signal }) => webApi.call('getLoan', { id: id ?? '' }, { ...quiet, signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Crypto-backed loans with their LTV at the latest tick, re-read while shown (prices move). */
export function useCollateralLoans(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...LOANS_KEYS.collateral, page, pageSize],
    queryFn: ({ signal }) => webApi.call('getCollateralLoans', { page, page_size: pageSize }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: COLLATERAL_REFRESH_MS,
    staleTime: 0,
  });
}

const COLLATERAL_REFRESH_MS = 15_000;

/** After any loan action: the loans, the limit, the balances and the credit score are read again. */
export function invalidateLoans(queryClient: QueryClient): void {
  for (const key of [LOANS_KEYS.list, LOANS_KEYS.mine, LOANS_KEYS.loan, LOANS_KEYS.collateral, FUNDS_KEYS.asset, KYC_KEYS.credit]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

export interface ApplyFields {
  product_id: string;
  amount: string;
  agree: boolean;
  documents: Partial<Record<LoanDocumentSlot, string>>;
}

/**
 * The loan calls, each with the `request_id` of its user action (reused only when a request got
 * no answer, so the server does it once).
 */
export const loansCalls = {
  uploadDocument: (slot: LoanDocumentSlot, file: File, requestId: string) => webApi.upload('lend_img', { slot, request_id: requestId }, { file }, quiet),
  /** A form body carries no nested object: the documents go as one JSON field (the contract accepts both). */
  apply: (fields: ApplyFields, requestId: string): Promise<LoanView> =>
    webApi.call('lendBuy', { ...fields, documents: JSON.stringify(fields.documents), request_id: requestId }, quiet),
  repay: (id: string, requestId: string): Promise<LoanView> => webApi.call('repayLoan', { id, request_id: requestId }, quiet),
  repayVoucher: (id: string, voucher: File | null, requestId: string): Promise<LoanView> =>
    webApi.upload('repayLoanVoucher', { id, request_id: requestId }, { voucher }, quiet),
  borrow: (fields: { collateral_asset: string; collateral_amount: string; amount: string }, requestId: string): Promise<CollateralLoanView> =>
    webApi.call('borrowWithCollateral', { ...fields, request_id: requestId }, quiet),
  addCollateral: (id: string, amount: string, requestId: string): Promise<CollateralLoanView> =>
    webApi.call('addCollateral', { id, amount, request_id: requestId }, quiet),
  repayCollateral: (id: string, amount: string, requestId: string): Promise<CollateralLoanView> =>
    webApi.call('repayCollateralLoan', { id, amount, request_id: requestId }, quiet),
};
