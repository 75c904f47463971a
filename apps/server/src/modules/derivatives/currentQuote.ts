import { fail, ok, type Result } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { tickAtOrBefore } from '../marketdata/index.js';
import type { ContractSpec } from './positionMath.js';
import { bidAsk } from './positionMath.js';

/** A stored tick older than this is not a current price: nothing trades on it. */
export const MAX_TICK_AGE_MS = 5_000;

export interface CurrentQuote {
  mark: bigint;
  bid: bigint;
  ask: bigint;
  tickAt: Date;
  /** The stored tick's feed: every record that uses this quote stores it beside the instant. */
  source: string;
}

/** The mark is the latest stored reference tick; users buy at the ask and sell at the bid around it. */
export async function currentQuote(db: DbOrTx, symbol: string, spec: ContractSpec, now: Date): Promise<Result<CurrentQuote, 'no_price'>> {
  const tick = await tickAtOrBefore(db, symbol, now);
  if (!tick || now.getTime() - tick.at.getTime() > MAX_TICK_AGE_MS) return fail('no_price');
  return ok({ mark: tick.priceUnits, ...bidAsk(spec, tick.priceUnits), tickAt: tick.at, source: tick.source });
}
