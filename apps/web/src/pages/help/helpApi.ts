import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpArticleView } from '@veritex/shared';
import { newRequestId } from '../../api/requestId';
import { webApi } from '../../api/web';
import { useLang } from '../../i18n/useLang';
import { STORAGE_KEYS } from '../../settings';
import { storage } from '../../storage';

/** The help centre's calls (/help, /helpDetail). Every read is keyed by language: the answer is in it. */
const quiet = { silent: true } as const;
export const HELP_PAGE_SIZE = 20;

const HELP_KEYS = { list: ['getTextsList'] as const, article: ['getHelpArticle'] as const, search: ['searchHelp'] as const };

/** This browser's random id: a visitor's vote is one per browser and article. */
export function helpBrowserId(): string {
  const stored = storage.get(STORAGE_KEYS.helpBrowserId);
  if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  const created = newRequestId();
  storage.set(STORAGE_KEYS.helpBrowserId, created);
  return created;
}

export function useHelpList(categoryId: string | undefined, page: number) {
  const lang = useLang();
  return useQuery({
    queryKey: [...HELP_KEYS.list, lang, categoryId ?? '', page],
    queryFn: ({ signal }) => webApi.call('getTextsList', categoryId ? { category_id: categoryId, page, page_size: HELP_PAGE_SIZE } : {}, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useHelpSearch(query: string, page: number) {
  const lang = useLang();
  return useQuery({
    queryKey: [...HELP_KEYS.search, lang, query, page],
    queryFn: ({ signal }) => webApi.call('searchHelp', { q: query, page, page_size: HELP_PAGE_SIZE }, { ...quiet, signal }),
    enabled: query.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useHelpArticle(id: string) {
  const lang = useLang();
  return useQuery({
    queryKey: [...HELP_KEYS.article, lang, id],
    queryFn: ({ signal }) => webApi.call('getHelpArticle', { id, browser_id: helpBrowserId() }, { ...quiet, signal }),
    staleTime: 60_000,
  });
}

/** "Was this helpful": the answer becomes the article's `my_vote` at once. */
export function useHelpVote(id: string) {
  const lang = useLang();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) => webApi.call('voteHelp', { id, helpful, browser_id: helpBrowserId(), request_id: newRequestId() }),
    onSuccess: (answer) =>
      queryClient.setQueryData<HelpArticleView>([...HELP_KEYS.article, lang, id], (before) => (before ? { ...before, my_vote: answer.my_vote } : before)),
  });
}
