export type { AccountLogFilter } from './accountLog.js';
export {
  type AccountRef,
  accountKey,
  HOUSE_ACCOUNT_KINDS,
  type HouseAccountKind,
  isUserAccountKind,
  type LockedAccount,
  lockAccounts,
  USER_ACCOUNT_KINDS,
  type UserAccountKind,
} from './accounts.js';
export { availableBalance, type BalanceRow, userBalances } from './balances.js';
export { ledgerKeys } from './ledgerKeys.js';
export { listAccountLog } from './listAccountLog.js';
export { LEDGER_CHANNEL, type Movement, type PostingRequest, type PostingResult, postEntries } from './postEntries.js';
export { postEntriesBatch } from './postEntriesBatch.js';
export { reportHouseBalances } from './reportHouseBalances.js';
export { reportLiabilities } from './reportLiabilities.js';
export { houseAccounts, liabilities, type TrialBalanceRow, trialBalance, verifyLedger } from './reports.js';
export { reportTrialBalance } from './reportTrialBalance.js';
export { ledgerAccounts, ledgerEntries, ledgerPostings } from './schema.js';
export { transferBetweenAccounts } from './transferBetweenAccounts.js';
