export { addWithdrawAddress, deleteWithdrawAddress, isValidAddress, listWithdrawAddresses } from './addresses.js';
export { approveAdjustment, listAdjustments, requestAdjustment } from './adjustments.js';
export { type DepositAddressConfig, listDepositChannels, PLACEHOLDER_EVM_ADDRESS, seedDepositChannels } from './depositChannels.js';
export { approveDeposit, depositVoucher, listDeposits, rejectDeposit, submitDeposit } from './deposits.js';
export { isChecksummedEvmAddress, toChecksumAddress } from './evmAddress.js';
export { adjustments, depositChannels, deposits, turnoverEvents, withdrawAddresses, withdrawals } from './schema.js';
export { type BankDetails, listWithdrawals, payWithdrawal, rejectWithdrawal, requestWithdrawal, type WithdrawalTarget } from './withdrawals.js';
export { describeWithdrawRules, firstBrokenRule, USDT_SCALE, WITHDRAW_CHANNELS } from './withdrawRules.js';
export { loadWithdrawState, recordTurnover } from './withdrawState.js';
