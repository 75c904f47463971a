import { useQuery } from '@tanstack/react-query';
import { webApi } from '../../api/web';

export const STATEMENT_KEYS = { overview: ['getStatements'] as const };

/** The recorded month heads and the live head (reads show their own error states). */
export function useStatementOverview() {
  return useQuery({
    queryKey: STATEMENT_KEYS.overview,
    queryFn: ({ signal }) => webApi.call('getStatements', {}, { silent: true, signal }),
    staleTime: 30_000,
  });
}

/** One statement file: a month (`YYYY-MM`) or `all`. */
export function fetchStatement(period: string) {
  return webApi.call('getStatement', { period }, { silent: true });
}
