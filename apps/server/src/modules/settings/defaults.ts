import { isInSettingBounds, type SettingName, type SettingValue } from '@veritex/shared';

/**
 * Platform settings that bind users, with their defaults. Each is published to users where
 * it applies (web/getParam) and changed only by staff, through the audited console.
 */
export const SETTING_DEFAULTS = {
  /** The spec has both readings of the invitation code; the operator chooses. */
  invitation_required: false,
  /** Seconds before another verification code may be sent to the same address. */
  code_resend_seconds: 60,
  /** Minutes a verification code stays valid. */
  code_ttl_minutes: 10,
  /** Wrong tries a code survives. */
  code_max_attempts: 5,
  /** Codes one address may receive per day. */
  code_daily_limit: 20,
  /**
   * Failed sign-in steps (password, code, second factor) from one address for one account
   * within `login_lock_minutes` before that pair is paused for `login_lock_minutes`.
   */
  login_max_failures: 10,
  /** The window failures are counted in, and how long a pair or an account stays paused. */
  login_lock_minutes: 15,
  /** Failed sign-in steps for one account from all addresses within the window before the account is paused for everyone. */
  login_account_max_failures: 100,
  session_ttl_days: 7,
  /** Spec §9 withdrawal rules, published on the withdrawal page. Hours are Hong Kong time; 24 means midnight. */
  withdraw_window_start_hour: 12,
  withdraw_window_end_hour: 24,
  withdraw_per_day: 2,
  withdraw_min_usdt: 100,
  withdraw_max_usdt: 200_000,
  /** Network fee charged per USDT withdrawal, in whole cents of USDT. */
  withdraw_fee_usdt_cents: 100,
  /** Turnover needed before withdrawing, in percent of accumulated deposits. */
  withdraw_turnover_pct: 90,
  /** Manual adjustments worth more than this (USDT) need a second finance approver. */
  adjustment_approval_threshold_usdt: 1_000,
  /** Crypto-backed loans: borrow up to this loan-to-value (percent of the collateral's value at the reference tick). */
  collateral_opening_ltv_pct: 65,
  /** At this LTV the borrower is warned in the inbox (margin call). */
  collateral_margin_call_ltv_pct: 75,
  /** At this LTV enough collateral is sold to bring the loan back to the opening LTV. */
  collateral_liquidation_ltv_pct: 85,
  /** Interest on crypto-backed loans, parts per million of the principal per day (200 = 0.02 %). */
  collateral_daily_rate_ppm: 200,
  /** Fee on collateral sold in a liquidation, basis points of the proceeds. */
  collateral_liquidation_fee_bp: 200,
  /** Referral levels paid (spec §9: 4); a venue where multi-level programmes are not allowed lowers it. */
  referral_depth: 4,
  /** Share of each trading fee actually charged paid to the inviter at level 1…4, in basis points of the fee. */
  referral_level1_bp: 2000,
  referral_level2_bp: 1000,
  referral_level3_bp: 500,
  referral_level4_bp: 250,
  /** Hours a commission stays pending (reversible by staff) before it becomes available. */
  referral_hold_hours: 72,
  /** Quick-buy merchant criteria (Binance P2P's): account age in days, completed orders, 30-day completion rate, distinct counterparties. */
  p2p_merchant_min_account_days: 30,
  p2p_merchant_min_completed_orders: 20,
  p2p_merchant_min_completion_pct: 80,
  p2p_merchant_min_counterparties: 10,
  /** Security deposit a merchant keeps in the merchant-deposit account, whole USDT (0: none). */
  p2p_merchant_deposit_usdt: 500,
  /** Cancellations per Hong Kong day before a user may open no more quick-buy orders that day. */
  p2p_daily_cancel_limit: 3,
  /** Unpaid quick-buy orders one user may have open at once. */
  p2p_max_open_orders: 3,
  /** Seconds a flash-exchange quote holds. */
  flash_quote_seconds: 10,
  /** Retail protection: leverage above this needs the appropriateness questionnaire or enough demo trades (where the profile asks for it). */
  appropriateness_leverage_threshold: 10,
  /** Closed positions in the user's own demo account that unlock leverage above the threshold instead of the questionnaire. */
  appropriateness_demo_trades: 10,
  /** Hours before a failed appropriateness questionnaire can be taken again. */
  appropriateness_retry_hours: 24,
  /**
   * Days raw reference ticks are kept (the `marketdata.prune-ticks` job); every tick a record names is
   * kept beyond it, and candles are never pruned. Above the chart history the demo seeds (30 days).
   */
  tick_retention_days: 90,
  /**
   * Chain mode: blocks on top of a USDT deposit's block (its own included) before it is credited.
   * 12 is the classic Ethereum figure; Kraken waits 20. Below it a reorg can still remove the transfer.
   */
  deposit_confirmations: 12,
  /** Chain mode: transfers below this (whole cents of USDT) are recorded but not credited; the deposit page says so. */
  deposit_min_usdt_cents: 1_000,
  /**
   * Chain mode: the hot wallet (signer process) pays an approved USDT withdrawal only when what it
   * sends is at most this, and the day's hot-wallet payouts stay within the daily figure; above
   * either, finance pays from the cold wallet by hand. Whole USDT.
   */
  hot_wallet_max_tx_usdt: 10_000,
  hot_wallet_max_day_usdt: 100_000,
  /** Chain mode: blocks on top of a payout's block (its own included) before the withdrawal is recorded as paid. */
  payout_confirmations: 12,
} as const satisfies Record<SettingName, SettingValue>;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = { -readonly [K in SettingKey]: (typeof SETTING_DEFAULTS)[K] extends boolean ? boolean : number };

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_DEFAULTS, key);
}

/** A stored value counts when it has the setting's type and lies in its bounds (the shared registry's). */
export function isValidSettingValue(key: SettingKey, value: unknown): boolean {
  return isInSettingBounds(key, value);
}
