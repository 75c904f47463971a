import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { webApi } from './web';

/**
 * Price provenance (issue 18): the public tick history (web/getReferenceTicks) and one position's
 * detail with its carry charges (web/getPositionDetail). Both are plain reads: a stored tick
 * never changes.
 */

const quiet = { silent: true } as const;

export interface TickWindow {
  symbol: string;
  at: string;
  minutes: number;
  page: number;
  page_size: number;
}

export function useReferenceTicks(window: TickWindow | undefined) {
  return useQuery({
    queryKey: ['getReferenceTicks', window],
    queryFn: window ? ({ signal }) => webApi.call('getReferenceTicks', window, { ...quiet, signal }) : skipToken,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

export function usePositionDetail(positionId: string | undefined) {
  return useQuery({
    queryKey: ['getPositionDetail', positionId],
    queryFn: positionId ? ({ signal }) => webApi.call('getPositionDetail', { position_id: positionId }, { ...quiet, signal }) : skipToken,
    staleTime: 0,
  });
}
