/** Shapes of the answers the web app reads (docs/api.md). Amounts are decimal strings. */
import type { SessionView } from '@veritex/shared';

// Shapes the server also produces live in @veritex/shared (the call contract's); these names are the web app's.
export type { CodeSent, MarketKind, MarketList, MarketTicker, PublicParams, SessionList, SignInAnswer, UserSessionInfo } from '@veritex/shared';
export type SessionUser = SessionView;

// ---------- Funds (docs/api.md "Funds (issue 3)"; the shapes are the call contract's) ----------

export type {
  AssetAccount,
  AssetOverview,
  AssetRow,
  BankDetails,
  CreatedId,
  DealEntry,
  DealFilters,
  DealList,
  DepositChannel,
  DepositRecord,
  DepositStatus,
  ReceivingSettings as ReceiveSettings,
  TpasswordState,
  UserAccountType as AccountType,
  WithdrawAddress,
  WithdrawalRecord,
  WithdrawalStatus,
  WithdrawChannel,
  WithdrawGates,
  WithdrawRules,
} from '@veritex/shared';
/** Account types (spec §3): spot, contracts and CFDs, delivery contracts. */
export { USER_ACCOUNT_TYPES as ACCOUNT_TYPES } from '@veritex/shared';

export interface Page<T> {
  items: T[];
  total: number;
}
