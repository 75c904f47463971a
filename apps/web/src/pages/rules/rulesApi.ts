import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { webApi } from '../../api/web';

/** The published rules (/rules): the rulebook in force or as of a version, and the change history. */
const quiet = { silent: true } as const;
export const RULE_HISTORY_PAGE_SIZE = 20;

/** The rulebook in force, or as of `version` (a record's `rule_version`). Rules change rarely: a minute's cache. */
export function useRulebook(version: string | undefined) {
  return useQuery({
    queryKey: ['getRulebook', version ?? 'current'],
    queryFn: ({ signal }) =>
      version ? webApi.call('getRulebookVersion', { version }, { ...quiet, signal }) : webApi.call('getRulebook', {}, { ...quiet, signal }),
    staleTime: 60_000,
  });
}

export function useRuleHistory(kind: string | undefined, page: number) {
  return useQuery({
    queryKey: ['getRuleHistory', kind ?? '', page],
    queryFn: ({ signal }) => webApi.call('getRuleHistory', { ...(kind ? { kind } : {}), page, page_size: RULE_HISTORY_PAGE_SIZE }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
