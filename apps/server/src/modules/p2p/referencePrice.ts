import { fail, ok, P2P_FIATS, type P2pFiat, type Result, referenceCents } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findInstrument } from '../derivatives/index.js';
import { tickAtOrBefore } from '../marketdata/index.js';
import type { P2pAdRow } from './schema.js';

/** A reference tick older than this is too stale to price a floating ad (the FX market's weekend close is shorter). */
const MAX_REFERENCE_AGE_MS = 4 * 24 * 3_600_000;

export interface ReferencePrice {
  fiat: P2pFiat;
  /** Fiat cents per USDT; undefined when no recent tick exists. */
  cents: bigint | undefined;
  instrument: string | null;
  asOf: Date | null;
}

/**
 * The reference price of one USDT in a fiat: the FX instrument's latest recorded tick (the same
 * ticks leveraged trading settles on), USDT valued at one US dollar. USD itself is 1.00.
 */
export async function readReferencePrice(db: DbOrTx, clock: Clock, fiat: P2pFiat): Promise<ReferencePrice> {
  const instrument = P2P_FIATS[fiat].instrument;
  if (instrument === null) return { fiat, cents: 100n, instrument: null, asOf: null };
  const now = clock.now();
  const tick = await tickAtOrBefore(db, instrument, now);
  if (!tick || now.getTime() - tick.at.getTime() > MAX_REFERENCE_AGE_MS) return { fiat, cents: undefined, instrument, asOf: tick?.at ?? null };
  const spec = await findInstrument(db, instrument);
  return { fiat, cents: spec ? referenceCents(fiat, tick.priceUnits, spec.priceScale) : undefined, instrument, asOf: tick.at };
}

/** An ad's price now, fiat cents per USDT: a fixed ad's own, a floating ad's margin over the reference. */
export async function currentAdPrice(
  db: DbOrTx,
  clock: Clock,
  ad: Pick<P2pAdRow, 'fiat' | 'priceType' | 'priceCents' | 'marginBp'>,
): Promise<Result<bigint, 'p2p_reference_unavailable'>> {
  if (ad.priceType === 'fixed') return ok(BigInt(ad.priceCents ?? '0'));
  const reference = await readReferencePrice(db, clock, ad.fiat as P2pFiat);
  if (reference.cents === undefined) return fail('p2p_reference_unavailable');
  return ok((reference.cents * BigInt(ad.marginBp ?? 0) + 5_000n) / 10_000n);
}
