import {
  CREDIT_RULES,
  FEATURE_GATES,
  type Feature,
  featuresNeeding,
  REQUIREMENT_FIX_PATH,
  VERIFICATION_LEVELS,
  type VerificationHub,
  type VerificationLevel,
  type VerificationStatus,
} from '@veritex/shared';

/** Where each level's form lives (user-centre paths, without the phone prefix). */
export const LEVEL_PATH: Record<VerificationLevel, string> = {
  junior: REQUIREMENT_FIX_PATH.junior,
  senior: REQUIREMENT_FIX_PATH.senior,
  address: REQUIREMENT_FIX_PATH.address,
};

/** Senior and address verification are reviewed only once junior is approved (spec §4). */
export const NEEDS_JUNIOR: Record<VerificationLevel, boolean> = { junior: false, senior: true, address: true };

function levelRank(level: VerificationLevel): number {
  return VERIFICATION_LEVELS.indexOf(level);
}

/**
 * The features a level opens: those that need it and no higher level. Junior opens withdrawals;
 * large withdrawals need senior as well, so they are listed under senior (the gate table decides).
 */
export function featuresOpenedBy(level: VerificationLevel): Feature[] {
  return featuresNeeding(level).filter((feature) => {
    const levels = (FEATURE_GATES[feature] as readonly string[]).filter((item): item is VerificationLevel =>
      (VERIFICATION_LEVELS as readonly string[]).includes(item),
    );
    return levels.every((other) => levelRank(other) <= levelRank(level));
  });
}

/** The credit-score points an approved level adds (the score's verification factor). */
export function creditPointsOf(level: VerificationLevel): number {
  return CREDIT_RULES[level];
}

/** What a user may do with a level now: submit (first time or again), wait, view, or nothing until junior is approved. */
export type LevelAction = 'start' | 'resubmit' | 'view' | 'locked';

export function levelAction(hub: VerificationHub, level: VerificationLevel): LevelAction {
  const status: VerificationStatus = hub[level].status;
  if (status === 'pending' || status === 'approved') return 'view';
  if (NEEDS_JUNIOR[level] && hub.junior.status !== 'approved') return 'locked';
  return status === 'rejected' ? 'resubmit' : 'start';
}
