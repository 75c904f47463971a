import { fail, type Kline, type KlineInterval, ok, type Result } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { listTickCandles } from '../marketdata/index.js';
import { findInstrument } from './findInstrument.js';

/** web/getInstrumentKlines: candles of an instrument's stored reference ticks, oldest first. */
export async function listInstrumentKlines(
  db: DbOrTx,
  options: { symbol: string; interval: KlineInterval; limit: number; endMs?: number },
): Promise<Result<Kline[], 'instrument_unknown'>> {
  const instrument = await findInstrument(db, options.symbol);
  if (!instrument) return fail('instrument_unknown');
  return ok(await listTickCandles(db, instrument, options.interval, options.limit, options.endMs));
}
