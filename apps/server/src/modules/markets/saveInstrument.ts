import { fail, type MarketChange, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findInstrument } from '../derivatives/index.js';
import { findAsset } from '../marketdata/index.js';
import { checkInstrumentValues, effectiveTime, type InstrumentValues } from './changeValues.js';
import { submitMarketChange } from './submitMarketChange.js';

/**
 * admin/marketsSaveInstrument (audited by the route): a leveraged instrument's terms, now or from a
 * later time. Open positions keep what they opened with where the position stores it (leverage,
 * margin, fees paid); the spread, carry, hours and maintenance margin apply from the change on.
 */
export async function saveInstrument(
  db: DbOrTx,
  clock: Clock,
  input: { symbol: string; values: InstrumentValues; effectiveAt: string | undefined; staffUsername: string },
): Promise<Result<MarketChange>> {
  const instrument = await findInstrument(db, input.symbol);
  if (!instrument) return fail('market_unknown', { field: 'symbol' });
  // Instruments on non-coin bases (metals, shares, currencies) are not assets: their lots are in the instrument's own decimals.
  const base = await findAsset(db, instrument.base);
  const checked = checkInstrumentValues(input.values, base?.scale ?? 18);
  if (!checked.ok) return checked;
  const at = effectiveTime(input.effectiveAt, clock.now());
  if (!at.ok) return at;
  return submitMarketChange(db, clock, {
    kind: 'instrument',
    key: instrument.symbol,
    values: checked.value,
    effectiveAt: at.value,
    requestedBy: `staff:${input.staffUsername}`,
  });
}
