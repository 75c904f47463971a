import {
  fail,
  INSTRUMENT_CLASSES,
  type InstrumentClass,
  ok,
  type ProtectionDesk,
  type ProtectionProfile,
  type Result,
  type RiskWarning,
} from '@veritex/shared';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { jurisdictionCountryRule, jurisdictionProfileRule, recordRuleChange } from '../rules/index.js';
import { DEFAULT_PROFILE, findProfile, profileView } from './profiles.js';
import { jurisdictionCountries, jurisdictionProfiles } from './schema.js';

/** admin/protectionProfiles: every profile, default first, and the country mapping. */
export async function listProtectionDesk(db: DbOrTx): Promise<ProtectionDesk> {
  const profiles = await db.select().from(jurisdictionProfiles).orderBy(asc(jurisdictionProfiles.code));
  const countries = await db.select().from(jurisdictionCountries).orderBy(asc(jurisdictionCountries.country));
  profiles.sort((a, b) => Number(b.code === DEFAULT_PROFILE) - Number(a.code === DEFAULT_PROFILE));
  return { profiles: profiles.map(profileView), countries: countries.map((row) => ({ country: row.country, profile: row.profileCode })) };
}

export interface ProfileInput {
  code: string;
  name: string;
  caps: Record<InstrumentClass, number>;
  cryptoOffered: boolean;
  deliveryOffered: boolean;
  closeOutPct: number;
  appropriatenessRequired: boolean;
  riskWarning: RiskWarning;
}

/**
 * admin/protectionSaveProfile: creates or changes a profile (audited by the call) and publishes
 * its new version in the rule register in the same transaction. Open positions keep the close-out
 * level recorded when they opened; caps and products bind from the next opening.
 */
export async function saveProtectionProfile(
  db: DbOrTx,
  clock: Clock,
  input: ProfileInput,
  options: { staffUsername: string },
): Promise<Result<ProtectionProfile>> {
  const caps = Object.fromEntries(INSTRUMENT_CLASSES.map((klass) => [klass, input.caps[klass]])) as Record<InstrumentClass, number>;
  const values = {
    name: input.name,
    capFxMajor: caps.fx_major,
    capFxMinor: caps.fx_minor,
    capGold: caps.gold,
    capCommodity: caps.commodity,
    capEquity: caps.equity,
    capCrypto: caps.crypto,
    cryptoOffered: input.cryptoOffered,
    deliveryOffered: input.deliveryOffered,
    closeOutBp: input.closeOutPct * 100,
    appropriatenessRequired: input.appropriatenessRequired,
    riskWarning: input.riskWarning,
    updatedAt: clock.now(),
  };
  const [row] = await db
    .insert(jurisdictionProfiles)
    .values({ code: input.code, ...values })
    .onConflictDoUpdate({ target: jurisdictionProfiles.code, set: values })
    .returning();
  if (!row) throw new Error(`profile ${input.code} not saved`);
  const view = profileView(row);
  await recordRuleChange(db, jurisdictionProfileRule(view), {
    changedBy: `staff:${options.staffUsername}`,
    reason: 'profile_changed',
    firstReason: 'profile_added',
  });
  return ok(view);
}

/**
 * admin/protectionSetCountry: maps a nationality to a profile; the default profile (or none)
 * removes the mapping. The rule register records the country's profile (`default` once unmapped)
 * in the same transaction.
 */
export async function setProtectionCountry(
  db: DbOrTx,
  options: { country: string; profile: string; staffUsername: string },
): Promise<Result<{ country: string; profile: string }, 'protection_profile_unknown'>> {
  const code = options.profile === '' ? DEFAULT_PROFILE : options.profile;
  if (code === DEFAULT_PROFILE) {
    await db.delete(jurisdictionCountries).where(eq(jurisdictionCountries.country, options.country));
  } else {
    if (!(await findProfile(db, code))) return fail('protection_profile_unknown', { field: 'profile' });
    await db
      .insert(jurisdictionCountries)
      .values({ country: options.country, profileCode: code })
      .onConflictDoUpdate({ target: jurisdictionCountries.country, set: { profileCode: code } });
  }
  await recordRuleChange(db, jurisdictionCountryRule({ country: options.country, profile: code }), {
    changedBy: `staff:${options.staffUsername}`,
    reason: 'country_changed',
    firstReason: 'country_assigned',
  });
  return ok({ country: options.country, profile: code });
}
