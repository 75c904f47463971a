/** The spec's three user account types (§3): spot, contracts and CFDs, delivery contracts. */
export const USER_ACCOUNT_TYPES = ['exchange', 'contract', 'futures'] as const;
export type UserAccountType = (typeof USER_ACCOUNT_TYPES)[number];

/**
 * Every user-owned ledger account: the three account types users move money between, plus
 * `earn`, where principal in custody and the interest accrued on it are held (frozen) until
 * redemption; `locked`, coins allotted by a new-coin subscription until their lock-up ends (frozen);
 * `commission`, referral commissions pending their hold period (frozen); quick buy's `p2p_reserve`
 * (USDT a merchant's sell ads offer), `p2p_escrow` (a seller's USDT held for open orders until
 * released or returned) and `merchant_deposit` (a merchant's security deposit). Only their own use cases
 * post to them; no transfer reaches them.
 */
export const USER_LEDGER_ACCOUNTS = [...USER_ACCOUNT_TYPES, 'earn', 'locked', 'commission', 'p2p_reserve', 'p2p_escrow', 'merchant_deposit'] as const;
export type UserLedgerAccount = (typeof USER_LEDGER_ACCOUNTS)[number];

/**
 * Every reason a ledger posting is made for, by the context that posts it. `postEntries` takes
 * only these, the account log filters by them and the web names each one (`web:funds.reasons.*`,
 * checked in every language by packages/i18n). A new kind of posting starts here.
 */
export const POSTING_REASONS = [
  // funding: deposits, withdrawals, adjustments by finance
  'deposit',
  'withdrawal_freeze',
  'withdrawal',
  'withdrawal_unfreeze',
  'adjustment',
  // ledger: transfers between a user's own accounts
  'transfer',
  // seed and demo liquidity
  'demo_deposit',
  // the demo account (modules/demo): a top-up of virtual USDT, and a reset's return of every free balance
  'demo_top_up',
  'demo_reset',
  'bot_funding',
  // spot
  'spot_freeze',
  'spot_trade',
  'spot_release',
  // leveraged positions (derivatives)
  'position_margin',
  'position_open_fee',
  'position_close',
  'position_liquidation',
  'position_cancel',
  'position_funding',
  'position_overnight_fee',
  // delivery contracts
  'delivery_stake',
  'delivery_settle',
  // earn (custody): principal into custody, daily interest from the earn-expense account, redemption
  'earn_subscribe',
  'earn_accrual',
  'earn_redeem',
  'earn_forfeit',
  // loans: capital into the lending account, disbursement, repayment, collateral
  'lending_funding',
  'loan_disburse',
  'loan_repay',
  'loan_collateral_lock',
  'loan_collateral_release',
  'loan_liquidation',
  // new-coin subscriptions: USDT frozen on subscribing, refunded or paid at allocation, coins locked then unlocked
  'subscription_freeze',
  'subscription_refund',
  'subscription_allot',
  'locked_unlock',
  // rewards: funding of the rewards account, the daily sign-in, benefit tasks
  'rewards_funding',
  'sign_in_reward',
  'benefit_reward',
  // referral: commissions from fees (pending), released after the hold, reversed by staff
  'referral_commission',
  'referral_release',
  'referral_reversal',
  // quick buy: a sell ad's reserve, an order's escrow (held, released to the buyer, returned), the merchant deposit
  'p2p_ad_reserve',
  'p2p_ad_unreserve',
  'p2p_escrow_hold',
  'p2p_escrow_release',
  'p2p_escrow_return',
  'merchant_deposit',
  'merchant_deposit_return',
  // chain custody: gas of the signer's transactions, paid from the house's ether; the house's USDT put into the hot wallet
  'chain_gas',
  'hot_wallet_float',
] as const;
export type PostingReason = (typeof POSTING_REASONS)[number];

export function isPostingReason(value: string): value is PostingReason {
  return (POSTING_REASONS as readonly string[]).includes(value);
}
