export { CHAIN_DEPOSIT_CHANNEL, parseChainDepositNotice } from './chainNotices.js';
export { chainWalletOf } from './chainWallet.js';
export { getDepositAddress } from './getDepositAddress.js';
export { getFundingMode } from './getFundingMode.js';
export { listChainAlerts } from './listChainAlerts.js';
export { listChainDeposits } from './listChainDeposits.js';
export { type WatchDeps, watchChainDeposits } from './watchChainDeposits.js';
