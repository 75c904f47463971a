import type { HeldRequirements } from './contract/verification.js';
import type { ErrorName } from './errors.js';

/**
 * Spec §6: "some features need a bound e-mail or phone, a transaction password, or verified
 * identity". This is the one table of which feature needs what. The server enforces it
 * (identity's `missingRequirements`), the pages show it with a link to where to fix each item.
 */
export const REQUIREMENTS = ['contact', 'tpwd', 'junior', 'senior', 'address'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

/** A single withdrawal of at least this many USDT needs senior verification. */
export const LARGE_WITHDRAWAL_USDT = 20_000;

export const FEATURE_GATES = {
  /** Any withdrawal (spec §5: the transaction password is set in the user centre first). */
  withdraw: ['contact', 'tpwd', 'junior'],
  /** A withdrawal of LARGE_WITHDRAWAL_USDT or more. */
  withdraw_large: ['contact', 'tpwd', 'junior', 'senior'],
  /** Applying for a USDT loan: the lender must know who borrows. */
  loan: ['contact', 'junior'],
  /** A crypto-backed loan: the collateral secures it, a contact receives margin calls. */
  collateral_loan: ['contact'],
  /** Quick buy: paying a stranger fiat needs a contact and a verified name. */
  p2p_buy: ['contact', 'junior'],
  /** Selling USDT peer to peer: releasing the escrow takes the transaction password. */
  p2p_sell: ['contact', 'tpwd', 'junior'],
  /** Becoming a merchant (one of the published criteria). */
  p2p_merchant: ['contact', 'tpwd', 'senior'],
} as const satisfies Record<string, readonly Requirement[]>;
export type Feature = keyof typeof FEATURE_GATES;

/** Where the user fixes each requirement (user-centre paths, without the /m prefix). */
export const REQUIREMENT_FIX_PATH: Record<Requirement, string> = {
  contact: '/security',
  tpwd: '/bindmpwd',
  junior: '/smauth',
  senior: '/seniorauth',
  address: '/dzrz',
};

/** The error the server answers when this requirement is the first one missing. */
export const REQUIREMENT_ERROR: Record<Requirement, ErrorName> = {
  contact: 'contact_required',
  tpwd: 'tpwd_required',
  junior: 'junior_required',
  senior: 'senior_required',
  address: 'address_required',
};

/** What a user holds, as the gates see it (web/getGates answers it; contract/verification.ts). */
export type { HeldRequirements } from './contract/verification.js';

export function missingFor(feature: Feature, held: HeldRequirements): Requirement[] {
  return FEATURE_GATES[feature].filter((requirement) => !held[requirement]);
}

/** Features a verification level (or other requirement) opens, for the hub's "what it unlocks". */
export function featuresNeeding(requirement: Requirement): Feature[] {
  return (Object.keys(FEATURE_GATES) as Feature[]).filter((feature) => (FEATURE_GATES[feature] as readonly Requirement[]).includes(requirement));
}
