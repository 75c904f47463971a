import type { CreditFactor, CreditScoreView } from './contract/verification.js';

/**
 * The credit score (/person/credit): a sum of factors the user can see, each with its
 * contribution. It sets loan limits only; it never blocks a withdrawal or anything else.
 */
export const CREDIT_BASE = 50;
export const CREDIT_MAX = 100;

export const CREDIT_RULES = {
  junior: 10,
  senior: 10,
  address: 5,
  /** Points per full 30 days since registration, up to `ageMax`. */
  agePerMonth: 1,
  ageMax: 10,
  /** Points per loan repaid on time, up to `repaidMax`. */
  perRepaidLoan: 3,
  repaidMax: 15,
  /** Points taken per day a loan was overdue, up to `overdueMax`. */
  perOverdueDay: 2,
  overdueMax: 50,
} as const;

/** Loan limit by score: the first band whose minimum the score reaches. */
export const LOAN_LIMIT_BANDS: ReadonlyArray<{ minScore: number; limitUsdt: number }> = [
  { minScore: 90, limitUsdt: 50_000 },
  { minScore: 80, limitUsdt: 20_000 },
  { minScore: 70, limitUsdt: 5_000 },
  { minScore: 60, limitUsdt: 1_000 },
  { minScore: 0, limitUsdt: 0 },
];

export interface CreditInputs {
  junior: boolean;
  senior: boolean;
  address: boolean;
  accountAgeDays: number;
  loansRepaidOnTime: number;
  overdueDays: number;
}

export type { CreditFactor, CreditScoreView } from './contract/verification.js';
export type CreditFactorKey = CreditFactor['key'];

function verificationPoints(inputs: CreditInputs): number {
  return (inputs.junior ? CREDIT_RULES.junior : 0) + (inputs.senior ? CREDIT_RULES.senior : 0) + (inputs.address ? CREDIT_RULES.address : 0);
}

function verificationValue(inputs: CreditInputs): string {
  if (inputs.address) return 'address';
  if (inputs.senior) return 'senior';
  if (inputs.junior) return 'junior';
  return 'kyc';
}

export function loanLimitFor(score: number): number {
  return LOAN_LIMIT_BANDS.find((band) => score >= band.minScore)?.limitUsdt ?? 0;
}

export function computeCreditScore(inputs: CreditInputs): CreditScoreView {
  const months = Math.floor(Math.max(0, inputs.accountAgeDays) / 30);
  const factors: CreditFactor[] = [
    { key: 'base', value: '', points: CREDIT_BASE, max: CREDIT_BASE },
    {
      key: 'verification',
      value: verificationValue(inputs),
      points: verificationPoints(inputs),
      max: CREDIT_RULES.junior + CREDIT_RULES.senior + CREDIT_RULES.address,
    },
    {
      key: 'account_age',
      value: String(Math.max(0, Math.floor(inputs.accountAgeDays))),
      points: Math.min(CREDIT_RULES.ageMax, months * CREDIT_RULES.agePerMonth),
      max: CREDIT_RULES.ageMax,
    },
    {
      key: 'repayment',
      value: String(inputs.loansRepaidOnTime),
      points: Math.min(CREDIT_RULES.repaidMax, inputs.loansRepaidOnTime * CREDIT_RULES.perRepaidLoan),
      max: CREDIT_RULES.repaidMax,
    },
    {
      key: 'overdue',
      value: String(inputs.overdueDays),
      points: -Math.min(CREDIT_RULES.overdueMax, inputs.overdueDays * CREDIT_RULES.perOverdueDay),
      max: -CREDIT_RULES.overdueMax,
    },
  ];
  const sum = factors.reduce((total, factor) => total + factor.points, 0);
  const score = Math.max(0, Math.min(CREDIT_MAX, sum));
  return {
    score,
    max: CREDIT_MAX,
    factors,
    loan_limit_usdt: String(loanLimitFor(score)),
    bands: LOAN_LIMIT_BANDS.map((band) => ({ min_score: band.minScore, limit_usdt: String(band.limitUsdt) })),
  };
}
