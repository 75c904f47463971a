import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementCategory, AnnouncementState } from '@veritex/shared';
import { useRequestIds } from '../../../api/requestId';
import { type AdminInput, adminAction, adminCall, adminUpload, retryNetworkOnce } from '../../api';
import { ADMIN_KEY, adminKeys } from '../../queries';

/**
 * The content desk's calls (admin/deskAnnouncements, deskAnnouncement, saveAnnouncement,
 * publishAnnouncement, pinAnnouncement, archiveAnnouncement; deskBanners, uploadBannerImage,
 * saveBanner, moveBanner), typed from packages/shared/src/contract/announcements.ts.
 */
export const contentKeys = {
  all: [ADMIN_KEY, 'content'] as const,
  announcements: [ADMIN_KEY, 'content', 'announcements'] as const,
  announcement: [ADMIN_KEY, 'content', 'announcement'] as const,
  banners: [ADMIN_KEY, 'content', 'banners'] as const,
};

const DESK_QUERY = { retry: retryNetworkOnce, refetchOnWindowFocus: true, staleTime: 10_000 } as const;

export function useDeskAnnouncements(filter: { state?: AnnouncementState; category?: AnnouncementCategory; page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...contentKeys.announcements, filter],
    queryFn: () => adminCall('deskAnnouncements', { state: filter.state, category: filter.category, page: filter.page, page_size: filter.pageSize }),
    ...DESK_QUERY,
  });
}

export function useDeskAnnouncement(id: string | undefined) {
  return useQuery({
    queryKey: [...contentKeys.announcement, id],
    queryFn: () => adminCall('deskAnnouncement', { id: id ?? '' }),
    enabled: id !== undefined,
    ...DESK_QUERY,
    refetchOnWindowFocus: false,
  });
}

/** After a change (or a refusal, which may mean the list is stale): the desk and the audit log. */
function afterChange(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: contentKeys.all }), queryClient.invalidateQueries({ queryKey: adminKeys.auditAll })]);
}

export type AnnouncementFields = Omit<AdminInput<'saveAnnouncement'>, 'request_id'>;

function useDeskAction<N extends 'saveAnnouncement' | 'publishAnnouncement' | 'pinAnnouncement' | 'archiveAnnouncement' | 'saveBanner' | 'moveBanner'>(
  name: N,
) {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: Omit<AdminInput<N>, 'request_id'>) => adminAction(name, input, requestIds, { quiet: true }),
    onSettled: () => afterChange(queryClient),
  });
}

export const useSaveAnnouncement = () => useDeskAction('saveAnnouncement');
export const usePublishAnnouncement = () => useDeskAction('publishAnnouncement');
export const usePinAnnouncement = () => useDeskAction('pinAnnouncement');
export const useArchiveAnnouncement = () => useDeskAction('archiveAnnouncement');
export const useSaveBanner = () => useDeskAction('saveBanner');
export const useMoveBanner = () => useDeskAction('moveBanner');

export function useDeskBanners() {
  return useQuery({ queryKey: contentKeys.banners, queryFn: () => adminCall('deskBanners'), ...DESK_QUERY });
}

export function useUploadBannerImage() {
  const requestIds = useRequestIds();
  return useMutation({ mutationFn: (file: File) => adminUpload('uploadBannerImage', file, requestIds) });
}

/** The server's own rendering of a Markdown draft (the help desk's preview call: the same sanitiser readers get). */
export function useMarkdownPreview(body: string, enabled: boolean) {
  return useQuery({
    queryKey: [...contentKeys.all, 'preview', body],
    queryFn: () => adminCall('helpPreview', { body }, { quiet: true }),
    enabled: enabled && body.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
