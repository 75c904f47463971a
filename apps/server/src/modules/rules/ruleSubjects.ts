import type { ProtectionProfile, RuleValue } from '@veritex/shared';
import type { RuleSubject } from './recordRuleChange.js';

/**
 * The register's view of each rule-bearing row: which fields are rules (what a user is charged,
 * may do, or is paid), under which kind and key. The owning contexts pass their rows here both
 * when they change one and when the seed records what is in force, so both write the same shape.
 */

/** "0.010000000000000000" → "0.01": numeric columns come back padded to their scale. */
function plainDecimal(text: string): string {
  if (!text.includes('.')) return text;
  const trimmed = text.replace(/0+$/, '');
  return trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed;
}

export function settingRule(key: string, value: boolean | number | string): RuleSubject {
  return { kind: 'setting', key, value };
}

export function spotMarketRule(row: {
  symbol: string;
  tickSize: string;
  lotSize: string;
  minNotional: string;
  makerFeeBp: number;
  takerFeeBp: number;
}): RuleSubject {
  return {
    kind: 'spot_market',
    key: row.symbol,
    value: {
      tick_size: plainDecimal(row.tickSize),
      lot_size: plainDecimal(row.lotSize),
      min_notional: plainDecimal(row.minNotional),
      maker_fee_bp: row.makerFeeBp,
      taker_fee_bp: row.takerFeeBp,
    },
  };
}

export function instrumentRule(row: {
  symbol: string;
  category: string;
  lotSize: string;
  maxLeverage: number;
  spreadBp: number;
  openFeeBp: number;
  closeFeeBp: number;
  maintenanceMarginBp: number;
  carryRateBp: number;
  carryPeriod: string;
  tradingHours: string;
  exposureCapUsdt: string;
}): RuleSubject {
  return {
    kind: 'instrument',
    key: row.symbol,
    value: {
      category: row.category,
      lot_size: plainDecimal(row.lotSize),
      max_leverage: row.maxLeverage,
      spread_bp: row.spreadBp,
      open_fee_bp: row.openFeeBp,
      close_fee_bp: row.closeFeeBp,
      maintenance_margin_bp: row.maintenanceMarginBp,
      carry_rate_bp: row.carryRateBp,
      carry_period: row.carryPeriod,
      trading_hours: row.tradingHours,
      exposure_cap_usdt: plainDecimal(row.exposureCapUsdt),
    },
  };
}

/** Stakes in USDT minor units (decimal strings), the payout in basis points of the stake. */
export function deliveryProductRule(row: {
  id: bigint;
  durationSeconds: number;
  payoutBp: number;
  minStake: string;
  maxStake: string;
  active: boolean;
}): RuleSubject {
  return {
    kind: 'delivery_product',
    key: row.id.toString(),
    value: { duration_seconds: row.durationSeconds, payout_bp: row.payoutBp, min_stake: row.minStake, max_stake: row.maxStake, active: row.active },
  };
}

/** Amounts in the asset's minor units, the daily rate in parts per million. */
export function earnProductRule(row: {
  id: bigint;
  asset: string;
  termDays: number;
  dailyRatePpm: number;
  minAmount: string;
  maxAmount: string;
  capacity: string;
  earlyRule: string;
  penaltyInterestBp: number;
  penaltyPrincipalBp: number;
  active: boolean;
}): RuleSubject {
  const value: RuleValue = {
    asset: row.asset,
    term_days: row.termDays,
    daily_rate_ppm: row.dailyRatePpm,
    min_amount: row.minAmount,
    max_amount: row.maxAmount,
    capacity: row.capacity,
    early_rule: row.earlyRule,
    penalty_interest_bp: row.penaltyInterestBp,
    penalty_principal_bp: row.penaltyPrincipalBp,
    active: row.active,
  };
  return { kind: 'earn_product', key: row.id.toString(), value };
}

/** Amounts in USDT minor units, interest and late fee in parts per million of the principal per day. */
export function loanProductRule(row: {
  id: bigint;
  minAmount: string;
  maxAmount: string;
  termDays: number;
  dailyRatePpm: number;
  lateFeePpm: number;
  lender: string;
  active: boolean;
}): RuleSubject {
  return {
    kind: 'loan_product',
    key: row.id.toString(),
    value: {
      min_amount: row.minAmount,
      max_amount: row.maxAmount,
      term_days: row.termDays,
      daily_rate_ppm: row.dailyRatePpm,
      late_fee_ppm: row.lateFeePpm,
      lender: row.lender,
      active: row.active,
    },
  };
}

/**
 * A jurisdiction profile (retail protection): its name, the leverage cap per instrument class
 * (`cap_<class>`, times the margin), the products offered, the margin close-out level in percent
 * of the margin (0: maintenance margin only), whether leverage above the threshold needs the
 * appropriateness check, and which risk warning its users see (`cfd` or `general`).
 */
export function jurisdictionProfileRule(profile: ProtectionProfile): RuleSubject {
  const caps = Object.fromEntries(Object.entries(profile.leverage_caps).map(([klass, cap]) => [`cap_${klass}`, cap]));
  return {
    kind: 'jurisdiction_profile',
    key: profile.code,
    value: {
      name: profile.name,
      ...caps,
      crypto_offered: profile.crypto_offered,
      delivery_offered: profile.delivery_offered,
      close_out_pct: profile.close_out_pct,
      appropriateness_required: profile.appropriateness_required,
      risk_warning: profile.risk_warning,
    },
  };
}

/** A nationality (ISO 3166-1 alpha-2) and the profile binding it; `default` when it has no mapping of its own. */
export function jurisdictionCountryRule(row: { country: string; profile: string }): RuleSubject {
  return { kind: 'jurisdiction_country', key: row.country, value: row.profile };
}
