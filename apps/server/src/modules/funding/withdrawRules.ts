import {
  type ErrorName,
  formatUnits,
  type HeldRequirements,
  LARGE_WITHDRAWAL_USDT,
  missingFor,
  REQUIREMENT_ERROR,
  REQUIREMENT_FIX_PATH,
  type Requirement,
  type WithdrawHoldView,
} from '@veritex/shared';
import type { Settings } from '../settings/index.js';
import { formatHongKong, hongKongHour, nextHongKongHour } from './hongKongTime.js';

/** Withdrawals go out on these (asset, chain) pairs only (spec §9: USDT on ERC20). */
export const WITHDRAW_CHANNELS = [{ asset: 'USDT', chain: 'ERC20' }] as const;
export const USDT_SCALE = 6;
const USDT_UNIT = 10n ** BigInt(USDT_SCALE);

export interface WithdrawState {
  now: Date;
  requestsToday: number;
  depositedUsdt: bigint;
  turnoverUsdt: bigint;
  transactionPasswordSet: boolean;
  /** What the feature gates see (spec §6): contact, transaction password, verification levels. */
  held: HeldRequirements;
  /** Set for 24 hours after a security change (spec §9). */
  hold: WithdrawHoldView | null;
}

export interface WithdrawRuleView {
  min: string;
  max: string;
  fee: string;
  per_day: number;
  window: { start: number; end: number; tz: 'Asia/Hong_Kong'; open: boolean; opens_at: string; opens_at_iso: string };
  requests_today: number;
  turnover: { required: string; achieved: string; remaining: string; ratio_pct: number };
  transaction_password: 0 | 1;
  allowed: Array<{ asset: string; chain: string }>;
  /** Missing requirements per gate, and the amount from which the large-withdrawal gate applies. */
  gates: { withdraw: Requirement[]; withdraw_large: Requirement[]; large_threshold: string };
  withdraw_hold: WithdrawHoldView | null;
}

export function feeUnits(settings: Settings): bigint {
  return BigInt(settings.withdraw_fee_usdt_cents) * (USDT_UNIT / 100n);
}

function turnoverNeeded(settings: Settings, state: WithdrawState): { required: bigint; remaining: bigint } {
  const required = (state.depositedUsdt * BigInt(settings.withdraw_turnover_pct)) / 100n;
  const remaining = required > state.turnoverUsdt ? required - state.turnoverUsdt : 0n;
  return { required, remaining };
}

function windowOpen(settings: Settings, now: Date): boolean {
  const hour = hongKongHour(now);
  return hour >= settings.withdraw_window_start_hour && hour < settings.withdraw_window_end_hour;
}

/** Every rule as the page shows it before the user submits. */
export function describeWithdrawRules(settings: Settings, state: WithdrawState): WithdrawRuleView {
  const opensAt = nextHongKongHour(state.now, settings.withdraw_window_start_hour);
  const { required, remaining } = turnoverNeeded(settings, state);
  return {
    min: formatUnits(BigInt(settings.withdraw_min_usdt) * USDT_UNIT, USDT_SCALE),
    max: formatUnits(BigInt(settings.withdraw_max_usdt) * USDT_UNIT, USDT_SCALE),
    fee: formatUnits(feeUnits(settings), USDT_SCALE),
    per_day: settings.withdraw_per_day,
    window: {
      start: settings.withdraw_window_start_hour,
      end: settings.withdraw_window_end_hour,
      tz: 'Asia/Hong_Kong',
      open: windowOpen(settings, state.now),
      opens_at: formatHongKong(opensAt),
      opens_at_iso: opensAt.toISOString(),
    },
    requests_today: state.requestsToday,
    turnover: {
      required: formatUnits(required, USDT_SCALE),
      achieved: formatUnits(state.turnoverUsdt, USDT_SCALE),
      remaining: formatUnits(remaining, USDT_SCALE),
      ratio_pct: settings.withdraw_turnover_pct,
    },
    transaction_password: state.transactionPasswordSet ? 1 : 0,
    allowed: WITHDRAW_CHANNELS.map((c) => ({ ...c })),
    gates: {
      withdraw: missingFor('withdraw', state.held),
      withdraw_large: missingFor('withdraw_large', state.held),
      large_threshold: String(LARGE_WITHDRAWAL_USDT),
    },
    withdraw_hold: state.hold,
  };
}

export type RuleFailure = { error: ErrorName; data: Record<string, unknown> };

/** The first rule that stops this withdrawal, with what would satisfy it; undefined when all pass. */
export function firstBrokenRule(settings: Settings, state: WithdrawState, amountUnits: bigint): RuleFailure | undefined {
  const view = describeWithdrawRules(settings, state);
  if (amountUnits < BigInt(settings.withdraw_min_usdt) * USDT_UNIT) return { error: 'withdraw_min', data: { field: 'amount', min: `${view.min} USDT` } };
  if (amountUnits > BigInt(settings.withdraw_max_usdt) * USDT_UNIT) return { error: 'withdraw_max', data: { field: 'amount', max: `${view.max} USDT` } };
  const gate = brokenGate(state, amountUnits);
  if (gate) return gate;
  if (state.hold)
    return { error: 'withdraw_security_hold', data: { until: formatHongKong(new Date(state.hold.until)), until_iso: state.hold.until, kind: state.hold.kind } };
  if (!view.window.open) return { error: 'withdraw_closed', data: { opens_at: view.window.opens_at, opens_at_iso: view.window.opens_at_iso } };
  if (state.requestsToday >= settings.withdraw_per_day) return { error: 'withdraw_daily_limit', data: { per_day: settings.withdraw_per_day } };
  if (turnoverNeeded(settings, state).remaining > 0n)
    return { error: 'withdraw_turnover', data: { remaining: view.turnover.remaining, required: view.turnover.required } };
  return undefined;
}

/** The first requirement of the withdrawal gates (FEATURE_GATES) this user lacks, with where to fix it. */
function brokenGate(state: WithdrawState, amountUnits: bigint): RuleFailure | undefined {
  const feature = amountUnits >= BigInt(LARGE_WITHDRAWAL_USDT) * USDT_UNIT ? 'withdraw_large' : 'withdraw';
  const missing = missingFor(feature, state.held);
  const first = missing[0];
  if (!first) return undefined;
  const data: Record<string, unknown> = { missing, fix: REQUIREMENT_FIX_PATH[first], feature };
  if (first === 'tpwd') data.field = 'tpwd';
  return { error: REQUIREMENT_ERROR[first], data };
}
