import type { DbOrTx } from '../../platform/db/client.js';
import { nationalityOf } from '../identity/index.js';
import { profileOfCountry } from './profiles.js';
import type { JurisdictionProfileRow } from './schema.js';

export interface Jurisdiction {
  profile: JurisdictionProfileRow;
  country: string | null;
  source: 'verified' | 'registration' | 'visitor' | 'demo';
}

/**
 * The profile that binds a caller: a real user's from the verified nationality, or the
 * registration's until verification; a visitor's and a demo identity's is the default one (demo
 * money is virtual: it is practice under the instruments' own rules, and the way to earn the
 * demo trades that unlock higher leverage in the real account).
 */
export async function jurisdictionOf(db: DbOrTx, userId: bigint | undefined): Promise<Jurisdiction> {
  if (userId === undefined || userId < 0n) {
    return { profile: await profileOfCountry(db, null), country: null, source: userId === undefined ? 'visitor' : 'demo' };
  }
  const nationality = await nationalityOf(db, userId);
  if (!nationality) return { profile: await profileOfCountry(db, null), country: null, source: 'visitor' };
  return { profile: await profileOfCountry(db, nationality.country), country: nationality.country, source: nationality.source };
}
