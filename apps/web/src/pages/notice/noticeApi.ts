import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementCategory, AnnouncementList } from '@veritex/shared';
import { newRequestId } from '../../api/requestId';
import { webApi } from '../../api/web';
import { useLang } from '../../i18n/useLang';
import { useSession } from '../../session/store';

/**
 * Announcements and banners (web/getGG, getGGDetail, readGG, getBanner, getBannerDetail): one set
 * of queries for /notice, /notice2, the home page's strip and carousel, and /bannerDetail.
 * Answers depend on the language (and, for announcements, on who reads), so both are in the keys.
 */
const quiet = { silent: true } as const;

export const NOTICE_KEYS = {
  all: ['announcements'] as const,
  banners: ['banners'] as const,
};

export interface NoticeFilter {
  category?: AnnouncementCategory;
  unreadOnly?: boolean;
  page: number;
  pageSize: number;
}

export function useAnnouncements(filter: NoticeFilter) {
  const lang = useLang();
  const { token } = useSession();
  return useQuery({
    queryKey: [...NOTICE_KEYS.all, 'list', lang, token, filter],
    queryFn: ({ signal }) =>
      webApi.call(
        'getGG',
        { category: filter.category, unread_only: filter.unreadOnly || undefined, page: filter.page, page_size: filter.pageSize },
        { ...quiet, signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useAnnouncement(id: string | null) {
  const lang = useLang();
  const { token } = useSession();
  return useQuery({
    queryKey: [...NOTICE_KEYS.all, 'detail', lang, token, id],
    queryFn: ({ signal }) => webApi.call('getGGDetail', { id: id ?? '' }, { ...quiet, signal }),
    enabled: id !== null && /^\d{1,18}$/.test(id),
    staleTime: 60_000,
  });
}

/** Marks one announcement (or all) read; lists and counts show it at once, then are read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: string } | 'all') =>
      webApi.call('readGG', target === 'all' ? { all: true, request_id: newRequestId() } : { id: target.id, request_id: newRequestId() }, quiet),
    onMutate: (target) => {
      queryClient.setQueriesData<AnnouncementList>({ queryKey: [...NOTICE_KEYS.all, 'list'] }, (page) => {
        if (!page) return page;
        let cleared = 0;
        const items = page.items.map((item) => {
          if (item.unread !== true || (target !== 'all' && item.id !== target.id)) return item;
          cleared += 1;
          return { ...item, unread: false };
        });
        const unread_total = page.unread_total === null ? null : target === 'all' ? 0 : Math.max(0, page.unread_total - cleared);
        return { ...page, items, unread_total };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTICE_KEYS.all }),
  });
}

export function useBanners() {
  const lang = useLang();
  return useQuery({
    queryKey: [...NOTICE_KEYS.banners, 'list', lang],
    queryFn: ({ signal }) => webApi.call('getBanner', {}, { ...quiet, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBanner(id: string | null) {
  const lang = useLang();
  return useQuery({
    queryKey: [...NOTICE_KEYS.banners, 'detail', lang, id],
    queryFn: ({ signal }) => webApi.call('getBannerDetail', { id: id ?? '' }, { ...quiet, signal }),
    enabled: id !== null && /^\d{1,18}$/.test(id),
    staleTime: 5 * 60_000,
  });
}
