import { REFERRAL_FEE_ASSET, REFERRAL_MAX_DEPTH, REFERRAL_SOURCE_KINDS, type ReferralRules } from '@veritex/shared';
import type { Settings } from '../settings/index.js';

export interface ReferralTerms {
  /** Levels paid, 0..4. */
  depth: number;
  /** Share of the fee per level 1..4, basis points. */
  sharesBp: number[];
  holdHours: number;
}

/** The programme's terms from the settings (shares clamped to 0..10 000 bp, depth to 0..4). */
export function referralTerms(settings: Settings): ReferralTerms {
  const clampBp = (bp: number) => Math.min(10_000, Math.max(0, Math.trunc(bp)));
  return {
    depth: Math.min(REFERRAL_MAX_DEPTH, Math.max(0, Math.trunc(settings.referral_depth))),
    sharesBp: [settings.referral_level1_bp, settings.referral_level2_bp, settings.referral_level3_bp, settings.referral_level4_bp].map(clampBp),
    holdHours: Math.max(0, settings.referral_hold_hours),
  };
}

/** Basis points as a percent string: 2000 → "20", 250 → "2.5". */
export function bpToPct(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = bp % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** The rules every referral page shows before they bind. */
export function referralRulesView(terms: ReferralTerms): ReferralRules {
  return {
    depth: terms.depth,
    max_depth: REFERRAL_MAX_DEPTH,
    shares: terms.sharesBp.map((bp, index) => ({ level: index + 1, share_pct: bpToPct(bp), paid: index < terms.depth })),
    hold_hours: terms.holdHours,
    fee_asset: REFERRAL_FEE_ASSET,
    source_kinds: [...REFERRAL_SOURCE_KINDS],
  };
}
