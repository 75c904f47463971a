import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRequestIds } from '../../../api/requestId';
import { type AdminInput, adminAction, adminCall, retryNetworkOnce } from '../../api';
import { ADMIN_KEY, adminKeys } from '../../queries';

/** The help-centre desk's calls (packages/shared/src/contract/help.ts). */
export const helpKeys = {
  all: [ADMIN_KEY, 'help'] as const,
  categories: [ADMIN_KEY, 'help', 'categories'] as const,
  articles: [ADMIN_KEY, 'help', 'articles'] as const,
  article: [ADMIN_KEY, 'help', 'article'] as const,
};

const DESK_QUERY = { retry: retryNetworkOnce, staleTime: 10_000 } as const;
export const ARTICLES_PAGE_SIZE = 50;

export function useHelpCategories() {
  return useQuery({ queryKey: helpKeys.categories, queryFn: () => adminCall('helpDeskCategories', {}), ...DESK_QUERY });
}

export function useHelpArticles(categoryId: string | undefined, page: number) {
  return useQuery({
    queryKey: [...helpKeys.articles, categoryId ?? '', page],
    queryFn: () => adminCall('helpDeskArticles', { category_id: categoryId, page, page_size: ARTICLES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    ...DESK_QUERY,
  });
}

export function useHelpArticle(id: string | undefined) {
  return useQuery({
    queryKey: [...helpKeys.article, id ?? ''],
    queryFn: () => adminCall('helpDeskArticle', { id: id ?? '' }),
    enabled: Boolean(id),
    ...DESK_QUERY,
    staleTime: 0,
  });
}

function afterChange(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: helpKeys.all }), queryClient.invalidateQueries({ queryKey: adminKeys.auditAll })]);
}

export type HelpArticleInput = Omit<AdminInput<'helpSaveArticle'>, 'request_id'>;
export type HelpCategoryInput = Omit<AdminInput<'helpSaveCategory'>, 'request_id'>;

export function useSaveHelpArticle() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: HelpArticleInput) => adminAction('helpSaveArticle', input, requestIds, { quiet: true }),
    onSettled: () => afterChange(queryClient),
  });
}

export function usePublishHelpArticle() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: { id: string; published: boolean }) => adminAction('helpPublishArticle', input, requestIds),
    onSettled: () => afterChange(queryClient),
  });
}

export function useSaveHelpCategory() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: HelpCategoryInput) => adminAction('helpSaveCategory', input, requestIds, { quiet: true }),
    onSettled: () => afterChange(queryClient),
  });
}

export function useDeleteHelpCategory() {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (id: string) => adminAction('helpDeleteCategory', { id }, requestIds),
    onSettled: () => afterChange(queryClient),
  });
}

/** The Markdown as readers will get it: rendered and sanitised by the server, nothing saved. */
export function useHelpPreview() {
  return useMutation({ mutationFn: (body: string) => adminCall('helpPreview', { body }) });
}
