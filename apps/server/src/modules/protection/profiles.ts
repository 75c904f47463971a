import { ESMA_LEVERAGE_CAPS, type InstrumentClass, PROFILE_CAP_NONE, type ProtectionProfile } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type JurisdictionProfileRow, jurisdictionCountries, jurisdictionProfiles } from './schema.js';

/** The profile of every nationality without a mapping. */
export const DEFAULT_PROFILE = 'default';

/** What binds when no default row exists (a database seeded without profiles): the instruments' own caps, everything offered. */
const BUILT_IN_DEFAULT: JurisdictionProfileRow = {
  code: DEFAULT_PROFILE,
  name: 'Default',
  capFxMajor: PROFILE_CAP_NONE,
  capFxMinor: PROFILE_CAP_NONE,
  capGold: PROFILE_CAP_NONE,
  capCommodity: PROFILE_CAP_NONE,
  capEquity: PROFILE_CAP_NONE,
  capCrypto: PROFILE_CAP_NONE,
  cryptoOffered: true,
  deliveryOffered: true,
  closeOutBp: 0,
  appropriatenessRequired: false,
  riskWarning: 'general',
  updatedAt: null,
};

export function leverageCaps(row: JurisdictionProfileRow): Record<InstrumentClass, number> {
  return {
    fx_major: row.capFxMajor,
    fx_minor: row.capFxMinor,
    gold: row.capGold,
    commodity: row.capCommodity,
    equity: row.capEquity,
    crypto: row.capCrypto,
  };
}

export function profileView(row: JurisdictionProfileRow): ProtectionProfile {
  return {
    code: row.code,
    name: row.name,
    leverage_caps: leverageCaps(row),
    crypto_offered: row.cryptoOffered,
    delivery_offered: row.deliveryOffered,
    close_out_pct: Math.floor(row.closeOutBp / 100),
    appropriateness_required: row.appropriatenessRequired,
    risk_warning: row.riskWarning,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

export async function findProfile(db: DbOrTx, code: string): Promise<JurisdictionProfileRow | undefined> {
  const [row] = await db.select().from(jurisdictionProfiles).where(eq(jurisdictionProfiles.code, code));
  return row;
}

/** The profile mapped to a nationality, or the default one. */
export async function profileOfCountry(db: DbOrTx, country: string | null): Promise<JurisdictionProfileRow> {
  if (country !== null) {
    const [mapped] = await db
      .select({ profile: jurisdictionProfiles })
      .from(jurisdictionCountries)
      .innerJoin(jurisdictionProfiles, eq(jurisdictionProfiles.code, jurisdictionCountries.profileCode))
      .where(eq(jurisdictionCountries.country, country));
    if (mapped) return mapped.profile;
  }
  return (await findProfile(db, DEFAULT_PROFILE)) ?? BUILT_IN_DEFAULT;
}

/** EU member states and the other EEA states (Iceland, Liechtenstein, Norway): ESMA's measures bind there. */
export const EU_EEA_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
] as const;

const esmaCaps = {
  capFxMajor: ESMA_LEVERAGE_CAPS.fx_major,
  capFxMinor: ESMA_LEVERAGE_CAPS.fx_minor,
  capGold: ESMA_LEVERAGE_CAPS.gold,
  capCommodity: ESMA_LEVERAGE_CAPS.commodity,
  capEquity: ESMA_LEVERAGE_CAPS.equity,
  capCrypto: ESMA_LEVERAGE_CAPS.crypto,
};

/** The seeded profiles: default, EU retail (ESMA's measures) and UK retail (the FCA's, crypto derivatives banned). */
export const SEEDED_PROFILES: JurisdictionProfileRow[] = [
  BUILT_IN_DEFAULT,
  {
    code: 'eu_retail',
    name: 'EU retail (ESMA)',
    ...esmaCaps,
    cryptoOffered: true,
    deliveryOffered: false,
    closeOutBp: 5000,
    appropriatenessRequired: true,
    riskWarning: 'cfd',
    updatedAt: null,
  },
  {
    code: 'uk_retail',
    name: 'UK retail (FCA)',
    ...esmaCaps,
    cryptoOffered: false,
    deliveryOffered: false,
    closeOutBp: 5000,
    appropriatenessRequired: true,
    riskWarning: 'cfd',
    updatedAt: null,
  },
];

/** Seeds the profiles and the country mapping once; afterwards staff own them (nothing is overwritten). */
export async function seedJurisdictionProfiles(db: DbOrTx): Promise<void> {
  await db.insert(jurisdictionProfiles).values(SEEDED_PROFILES).onConflictDoNothing();
  const countries = [...EU_EEA_COUNTRIES.map((country) => ({ country, profileCode: 'eu_retail' })), { country: 'GB', profileCode: 'uk_retail' }];
  await db.insert(jurisdictionCountries).values(countries).onConflictDoNothing();
}
