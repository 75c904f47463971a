/**
 * Envelope codes (spec §8, design §4) and the one enum of error codes.
 * Every error's user-facing text lives in the i18n catalogue under `errors.<name>`,
 * so the server answers `msg` in the request's language and the web app can
 * translate the same names for client-side validation.
 */
export const EnvelopeCode = {
  ok: 0,
  /** Data returned without an error (spec §8 code 7). */
  okWithData: 7,
  /** Session ended: the client logs out and reloads after `data.delay` seconds. */
  sessionEnded: 1000,
  /** Confirm dialog: re-login (log out and reload) or go back. */
  confirm: 2000,
} as const;

/** name → numeric code. Codes never change meaning once released. */
export const ERROR_CODES = {
  // Transport and conventions (4000–4099)
  request_error: 4000, // anything unexpected; never carries a stack trace
  invalid_input: 4001, // a field failed validation and no more specific error applies
  nonce_invalid: 4002, // missing or malformed nonce (6–16 letters or digits)
  unknown_call: 4004, // no such /api/web call
  method_not_allowed: 4005, // the call exists with another verb (HTTP 405, Allow header)
  body_unreadable: 4006, // the body is not valid JSON or form data
  control_characters: 4007, // a text field holds NUL or another control character; data.field
  request_id_reused: 4008, // this request id was used before for different content
  request_in_progress: 4009, // the first request with this id is still running
  text_too_long: 4010, // a text field is longer than any call accepts; data.field
  payload_too_large: 4013,
  unsupported_media_type: 4015, // the body is neither form data, multipart nor JSON
  rate_limited: 4029, // too many requests; data.retry_after seconds
  not_found: 4040, // a referenced record does not exist
  internal_error: 4050, // a fault on the server: logged with data.reference, which the user can quote
  // Session (mapped to envelope 1000/2000 by the server, kept here for the catalogue)
  login_required: 4100, // please log in first
  session_replaced: 4190, // the session was ended on another device (confirm dialog)
  // Sign-up and sign-in (4101–4199)
  account_password_empty: 4101,
  account_empty: 4102,
  mobile_empty: 4103,
  password_empty: 4104,
  passwords_differ: 4105,
  code_empty: 4106,
  code_wrong: 4107,
  code_expired: 4108,
  code_attempts_exceeded: 4109,
  code_resend_wait: 4110, // data.wait seconds
  agreement_required: 4111,
  invitation_required: 4112,
  invitation_unknown: 4113,
  email_invalid: 4114,
  mobile_invalid: 4115,
  password_weak: 4116,
  account_exists: 4117,
  nationality_required: 4118,
  login_failed: 4119,
  login_throttled: 4120, // data.wait seconds
  account_unknown: 4121,
  account_disabled: 4122,
  email_spam_hint: 4123, // informational text shown next to e-mail code buttons
  // Funds (4300–4399)
  insufficient_balance: 4301,
  amount_invalid: 4302, // not a positive amount with at most the asset's decimals
  request_id_invalid: 4303,
  transfer_same_account: 4304,
  asset_unknown: 4305,
  withdraw_fields_empty: 4310, // please enter the withdrawal address or amount
  tpwd_required: 4311, // please go to the user centre to set the transaction password
  tpwd_format: 4312, // please enter the 6-digit transaction password
  tpwd_wrong: 4313, // data.attempts_left
  tpwd_locked: 4314, // data.minutes
  tpwd_already_set: 4315,
  tpwd_differ: 4316,
  withdraw_closed: 4320, // data.opens_at
  withdraw_daily_limit: 4321, // data.per_day
  withdraw_min: 4322, // data.min
  withdraw_max: 4323, // data.max
  withdraw_turnover: 4324, // data.remaining
  withdraw_asset: 4325, // data.allowed
  address_invalid: 4326,
  upload_required: 4330, // please upload pictures
  upload_type: 4331,
  upload_too_large: 4332,
  deposit_channel_unknown: 4333,
  already_reviewed: 4340, // the deposit or withdrawal was already decided
  adjustment_self_approval: 4341, // a second finance member must approve
  reason_required: 4342,
  withdrawal_second_review: 4343, // a flagged user's withdrawal: another finance member approves first
  withdrawal_same_reviewer: 4344, // the second review must be by a different finance member
  deposit_on_chain: 4345, // a deposit seen on chain is credited by the chain watcher after its confirmations, not by review
  chain_not_configured: 4346, // on-chain deposits are not set up on this platform (voucher mode)
  withdrawal_with_hot_wallet: 4350, // queued for the hot wallet: neither refused nor paid by hand while its transaction is out
  payout_above_hot_wallet_limit: 4351, // above the hot wallet's per-transaction or per-day limit: the cold-wallet flow pays it
  payout_not_on_chain: 4352, // only USDT on ERC-20 withdrawals go out through the hot wallet, and only in chain mode
  hot_wallet_not_ready: 4353, // no signer has registered the hot wallet yet
  // Spot exchange (4400–4499)
  market_unknown: 4401,
  quantity_required: 4402, // spec §5: quantity or lots are required
  quantity_invalid: 4403,
  price_required: 4404,
  price_invalid: 4405,
  amount_required: 4406, // market buys: the amount to spend
  price_off_tick: 4407, // data.tick
  quantity_off_lot: 4408, // data.lot
  notional_too_small: 4409, // data.min
  quantity_too_large: 4410,
  no_liquidity: 4411, // a market order found nothing on the other side
  order_unknown: 4412, // no such order of this user (others' orders are indistinguishable from none)
  order_closed: 4413, // the order already ended
  post_only_would_cross: 4414,
  fok_unfillable: 4415,
  client_order_id_invalid: 4416,
  order_not_accepted: 4417, // the batch could not be committed; nothing happened, retry with the same key
  // Leveraged and delivery contracts (4500–4599)
  instrument_unknown: 4501,
  lots_required: 4502, // spec §5: quantity or lots are required
  leverage_too_high: 4503, // data.max
  market_closed: 4504, // data.reopens_at
  tp_wrong_side: 4505, // take-profit on the wrong side of the entry
  sl_wrong_side: 4506, // stop-loss on the wrong side of the entry
  exposure_cap_reached: 4507, // the house takes no more on this side of this instrument
  position_unknown: 4508,
  position_closed: 4509,
  no_price: 4510, // no current reference price for the instrument
  investment_amount_empty: 4511, // spec: investment amount cannot be 0
  stake_out_of_bounds: 4512, // data.min, data.max
  product_unknown: 4513,
  // Identity verification (4600–4639)
  identity_fields_empty: 4601, // nationality, ID type, name or ID number cannot be empty
  verification_failed: 4602, // verification failed, please re-verify (a rejected level)
  verification_pending: 4603, // the level is under review
  verification_done: 4604, // verified information cannot be modified
  id_number_taken: 4605, // the ID number is verified on another account
  id_type_invalid: 4606,
  real_name_invalid: 4607,
  id_number_invalid: 4608,
  address_empty: 4609,
  upload_unknown: 4610, // no such upload of this user (others' uploads are indistinguishable from none)
  upload_dimensions: 4611, // too many pixels (decompression bomb) or too small to read
  nationality_mismatch: 4612, // the document's nationality must be the one chosen at registration
  // Feature gates (4640–4659): data.missing, data.fix
  contact_required: 4640,
  junior_required: 4641,
  senior_required: 4642,
  address_required: 4643,
  withdraw_security_hold: 4644, // data.until: withdrawals are held after a security change
  // Security centre (4660–4699)
  password_wrong: 4660, // the current password is wrong
  two_factor_required: 4661, // a two-factor code is needed for this change
  two_factor_wrong: 4662,
  two_factor_already_on: 4663,
  two_factor_off: 4664,
  two_factor_setup_missing: 4665, // enable called without a setup
  challenge_expired: 4666, // the sign-in step expired; sign in again
  question_invalid: 4667,
  security_answer_invalid: 4668,
  anti_phishing_invalid: 4669,
  same_as_current: 4670, // binding the e-mail or phone already bound
  no_pending_code: 4671, // staff resend: the user has no unused sign-in or reset code
  // Earn (4700–4739)
  amount_out_of_bounds: 4701, // data.min, data.max
  earn_capacity_reached: 4702, // data.remaining
  earn_order_unknown: 4703,
  earn_not_redeemable: 4704, // the order is no longer in custody (already redeemed or matured)
  earn_quote_changed: 4705, // an accrual changed the quote since it was shown; data has the new quote
  // Loans (4740–4799)
  loan_agreement_required: 4740, // please check the loan agreement
  loan_voucher_required: 4741, // please upload the repayment certificate
  loan_insufficient_balance: 4742, // insufficient balance, top up first, then repay
  loan_over_limit: 4743, // data.limit, data.available
  loan_unknown: 4744,
  loan_not_repayable: 4745, // the loan is not owed (unreviewed, rejected or repaid)
  loan_documents_required: 4746, // data.missing
  lending_capacity: 4747, // the lending account cannot fund this amount now
  loan_application_open: 4748, // one application at a time: an unreviewed loan exists
  loan_voucher_pending: 4749, // a repayment voucher is already waiting for finance
  collateral_asset_unsupported: 4750, // data.allowed
  ltv_too_high: 4751, // data.max_amount
  lending_balance_short: 4752, // finance: the lending account holds less than that
  // New-coin subscriptions (4800–4829)
  project_unknown: 4800,
  subscription_closed: 4801, // data.starts_at, data.ends_at
  subscription_over_cap: 4802, // data.max
  subscription_over_remaining: 4803, // data.remaining
  placement_invitation_required: 4804, // a private placement needs an invitation
  subscription_unknown: 4805, // no such subscription of this user (others' are indistinguishable from none)
  project_terms_locked: 4806, // staff: the terms cannot change once anyone has committed
  project_not_closed: 4807, // staff: allocation waits for the window's end, data.ends_at
  project_listing_not_due: 4808, // staff: listing needs the allocation done and the listing date reached, data.listing_at
  // Sign-in and benefits (4830–4859)
  already_signed_in: 4830, // data.next_at
  rewards_unavailable: 4831, // the rewards account cannot pay this now
  task_unknown: 4832,
  task_already_claimed: 4833,
  task_incomplete: 4834, // data.progress, data.target
  task_budget_exhausted: 4835,
  task_not_started: 4836, // the task's period has not begun, data.period_start
  task_ended: 4837, // the task's period is over, data.period_end
  // Referral (4860–4879)
  invitation_self: 4860, // one's own invitation code
  commission_not_pending: 4861, // only a pending commission can be reversed
  // Quick buy (4880–4919)
  p2p_ad_unknown: 4880, // no such ad online (others' offline ads are indistinguishable from none)
  p2p_order_unknown: 4881, // no such order of this user (others' are indistinguishable from none)
  p2p_own_ad: 4882, // an order on one's own ad
  p2p_amount_out_of_limits: 4883, // data.min, data.max (fiat)
  p2p_amount_over_available: 4884, // data.available (USDT)
  p2p_price_changed: 4885, // a floating price moved since it was shown, data.price
  p2p_reference_unavailable: 4886, // no reference price for this fiat now
  p2p_not_merchant: 4887, // only approved merchants post ads
  p2p_merchant_criteria: 4888, // data.unmet: the criteria not met yet
  p2p_application_exists: 4889, // an application is pending or approved already
  p2p_state_invalid: 4890, // the order is not in a state that allows this, data.status
  p2p_window_expired: 4891, // the payment window has ended, data.pay_by
  p2p_method_unavailable: 4892, // the ad or the seller does not offer this payment method, data.method
  p2p_receiving_required: 4893, // selling needs receiving settings for one of the ad's methods (/receive)
  p2p_already_rated: 4894,
  p2p_cancel_limit: 4895, // too many cancellations today, data.until
  p2p_open_orders: 4896, // the ad or merchant has open orders, data.count
  p2p_ad_invalid: 4897, // data.field: limits, price, margin, window or amount outside the published ranges
  p2p_method_required: 4898, // choose at least one payment method
  p2p_message_empty: 4899, // a message needs text or an image
  p2p_image_unknown: 4900, // no such uploaded image of this user
  p2p_nickname_invalid: 4901, // 2–20 characters
  p2p_nickname_taken: 4902,
  p2p_too_many_open: 4903, // data.max unpaid orders at once
  // Responsible trading (5300–5319): data.until is when the refusal ends, where it ends
  limits_cool_off: 5300, // a cool-off is active until data.until: no new positions, delivery orders or deposits
  limits_self_excluded: 5301, // a self-exclusion is active until data.until
  limits_self_excluded_permanent: 5302, // a permanent self-exclusion is active
  limits_deposit_day: 5303, // data.limit, data.remaining, data.until (rolling 24 hours)
  limits_deposit_week: 5304, // data.limit, data.remaining, data.until (rolling 7 days)
  limits_deposit_month: 5305, // data.limit, data.remaining, data.until (rolling 30 days)
  limits_loss_day: 5306, // the day's net loss reached data.limit; until data.until (next Hong Kong day)
  limits_leverage: 5307, // data.max: the user's own leverage limit
  limits_deposit_asset: 5308, // while a deposit limit is set, deposits are in USDT only
  limits_value_invalid: 5309, // data.min, data.max for whole-number limits
  limits_no_pending_change: 5310, // nothing to cancel
  limits_exclusion_shorter: 5311, // an active period ends later (data.until): it cannot be shortened
  limits_not_for_demo: 5312, // a demo session cannot set limits: they belong to the real account
  // Retail protection (5340–5359): the jurisdiction profile of the user's nationality binds
  protection_product_not_offered: 5340, // data.product (crypto_derivatives or delivery), data.profile: not offered in the user's jurisdiction
  protection_leverage_cap: 5341, // data.max for this instrument class under data.profile
  appropriateness_required: 5342, // data.threshold, data.demo_trades, data.demo_trades_needed: pass the questionnaire or trade in demo first
  appropriateness_retry_later: 5343, // data.retry_at: a failed questionnaire can be retaken then
  appropriateness_passed_already: 5344, // the questionnaire is passed: nothing to retake
  protection_profile_unknown: 5345, // no such jurisdiction profile
  // Markets desk (5420–5439): staff configure markets, instruments, products and coins
  market_exists: 5420, // a market or instrument with this symbol exists already, data.symbol
  market_change_not_pending: 5421, // the change was applied or cancelled already
  market_effective_past: 5422, // a scheduled change needs a time after now (and within a year)
  market_fee_order: 5423, // the maker fee is above the taker fee
  instrument_no_price_source: 5424, // the reference feed quotes no price for data.symbol: prices come from the market, not from staff
  coin_exists: 5425, // a coin with this code exists already
  trading_hours_invalid: 5426, // the trading hours text does not parse (e.g. "Mon-Fri 00:00-24:00; break 21:00-22:00")
  market_size_invalid: 5427, // data.field is not a positive multiple of the asset's smallest unit (data.scale decimals)
  instrument_margin_order: 5428, // the maintenance margin must be below the initial margin at the leverage cap, data.max_bp
  delivery_stake_order: 5429, // the largest stake is below the smallest
  market_not_listed: 5430, // the market is not listed for trading: no new orders
  // Hash-chained statements (5380–5389)
  statement_not_recorded: 5380, // no head is recorded for this month yet (the current month, or before the first entry): data.period
  // Proof of liabilities (5400–5409)
  proof_snapshot_unknown: 5400, // no such published snapshot (or none published yet)
  // Flash exchange (4920–4939)
  flash_pair_unsupported: 4920, // data.allowed: a coin and USDT, in either direction
  flash_quote_unknown: 4921,
  flash_quote_expired: 4922, // ask for a new quote
  flash_price_moved: 4923, // the book no longer gives the quoted price; ask for a new quote
  flash_amount_too_small: 4924, // data.min
  flash_liquidity_short: 4925, // the book cannot fill that much now, data.max
  // Help centre (4940–4949)
  help_query_empty: 4940, // type a word to search for
  help_tag_invalid: 4941, // tags are 1–30 lower-case letters, digits or dashes
  help_english_required: 4942, // an article needs its English title and body: it is what a missing translation falls back to
  help_category_not_empty: 4943, // a category with articles cannot be deleted, data.count
  help_category_unknown: 4944, // no such help-centre category
  // Announcements and banners (4960–4969)
  content_english_required: 4960, // every announcement and banner has an English title (and body): it is what a missing translation falls back to
  banner_link_invalid: 4961, // a banner links to a page of this site (/path) or an https address
  banner_schedule_invalid: 4962, // the banner's end is not after its start
  banner_image_unknown: 4963, // no such uploaded banner image
  // Live support (4980–4999)
  support_message_empty: 4980, // write something or attach a picture
  support_conversation_unknown: 4981, // no such conversation (another user's is indistinguishable from none)
  support_image_unknown: 4982, // no such picture of the caller's
  support_conversation_closed: 4983, // the conversation is closed; writing again opens a new one
  support_rating_closed_only: 4984, // a conversation can be rated once it is closed
  support_already_rated: 4985, // a conversation is rated once
  support_assigned_elsewhere: 4986, // another agent holds this conversation, data.agent: ask them or transfer it
  support_agent_unknown: 4987, // the transfer target is not an active support agent
  support_ticket_unknown: 4988,
  support_ticket_answered: 4989, // the visitor's message was answered already
  support_canned_unknown: 4990,
  support_message_unknown: 4991, // no such message in this conversation
  // Demo account (4950–4959)
  demo_not_allowed: 4950, // a demo session cannot do this (deposits, withdrawals, P2P, loans, …): switch to the real account
  demo_only: 4951, // the call is for a demo session
  demo_top_up_ceiling: 4952, // the demo account already holds the most a top-up allows, data.ceiling
  // Typed settings and broadcasts (4280–4289)
  setting_unknown: 4280, // no such platform setting
  setting_out_of_range: 4281, // the value is outside the setting's bounds, data.min and data.max
  setting_window_empty: 4282, // the withdrawal window's start must be before its end (it does not wrap midnight), data.start, data.end
  setting_min_above_max: 4283, // the minimum withdrawal is above the maximum, data.min, data.max
  setting_shares_above_total: 4284, // referral shares add up to more than 100 % of the fee, data.total
  setting_ltv_order: 4285, // loan-to-value levels must rise: opening < margin call < liquidation
  broadcast_unknown: 4286, // no such broadcast
  broadcast_not_scheduled: 4287, // only a broadcast still waiting for its time can be cancelled
  broadcast_time_past: 4288, // a scheduled time must be in the future
  broadcast_no_recipients: 4289, // nobody matches the chosen group
  // Staff console (4200–4299)
  staff_login_failed: 4201,
  totp_required: 4202,
  totp_wrong: 4203,
  forbidden: 4204, // the staff role does not allow this call
  staff_login_required: 4205,
  // Trading halts (5460–5469)
  trading_halted: 5460, // data.target, data.halt_reason (a HALT_REASONS code, worded in the message), data.note, data.since
  halt_active: 5461, // staff: the market, instrument or delivery symbol is halted already
  halt_not_active: 5462, // staff: the halt was lifted already
  halt_target_unknown: 5463, // staff: no such market, instrument or delivery symbol
  // Staff desk (4260–4279): staff members, roles, the address allowlist
  staff_address_refused: 4260, // staff sign-in and staff calls are refused from this address (the allowlist), data.ip
  staff_setup_expired: 4261, // the first-sign-in step expired or was replaced: sign in again
  staff_username_taken: 4262,
  staff_self_action: 4263, // a super admin cannot disable themselves
  staff_last_super_admin: 4264, // the last active super admin cannot be disabled or lose the role
  staff_request_pending: 4265, // a super-admin grant for this member is already waiting for approval
  staff_request_own: 4266, // the requester of a super-admin grant cannot approve it: a second super admin must
  staff_request_decided: 4267, // the request was approved or rejected already
  staff_already_super_admin: 4268,
  staff_allowlist_invalid: 4269, // an entry is neither an address nor a CIDR range, data.entry
  staff_allowlist_excludes_you: 4270, // the list would refuse the address of the staff member saving it, data.ip
  staff_password_reused: 4271, // the new password must differ from the one-time password
} as const;

export type ErrorName = keyof typeof ERROR_CODES;

export function isErrorName(value: string): value is ErrorName {
  return Object.hasOwn(ERROR_CODES, value);
}

/** The `{code,msg,data}` envelope every /api/web call answers with. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Typed result for expected failures (house style §3). */
export type Result<T, E extends ErrorName = ErrorName> = { ok: true; value: T } | { ok: false; error: E; data?: Record<string, unknown> };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<E extends ErrorName>(error: E, data?: Record<string, unknown>): { ok: false; error: E; data?: Record<string, unknown> } {
  return data ? { ok: false, error, data } : { ok: false, error };
}
