import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { sum } from '../lib/decimal';
import { SETTINGS } from '../settings';
import type { AssetAccount, AssetOverview, DealFilters, ReceiveSettings } from './types';
import { webApi } from './web';

/** Reads show their own error states, so they never toast. */
const quiet = { silent: true } as const;
/** Form submits: the form shows every error itself (next to its field, or in its own alert). */
const post = { silent: true } as const;

export const FUNDS_KEYS = {
  asset: ['getAsset2'] as const,
  channels: ['getDepositChannels'] as const,
  deposits: ['getDeposits'] as const,
  withdrawals: ['getWithdrawals'] as const,
  deals: ['getDealList'] as const,
  rules: ['getWithdrawRules'] as const,
  addresses: ['getWithdrawAddresses'] as const,
  tpassword: ['hasTpassword'] as const,
  receive: ['getReceive'] as const,
};

/** `enabled: false` for visitors (a page open to them must not ask for balances). */
export function useAssetOverview(enabled = true) {
  return useQuery({
    queryKey: FUNDS_KEYS.asset,
    queryFn: ({ signal }) => webApi.call('getAsset2', {}, { ...quiet, signal }),
    staleTime: 10_000,
    enabled,
  });
}

/** A pushed `balances` message replaces the accounts; the grand total is the pushed one, else the exact sum of the accounts. */
export function applyBalances(queryClient: QueryClient, accounts: AssetAccount[], total?: string): void {
  queryClient.setQueryData<AssetOverview>(FUNDS_KEYS.asset, () => ({
    total_usdt: total ?? sum(accounts.map((account) => account.total_usdt)),
    accounts,
  }));
}

/** After anything that moves funds: balances, limits and records are read again. */
export function invalidateFunds(queryClient: QueryClient): void {
  for (const key of [FUNDS_KEYS.asset, FUNDS_KEYS.rules, FUNDS_KEYS.deals, FUNDS_KEYS.deposits, FUNDS_KEYS.withdrawals]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

export function useDepositChannels() {
  return useQuery({
    queryKey: FUNDS_KEYS.channels,
    queryFn: ({ signal }) => webApi.call('getDepositChannels', {}, { ...quiet, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDeposits(page: number, pageSize = SETTINGS.recordsPageSize) {
  return useQuery({
    queryKey: [...FUNDS_KEYS.deposits, page, pageSize],
    queryFn: ({ signal }) => webApi.call('getDeposits', { page, page_size: pageSize }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useWithdrawals(page: number, pageSize = SETTINGS.recordsPageSize) {
  return useQuery({
    queryKey: [...FUNDS_KEYS.withdrawals, page, pageSize],
    queryFn: ({ signal }) => webApi.call('getWithdrawals', { page, page_size: pageSize }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useDealList(filters: DealFilters) {
  return useQuery({
    queryKey: [...FUNDS_KEYS.deals, filters],
    queryFn: ({ signal }) => webApi.call('getDealList', filters, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useWithdrawRules(asset = 'USDT') {
  return useQuery({
    queryKey: [...FUNDS_KEYS.rules, asset],
    queryFn: ({ signal }) => webApi.call('getWithdrawRules', { asset }, { ...quiet, signal }),
    refetchInterval: SETTINGS.withdrawRulesRefreshMs,
    staleTime: 0,
  });
}

export function useWithdrawAddresses() {
  return useQuery({
    queryKey: FUNDS_KEYS.addresses,
    queryFn: ({ signal }) => webApi.call('getWithdrawAddresses', {}, { ...quiet, signal }),
  });
}

export function useTpasswordState() {
  return useQuery({
    queryKey: FUNDS_KEYS.tpassword,
    queryFn: ({ signal }) => webApi.call('hasTpassword', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

export function useReceiveSettings() {
  return useQuery({
    queryKey: FUNDS_KEYS.receive,
    queryFn: ({ signal }) => webApi.call('getReceive', {}, { ...quiet, signal }),
    staleTime: 0,
  });
}

// ---------- Calls that change something (the caller shows the outcome) ----------

export interface TransferInput {
  asset: string;
  amount: string;
  from: string;
  to: string;
}

/** Bank-card withdrawal fields as the form collects them (the server trims and checks each). */
export interface BankWithdrawalFields {
  amount: string;
  bank_name: string;
  bank_account: string;
  swift: string;
  bank_address?: string;
  payee_name: string;
  payee_phone?: string;
  payee_address?: string;
  tpwd: string;
}

/** Every call that changes something carries the `request_id` of its user action (requestId.ts). */
export const fundsCalls = {
  transfer: (input: TransferInput, requestId: string) => webApi.call('transfer', { ...input, request_id: requestId }, post),
  recharge: (fields: { asset: string; chain: string; amount: string; description: string }, voucher: File, requestId: string) =>
    webApi.upload('recharge', { ...fields, request_id: requestId }, { voucher }, post),
  withdraw: (fields: { asset: string; chain: string; address: string; amount: string; tag: string; tpwd: string }, requestId: string) =>
    webApi.call('withdraw', { ...fields, request_id: requestId }, post),
  withdrawBank: (fields: BankWithdrawalFields, requestId: string) => webApi.call('withdrawBank', { ...fields, request_id: requestId }, post),
  addAddress: (fields: { currency: string; chain: string; address: string; remark: string; tag: string }, requestId: string) =>
    webApi.call('addCollectCurrenct', { ...fields, request_id: requestId }, post),
  deleteAddress: (id: string, requestId: string) => webApi.call('deleteWithdrawAddress', { id, request_id: requestId }, post),
  saveTpwd: (tpwd: string, tpwd2: string, requestId: string) => webApi.call('saveTpwd', { tpwd, tpwd2, request_id: requestId }, post),
  updateTpwd: (oldTpwd: string, tpwd: string, tpwd2: string, requestId: string) =>
    webApi.call('updateTpassword', { old_tpwd: oldTpwd, tpwd, tpwd2, request_id: requestId }, post),
  saveReceive: (fields: ReceiveSettings, requestId: string) => webApi.call('saveReceive', { ...fields, request_id: requestId }, post),
  voucher: (id: string, signal?: AbortSignal) => webApi.blob('getVoucher', { id }, { silent: true, signal }),
};
