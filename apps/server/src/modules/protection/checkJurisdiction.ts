import { fail, type InstrumentCategoryName, instrumentClassOf, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { readSettings } from '../settings/index.js';
import { getAppropriatenessStatus } from './appropriateness.js';
import { jurisdictionOf } from './jurisdictionOf.js';
import { leverageCaps } from './profiles.js';

export type JurisdictionRefusal = 'protection_product_not_offered' | 'protection_leverage_cap' | 'appropriateness_required';

/**
 * What the user's jurisdiction profile says about opening a leveraged position (issue 18): the
 * product must be offered, the leverage within the cap of the instrument's class, and leverage
 * above the threshold unlocked by the questionnaire or demo trades where the profile asks for it.
 * The answer carries the close-out level the position records for its whole life.
 */
export async function checkJurisdiction(
  db: DbOrTx,
  clock: Clock,
  options: { userId: bigint; instrument: { category: InstrumentCategoryName; base: string; quote: string; maxLeverage: number }; leverage: number },
): Promise<Result<{ closeOutBp: number }, JurisdictionRefusal>> {
  const { userId, instrument, leverage } = options;
  const { profile } = await jurisdictionOf(db, userId);
  const klass = instrumentClassOf(instrument);
  if (klass === 'crypto' && !profile.cryptoOffered) return fail('protection_product_not_offered', { product: 'crypto_derivatives', profile: profile.code });
  const cap = Math.min(leverageCaps(profile)[klass], instrument.maxLeverage);
  if (leverage > cap) return fail('protection_leverage_cap', { max: cap, profile: profile.code, field: 'leverage' });
  if (profile.appropriatenessRequired && userId > 0n) {
    const settings = await readSettings(db);
    if (leverage > settings.appropriateness_leverage_threshold) {
      const status = await getAppropriatenessStatus(db, clock, userId);
      if (!status.unlocked) {
        return fail('appropriateness_required', {
          threshold: status.threshold,
          demo_trades: status.demo_trades,
          demo_trades_needed: status.demo_trades_needed,
          fix: '/appropriateness',
          field: 'leverage',
        });
      }
    }
  }
  return ok({ closeOutBp: profile.closeOutBp });
}

/** Whether fixed-time delivery contracts are offered to the user (ESMA and the FCA ban them for retail). */
export async function checkDeliveryOffered(db: DbOrTx, userId: bigint): Promise<Result<true, 'protection_product_not_offered'>> {
  const { profile } = await jurisdictionOf(db, userId);
  return profile.deliveryOffered ? ok(true) : fail('protection_product_not_offered', { product: 'delivery', profile: profile.code });
}
