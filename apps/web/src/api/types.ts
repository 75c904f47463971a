/** Shapes of the answers the web app reads (docs/api.md). Amounts are decimal strings. */
import type { ReceivingSettings, Requirement, SessionView, BankDetails as SharedBankDetails, UserSessionInfo, WithdrawHoldView } from '@veritex/shared';

// Shapes the server also produces live in @veritex/shared; these names are the web app's.
export type { MarketKind, MarketList, MarketTicker, PublicParams, SignInAnswer, UserSessionInfo } from '@veritex/shared';
export type SessionUser = SessionView;

export interface CodeSent {
  wait: number;
  ttl: number;
}

export interface SessionList {
  sessions: UserSessionInfo[];
}

// ---------- Funds (docs/api.md "Funds (issue 3)") ----------

/** Account types (spec §3): spot, contracts and CFDs, delivery contracts. */
export const ACCOUNT_TYPES = ['exchange', 'contract', 'futures'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface AssetRow {
  asset: string;
  name: string;
  available: string;
  frozen: string;
  value_usdt: string;
}

export interface AssetAccount {
  type: AccountType;
  total_usdt: string;
  rows: AssetRow[];
}

/** web/getAsset2: every asset appears in every account type. */
export interface AssetOverview {
  total_usdt: string;
  accounts: AssetAccount[];
}

export interface DepositChannel {
  asset: string;
  chain: string;
  address: string;
  /** False: this installation has no real deposit address (nothing may be sent to it). */
  configured: boolean;
  min_amount: string;
  notice: string;
}

export interface DepositChannels {
  channels: DepositChannel[];
}

export type DepositStatus = 'processing' | 'success' | 'refused';

export interface DepositRecord {
  id: string;
  asset: string;
  chain: string;
  amount: string;
  description: string;
  status: DepositStatus;
  reason: string;
  created_at: string;
  reviewed_at: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface WithdrawWindow {
  /** Opening hour in `tz` (12), or "12:00". */
  start: number | string;
  /** Closing hour in `tz` (24), or "24:00". */
  end: number | string;
  /** IANA zone of the window, e.g. Asia/Hong_Kong. */
  tz: string;
  open: boolean;
  /** When the window next opens, as the server words it ("2026-11-22 12:00 HKT"). */
  opens_at: string | null;
  /** The same moment as ISO 8601. */
  opens_at_iso?: string | null;
}

export interface Turnover {
  required: string;
  achieved: string;
  remaining: string;
  ratio_pct: string | number;
}

export interface WithdrawChannel {
  asset: string;
  chain: string;
}

/** web/getWithdrawRules: every rule that binds a withdrawal, shown before the user submits. */
export interface WithdrawRules {
  asset: string;
  chain: string;
  min: string;
  max: string;
  fee: string;
  per_day: number;
  window: WithdrawWindow;
  requests_today: number;
  turnover: Turnover;
  transaction_password: 0 | 1;
  available: string;
  allowed: WithdrawChannel[];
  /** Set while withdrawals are held after a security change (spec §9); absent from older servers. */
  withdraw_hold?: WithdrawHoldView | null;
  /** The feature-gate requirements still missing for a withdrawal and for a large one (spec §6). */
  gates?: WithdrawGates;
}

export interface WithdrawGates {
  withdraw: Requirement[];
  withdraw_large: Requirement[];
  /** Amounts from this many USDT are large withdrawals. */
  large_threshold: string;
}

export interface WithdrawAddress {
  id: string;
  currency: string;
  chain: string;
  address: string;
  remark: string;
  tag: string;
}

export type WithdrawalStatus = 'processing' | 'success' | 'refused' | 'failure';

/** As entered; a paid bank withdrawal may also carry the finance `reference`. */
export type BankDetails = Partial<SharedBankDetails> & { reference?: string };

export interface WithdrawalRecord {
  id: string;
  method: 'chain' | 'bank';
  asset: string;
  chain: string;
  address: string;
  tag: string;
  amount: string;
  fee: string;
  arrive: string;
  status: WithdrawalStatus;
  reason: string;
  tx_hash: string;
  bank: BankDetails | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface DealEntry {
  id: string;
  at: string;
  reason: string;
  account: AccountType;
  asset: string;
  /** Signed change of the available balance. */
  available: string;
  /** Signed change of the frozen balance. */
  frozen: string;
  available_after: string;
  frozen_after: string;
  memo: string;
  ref: string;
}

export interface DealList extends Page<DealEntry> {
  /** Posting reasons the filter offers. */
  reasons: string[];
}

export interface DealFilters {
  type?: string;
  account?: AccountType;
  asset?: string;
  /** ISO dates (YYYY-MM-DD). */
  start?: string;
  end?: string;
  page: number;
  page_size: number;
}

export interface TpasswordState {
  set: 0 | 1;
  locked_until: string | null;
}

export type ReceiveSettings = ReceivingSettings;

export interface CreatedId {
  id: string;
}
