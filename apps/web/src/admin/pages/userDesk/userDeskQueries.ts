import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRequestIds } from '../../../api/requestId';
import { type AdminActionName, type AdminInput, adminAction, adminCall } from '../../api';
import { ADMIN_KEY, adminKeys } from '../../queries';

/** The support actions of the user view; each reads the user (and the audit log) again once done. */
export type HelpAction = Extract<
  AdminActionName,
  'userResetTwoFactor' | 'userUnlockSignIn' | 'userRevokeSessions' | 'userResendCode' | 'flagUser' | 'unflagUser'
>;

export function useHelpAction<N extends HelpAction>(name: N) {
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  return useMutation({
    mutationFn: (input: Omit<AdminInput<N>, 'request_id'>) => adminAction(name, input, requestIds, { quiet: true }),
    onSuccess: (_answer, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.user(input.id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditAll }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'surveillance'] }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'userActivity', input.id] }),
      ]),
  });
}

export const ACTIVITY_TABS = ['spot', 'positions', 'delivery', 'earn', 'loans', 'accountLog', 'security'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

/** One page of one of the user's lists, as the user sees it, through the context's own list. */
export function useUserActivity(userId: string, tab: ActivityTab, page: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'userActivity', userId, tab, page, pageSize],
    queryFn: () => fetchActivity(userId, tab, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** Rows with a key and a total, whichever list they came from. */
async function fetchActivity(id: string, tab: ActivityTab, page: number, size: number) {
  switch (tab) {
    case 'spot': {
      const answer = await adminCall('userSpotOrders', { id, scope: 'history', page, limit: size });
      const open = page === 1 ? await adminCall('userSpotOrders', { id, scope: 'open', page: 1, limit: 100 }) : { list: [], total: 0 };
      return { tab, rows: [...open.list, ...answer.list], total: answer.total + open.total } as const;
    }
    case 'positions': {
      const answer = await adminCall('userPositions', { id, tab: 'closed', page, limit: size });
      const open = page === 1 ? await adminCall('userPositions', { id, tab: 'open', page: 1, limit: 100 }) : { list: [], total: 0 };
      return { tab, rows: [...open.list, ...answer.list], total: answer.total + open.total } as const;
    }
    case 'delivery': {
      const answer = await adminCall('userDeliveryOrders', { id, scope: 'settled', page, limit: size });
      const open = page === 1 ? await adminCall('userDeliveryOrders', { id, scope: 'open', page: 1, limit: 100 }) : { list: [], total: 0 };
      return { tab, rows: [...open.list, ...answer.list], total: answer.total + open.total } as const;
    }
    case 'earn': {
      const answer = await adminCall('userEarnOrders', { id, page, page_size: size });
      return { tab, rows: answer.items, total: answer.total } as const;
    }
    case 'loans': {
      const answer = await adminCall('userLoans', { id, page, page_size: size });
      return { tab, rows: answer.items, total: answer.total } as const;
    }
    case 'accountLog': {
      const answer = await adminCall('userAccountLog', { id, page, page_size: size });
      return { tab, rows: answer.items, total: answer.total } as const;
    }
    case 'security': {
      const answer = await adminCall('userSecurityEvents', { id, page, page_size: size });
      return { tab, rows: answer.items, total: answer.total } as const;
    }
  }
}
