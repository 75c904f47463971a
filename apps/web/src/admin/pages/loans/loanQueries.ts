import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoanStatus, LoanVoucherStatus } from '@veritex/shared';
import { useRequestIds } from '../../../api/requestId';
import { type AdminInput, adminAction, adminBlob, adminCall, retryNetworkOnce } from '../../api';
import { ADMIN_KEY, adminKeys } from '../../queries';

/**
 * The loan desk's calls (admin/loans, loanDocument, approveLoan, rejectLoan, confirmLoanVoucher,
 * rejectLoanVoucher, lendingOverview, fundLending, loanProducts, saveLoanProduct), typed from the
 * call contract (packages/shared/src/contract/loans.ts).
 */

const DOCUMENT_KEY = 'loanDocument';

/** A queue: the loans of one status, or those whose repayment voucher has one status. */
export type LoanQueueFilter = { status: LoanStatus; voucher?: undefined } | { status?: undefined; voucher: LoanVoucherStatus };

export const loanKeys = {
  all: [ADMIN_KEY, 'loans'] as const,
  queue: (filter: LoanQueueFilter, page: number, pageSize: number) => [ADMIN_KEY, 'loans', 'queue', { ...filter, page, pageSize }] as const,
  overview: [ADMIN_KEY, 'loans', 'overview'] as const,
  products: [ADMIN_KEY, 'loans', 'products'] as const,
  document: (uploadId: string) => [ADMIN_KEY, DOCUMENT_KEY, uploadId] as const,
};

/** Applications and vouchers arrive while staff work: read again when the console comes back into view. */
const DESK_QUERY = { retry: retryNetworkOnce, refetchOnWindowFocus: true, staleTime: 10_000 } as const;

export function useLoanQueue(filter: LoanQueueFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: loanKeys.queue(filter, page, pageSize),
    queryFn: () => adminCall('loans', { status: filter.status, voucher: filter.voucher, page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    ...DESK_QUERY,
  });
}

export function useLendingOverview() {
  return useQuery({ queryKey: loanKeys.overview, queryFn: () => adminCall('lendingOverview'), ...DESK_QUERY });
}

export function useLoanProducts() {
  return useQuery({ queryKey: loanKeys.products, queryFn: () => adminCall('loanProducts'), ...DESK_QUERY });
}

const revokers = new WeakSet<QueryClient>();

/**
 * Object URLs hold the picture until revoked: revoke each when its query leaves the cache
 * (unused for a while, or every console query at sign-out), so no borrower's document outlives
 * the staff session in the browser's memory.
 */
function revokeDocumentUrlsOf(queryClient: QueryClient): void {
  if (revokers.has(queryClient)) return;
  revokers.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[1] !== DOCUMENT_KEY) return;
    const url: unknown = event.query.state.data;
    if (typeof url === 'string') URL.revokeObjectURL(url);
  });
}

/** A loan document or repayment voucher as an object URL: the staff token travels as a header, so a bare `<img src>` cannot load it. */
export function useLoanDocumentUrl(uploadId: string) {
  const queryClient = useQueryClient();
  revokeDocumentUrlsOf(queryClient);
  return useQuery({
    queryKey: loanKeys.document(uploadId),
    queryFn: async ({ signal }) => URL.createObjectURL(await adminBlob('loanDocument', { upload_id: uploadId }, signal)),
    // An upload never changes; keeping it a while spares the server (and its audit log) a read per drawer opening.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: retryNetworkOnce,
  });
}

/** After a decision (or its refusal: "already reviewed" means the queue is out of date) the desk, the ledger reports and the audit log changed. */
function afterDecision(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: loanKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.ledger }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditAll }),
  ]);
}

export function useApproveLoan() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string }) => adminAction('approveLoan', input, requestIds, { quiet: true }),
    onSettled: () => afterDecision(queryClient),
  });
}

export function useRejectLoan() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) => adminAction('rejectLoan', input, requestIds, { quiet: true }),
    onSettled: () => afterDecision(queryClient),
  });
}

export function useConfirmLoanVoucher() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string }) => adminAction('confirmLoanVoucher', input, requestIds, { quiet: true }),
    onSettled: () => afterDecision(queryClient),
  });
}

export function useRejectLoanVoucher() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) => adminAction('rejectLoanVoucher', input, requestIds, { quiet: true }),
    onSettled: () => afterDecision(queryClient),
  });
}

export type FundLendingInput = Omit<AdminInput<'fundLending'>, 'request_id'>;

export function useFundLending() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: FundLendingInput) => adminAction('fundLending', input, requestIds, { quiet: true }),
    onSuccess: (overview) => queryClient.setQueryData(loanKeys.overview, overview),
    onSettled: () => afterDecision(queryClient),
  });
}

export type LoanProductInput = Omit<AdminInput<'saveLoanProduct'>, 'request_id'>;

export function useSaveLoanProduct() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: LoanProductInput) => adminAction('saveLoanProduct', input, requestIds, { quiet: true }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: loanKeys.products }), queryClient.invalidateQueries({ queryKey: adminKeys.auditAll })]),
  });
}
