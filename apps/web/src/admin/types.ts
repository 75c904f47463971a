import type { SessionView, BankDetails as SharedBankDetails } from '@veritex/shared';

/** Shapes of the `/api/admin/*` answers (docs/api.md, "Staff console"). Ids are strings, times ISO 8601. */

export interface Staff {
  id: string;
  username: string;
  roles: string[];
}

export interface StaffLoginAnswer {
  token: string;
  staff: Staff;
}

export type UserStatus = 'active' | 'disabled';

export interface Page<T> {
  items: T[];
  total: number;
}

export interface UserRow {
  id: string;
  account: string;
  email: string;
  phone: string;
  nationality: string;
  status: UserStatus;
  invitation_code: string;
  created_at: string;
}

/** The session shape of `web/getInfo` plus what only staff see; unknown extra fields are shown as they come. */
export interface UserDetail extends SessionView {
  status: UserStatus;
  failed_login_count: number;
  locked_until: string | null;
  inviter_id: string | null;
  [extra: string]: unknown;
}

export interface UserSession {
  id: string;
  created_at: string;
  last_seen_at?: string | null;
  expires_at?: string | null;
  ip?: string;
  user_agent?: string;
}

export interface UserAnswer {
  user: UserDetail;
  sessions: UserSession[];
}

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  source: string;
  created_at: string;
  /** The message carries a verification code this staff member may not read: it shows as REDACTED_CODE. */
  code_redacted: boolean;
}

/** Only super admins read verification codes in the Outbox (and each view revealing new ones is audited). */
export interface OutboxPageAnswer extends Page<OutboxMessage> {
  codes_visible: boolean;
}

export interface AuditEntry {
  id: string;
  at: string;
  staff_username: string;
  action: string;
  target: string;
  details: unknown;
  ip: string;
  prev_hash: string;
  hash: string;
}

export interface AuditVerifyAnswer {
  ok: boolean;
  checked: number;
  first_bad_id: string | null;
}

export interface Setting {
  key: string;
  value: unknown;
  /** null for a default that nobody has changed yet. */
  updated_at: string | null;
  updated_by: string;
}

/* Finance desk (docs/api.md, "Finance desk"). Amounts are decimal strings, signed where they are changes. */

/** A deposit or withdrawal in the review queues; `failure` only for withdrawals the payout could not complete. */
export type ReviewStatus = 'processing' | 'success' | 'refused' | 'failure';
export type QueueStatus = 'processing' | 'success' | 'refused';
export const QUEUE_STATUSES: readonly QueueStatus[] = ['processing', 'success', 'refused'];

export interface DepositRow {
  id: string;
  user_id: string;
  account: string;
  asset: string;
  chain: string;
  amount: string;
  description: string;
  status: ReviewStatus;
  reason: string;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by: string | null;
}

export type WithdrawalMethod = 'chain' | 'bank';

/** Bank payee details as the user entered them (web/withdrawBank); unknown extra keys are shown as they come. */
export type BankDetails = Partial<SharedBankDetails> & { [extra: string]: unknown };

export interface WithdrawalRow {
  id: string;
  user_id: string;
  account: string;
  method: WithdrawalMethod;
  asset: string;
  chain: string;
  address: string;
  tag: string;
  amount: string;
  fee: string;
  arrive: string;
  status: ReviewStatus;
  reason: string;
  tx_hash: string;
  /** Where the server keeps a bank payment's reference, if apart from `tx_hash`. */
  reference?: string;
  bank: BankDetails | null;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by: string | null;
}

export const USER_ACCOUNT_TYPES = ['exchange', 'contract', 'futures'] as const;
export type UserAccountType = (typeof USER_ACCOUNT_TYPES)[number];

export type AdjustmentStatus = 'pending' | 'applied' | 'rejected';
export const ADJUSTMENT_STATUSES: readonly AdjustmentStatus[] = ['pending', 'applied', 'rejected'];

export interface AdjustmentRow {
  id: string;
  user_id: string;
  account: UserAccountType;
  asset: string;
  amount: string;
  reason: string;
  status: AdjustmentStatus;
  requested_by: string;
  approved_by: string | null;
  created_at: string;
}

export interface AdjustInput {
  user_id: string;
  account: UserAccountType;
  asset: string;
  amount: string;
  reason: string;
}

export interface AdjustAnswer {
  id: string;
  status: AdjustmentStatus;
}

export interface HouseAccountRow {
  code: string;
  asset: string;
  balance: string;
}

export interface TrialBalanceRow {
  asset: string;
  debits: string;
  credits: string;
  sum: string;
}

export interface TrialBalanceAnswer {
  ok: boolean;
  items: TrialBalanceRow[];
}

export interface LiabilityRow {
  asset: string;
  available: string;
  frozen: string;
  total: string;
  users: number | string;
}

/* Trading risk (docs/api.md, "Trading risk"). Money is USDT as decimal strings; prices at the instrument's scale. */

export interface RiskSide {
  open_count: number;
  pending_count: number;
  /** Margin × leverage of open and pending positions: what the exposure cap limits. */
  notional: string;
  /** Share of the cap in percent (two decimals, rounded down); null when the cap is 0. */
  used_pct: string | null;
}

export interface RiskInstrument {
  symbol: string;
  name: string;
  category: string;
  open: boolean;
  price_scale: number;
  mark: string | null;
  mark_at: string | null;
  exposure_cap: string;
  long: RiskSide;
  short: RiskSide;
}

export interface RiskHouseBalance {
  code: string;
  balance: string;
}

export interface RiskLiquidation {
  position_id: string;
  user_id: string;
  symbol: string;
  side: 'long' | 'short';
  lots: number;
  leverage: number;
  close_price: string | null;
  close_tick_at: string | null;
  realised_pnl: string | null;
  insurance_shortfall: string;
}

export interface RiskOverviewAnswer {
  at: string;
  instruments: RiskInstrument[];
  house: RiskHouseBalance[];
  delivery: { open_orders: number; open_stake: string };
  liquidations: RiskLiquidation[];
}
