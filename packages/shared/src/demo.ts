/**
 * The demo account (spec §1): a separate identity with virtual USDT in its own ledger book.
 * Demo identities have negative user ids, so every layer can tell demo from real without a
 * lookup, and the ledger puts every posting that touches one into the demo book.
 */

/** Virtual USDT a new or reset demo identity starts with, in its exchange account. */
export const DEMO_START_USDT = '100000';
/** What one top-up adds. */
export const DEMO_TOP_UP_USDT = '10000';
/** A top-up is refused while the demo identity already holds this much USDT in all its accounts. */
export const DEMO_TOP_UP_CEILING_USDT = '1000000';

export function isDemoUserId(userId: bigint | string): boolean {
  return BigInt(userId) < 0n;
}

/**
 * The web calls a demo session may make: trading, its own records and balances, moving virtual
 * money between its own accounts, messages, and the demo calls. Everything else (deposits,
 * withdrawals, P2P, loans, subscriptions, verification, security, referral, rewards, support
 * tickets) answers `demo_not_allowed`: demo money can never reach a real account.
 */
export const DEMO_CALLS: ReadonlySet<string> = new Set([
  // session and the demo account itself
  'getInfo',
  'logout',
  'getDemo',
  'topUpDemo',
  'resetDemo',
  // balances, moving virtual money between its own accounts, the account log
  'getAsset2',
  'transfer',
  'getDealList',
  // spot
  'placeOrder',
  'cancelOrder',
  'cancelAllOrders',
  'getOrders',
  'getMyTrades',
  // contracts and CFDs
  'previewPosition',
  'openPosition',
  'closePosition',
  'closeAllPositions',
  'cancelPosition',
  'setTpSl',
  'getPositions',
  'getPositionDetail',
  'getProtection',
  // delivery contracts
  'placeDelivery',
  'getDeliveryOrders',
  // earn
  'getMyprofit',
  'getProfitAccruals',
  'getRedemptionQuote',
  'buyProfit',
  'sellProfit',
  // flash exchange between its own assets
  'flashQuote',
  'flashConfirm',
  'flashRecords',
  // its messages and announcement read marks
  'getMessages',
  'getMessage',
  'readMessage',
  'readGG',
]);
