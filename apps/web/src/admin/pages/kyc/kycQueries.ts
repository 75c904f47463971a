import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerificationLevel } from '@veritex/shared';
import { useRequestIds } from '../../../api/requestId';
import { adminAction, adminBlob, adminCall, retryNetworkOnce } from '../../api';
import { ADMIN_KEY, adminKeys } from '../../queries';

/**
 * The compliance desk's calls (admin/kycQueue, admin/kycImage, admin/kycApprove, admin/kycReject),
 * their answers typed from the call contract (packages/shared/src/contract/verification.ts).
 */

export type KycQueueStatus = 'pending' | 'approved' | 'rejected';
export const KYC_QUEUE_STATUSES: readonly KycQueueStatus[] = ['pending', 'approved', 'rejected'];

const IMAGE_KEY = 'kycImage';

export const kycKeys = {
  all: [ADMIN_KEY, 'kyc'] as const,
  queue: (filter: KycQueueFilter, page: number, pageSize: number) => [ADMIN_KEY, 'kyc', 'queue', { ...filter, page, pageSize }] as const,
  pendingCount: [ADMIN_KEY, 'kyc', 'pendingCount'] as const,
  image: (uploadId: string) => [ADMIN_KEY, IMAGE_KEY, uploadId] as const,
};

export interface KycQueueFilter {
  status: KycQueueStatus;
  level: VerificationLevel | undefined;
  userId: string;
}

/** Submissions arrive while staff work: read again when the console comes back into view. */
const QUEUE_QUERY = { placeholderData: keepPreviousData, retry: retryNetworkOnce, refetchOnWindowFocus: true, staleTime: 10_000 } as const;

export function useKycQueue(filter: KycQueueFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: kycKeys.queue(filter, page, pageSize),
    queryFn: () => adminCall('kycQueue', { status: filter.status, level: filter.level, user_id: filter.userId, page, page_size: pageSize }),
    ...QUEUE_QUERY,
  });
}

/** How many submissions of every level wait for a decision (the page's "Queue: N pending"). */
export function useKycPendingCount() {
  return useQuery({
    queryKey: kycKeys.pendingCount,
    queryFn: async () => (await adminCall('kycQueue', { status: 'pending', page: 1, page_size: 1 })).total,
    retry: retryNetworkOnce,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}

const revokers = new WeakSet<QueryClient>();

/**
 * Object URLs hold the picture until revoked: revoke each when its query leaves the cache
 * (unused for a while, or every console query at sign-out), so no identity document outlives
 * the staff session in the browser's memory.
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

/** One submitted picture as an object URL: the staff token travels as a header, so a bare `<img src>` cannot load it. */
export function useKycImageUrl(uploadId: string) {
  const queryClient = useQueryClient();
  revokeImageUrlsOf(queryClient);
  return useQuery({
    queryKey: kycKeys.image(uploadId),
    queryFn: async ({ signal }) => URL.createObjectURL(await adminBlob('kycImage', { upload_id: uploadId }, signal)),
    // An upload never changes; keeping it a while spares the server (and its audit log) a read per drawer opening.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: retryNetworkOnce,
  });
}

/** After a decision (or its refusal: "already reviewed" means the list is out of date) the queue, its count and the audit log changed. */
function afterDecision(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: kycKeys.all }), queryClient.invalidateQueries({ queryKey: adminKeys.auditAll })]);
}

export function useApproveKyc() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string }) => adminAction('kycApprove', input, requestIds, { quiet: true }),
    onSettled: () => afterDecision(queryClient),
  });
}

export function useRejectKyc() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) => adminAction('kycReject', input, requestIds, { quiet: true }),
    onSettled: () => afterDecision(queryClient),
  });
}
