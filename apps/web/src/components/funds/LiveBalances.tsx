import { useQueryClient } from '@tanstack/react-query';
import { USER_LEDGER_ACCOUNTS } from '@veritex/shared';
import { useCallback, useEffect, useRef } from 'react';
import { applyBalances, invalidateFunds } from '../../api/funds';
import type { AssetAccount } from '../../api/types';
import { type LiveState, liveSocket, useLiveChannel, useLiveConnection } from '../../api/ws';
import { isDecimal } from '../../lib/decimal';

function isAccounts(value: unknown): value is AssetAccount[] {
  return (
    Array.isArray(value) &&
    value.every(
      (account) =>
        typeof account === 'object' &&
        account !== null &&
        USER_LEDGER_ACCOUNTS.includes((account as AssetAccount).type) &&
        typeof (account as AssetAccount).total_usdt === 'string' &&
        Array.isArray((account as AssetAccount).rows),
    )
  );
}

/**
 * Live balances (UI.md "Live"): while mounted, the `balances` channel replaces the getAsset2
 * accounts in the query cache; a posting also means limits and records may have changed, and
 * after a reconnect everything missed while away is read again.
 */
export function useLiveBalances(): LiveState {
  const queryClient = useQueryClient();
  const state = useLiveConnection();
  const handler = useCallback(
    (data: unknown) => {
      const message = data as { accounts?: unknown; total_usdt?: unknown } | null;
      const accounts = message?.accounts;
      if (!isAccounts(accounts)) return;
      const total = typeof message?.total_usdt === 'string' && isDecimal(message.total_usdt) ? message.total_usdt : undefined;
      applyBalances(queryClient, accounts, total);
      for (const key of [['getWithdrawRules'], ['getDealList'], ['getDeposits'], ['getWithdrawals']]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [queryClient],
  );
  useLiveChannel('balances', handler);
  const queryClientRef = useRef(queryClient);
  queryClientRef.current = queryClient;
  useEffect(
    () =>
      liveSocket.onOpen(({ reconnect }) => {
        if (reconnect) invalidateFunds(queryClientRef.current);
      }),
    [],
  );
  return state;
}
