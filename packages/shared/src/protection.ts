/**
 * Retail protection (issue 18): the instrument classes a jurisdiction profile caps leverage by,
 * and the appropriateness questionnaire's shape. Pure code, shared by the server (which enforces)
 * and the pages (which show the capped slider and the questions).
 */

import type { InstrumentCategoryName } from './derivatives.js';

/**
 * ESMA's classes (product intervention measures on CFDs, 2018): major FX pairs, other FX pairs,
 * gold, other commodities (silver, oil, …), equities, crypto-assets. Major indices share the 20:1
 * band with gold; the catalogue lists none yet.
 */
export const INSTRUMENT_CLASSES = ['fx_major', 'fx_minor', 'gold', 'commodity', 'equity', 'crypto'] as const;
export type InstrumentClass = (typeof INSTRUMENT_CLASSES)[number];

/** ESMA's major currencies: a pair of any two of them is a major FX pair. */
export const MAJOR_CURRENCIES = ['USD', 'EUR', 'JPY', 'GBP', 'CAD', 'CHF'] as const;

const isMajor = (currency: string) => (MAJOR_CURRENCIES as readonly string[]).includes(currency.toUpperCase());

/** The class of an instrument, from its catalogue category and its base and quote. */
export function instrumentClassOf(instrument: { category: InstrumentCategoryName; base: string; quote: string }): InstrumentClass {
  switch (instrument.category) {
    case 'crypto':
      return 'crypto';
    case 'forex':
      return isMajor(instrument.base) && isMajor(instrument.quote) && instrument.base.toUpperCase() !== instrument.quote.toUpperCase()
        ? 'fx_major'
        : 'fx_minor';
    case 'metal':
      return instrument.base.toUpperCase() === 'XAU' ? 'gold' : 'commodity';
    case 'oil':
      return 'commodity';
    case 'stock':
      return 'equity';
  }
}

/**
 * The highest leverage cap a profile takes, and what the default profile holds in every class: no
 * cap of its own (every instrument's maximum is below it, so the instrument's binds).
 */
export const PROFILE_CAP_NONE = 1000;

/** ESMA's retail leverage caps per class (30:1 … 2:1). */
export const ESMA_LEVERAGE_CAPS: Record<InstrumentClass, number> = {
  fx_major: 30,
  fx_minor: 20,
  gold: 20,
  commodity: 10,
  equity: 5,
  crypto: 2,
};

/** Which risk-warning text a profile shows: ESMA's and the FCA's CFD warning, or the general one. */
export const RISK_WARNINGS = ['cfd', 'general'] as const;
export type RiskWarning = (typeof RISK_WARNINGS)[number];

/**
 * The leverage a profile allows on an instrument: the lower of the instrument's own cap and the
 * profile's cap for its class; 0 when the profile does not offer the product at all.
 */
export function cappedLeverage(
  instrumentMax: number,
  klass: InstrumentClass,
  profile: { leverage_caps: Record<InstrumentClass, number>; crypto_offered: boolean },
): number {
  if (klass === 'crypto' && !profile.crypto_offered) return 0;
  return Math.min(instrumentMax, profile.leverage_caps[klass]);
}

/**
 * The appropriateness questionnaire: leverage, margin, liquidation, loss and risk. The texts are
 * in the `protection` catalogue (`question.<id>.text`, `question.<id>.option<n>`); the correct
 * answers are kept on the server, which scores.
 */
export const APPROPRIATENESS_QUESTIONS = [
  { id: 'leverage', options: 3 },
  { id: 'margin', options: 3 },
  { id: 'liquidation', options: 3 },
  { id: 'loss', options: 3 },
  { id: 'risk', options: 3 },
] as const;
export type AppropriatenessQuestionId = (typeof APPROPRIATENESS_QUESTIONS)[number]['id'];
export const APPROPRIATENESS_QUESTION_IDS = APPROPRIATENESS_QUESTIONS.map((q) => q.id) as [AppropriatenessQuestionId, ...AppropriatenessQuestionId[]];
/** Right answers needed to pass. */
export const APPROPRIATENESS_PASS_MARK = 4;
