/**
 * Daily sign-in and benefit activities: the vocabulary shared by the server that posts the rewards
 * and the pages that show the rules before they bind.
 */

/** Days in a sign-in cycle (spec §9): day 1..7, then a new cycle starts at day 1. */
export const SIGN_IN_CYCLE_DAYS = 7;

/**
 * What a benefit task measures, each from the user's real records:
 * - `first_deposit`: a deposit credited (approved) to the user;
 * - `first_trade`: a spot trade, a contract position or a delivery order of the user;
 * - `junior_verification`: junior identity verification approved;
 * - `sign_in_cycle`: a full 7-day sign-in cycle completed (a day-7 sign-in);
 * - `trading_volume`: trading turnover (USDT) within the task's period reaching its target.
 */
export const BENEFIT_TASK_KINDS = ['first_deposit', 'first_trade', 'junior_verification', 'sign_in_cycle', 'trading_volume'] as const;
export type BenefitTaskKind = (typeof BENEFIT_TASK_KINDS)[number];
