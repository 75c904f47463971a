import { fail, formatUnits, ok, type ReferenceTick, type ReferenceTicks, type Result } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { countTicksBetween, type StoredTick, tickAtOrBefore, ticksInWindow } from '../marketdata/index.js';
import { findInstrument } from './findInstrument.js';

const MINUTE_MS = 60_000;

/**
 * web/getReferenceTicks, public: the stored reference ticks of one leveraged instrument within
 * ± `minutes` of `at`, oldest first and paged, naming the tick at or before `at` (the one a record
 * stamped with that instant used) and its place in the window, so the page can open its page and
 * mark it. The window is bounded by the contract (at most ± 15 minutes), so a call reads at most
 * about 1,800 rows of the primary key's range.
 */
export async function listReferenceTicks(
  db: DbOrTx,
  input: { symbol: string; at: string; minutes: number; page: number; pageSize: number },
): Promise<Result<ReferenceTicks, 'instrument_unknown'>> {
  const instrument = await findInstrument(db, input.symbol);
  if (!instrument) return fail('instrument_unknown', { field: 'symbol' });
  const at = new Date(input.at);
  const from = new Date(at.getTime() - input.minutes * MINUTE_MS);
  const to = new Date(at.getTime() + input.minutes * MINUTE_MS);
  const view = (tick: StoredTick): ReferenceTick => ({
    at: tick.at.toISOString(),
    price: formatUnits(tick.priceUnits, instrument.priceScale),
    source: tick.source,
  });
  const page = await ticksInWindow(db, { symbol: instrument.symbol, from, to, offset: (input.page - 1) * input.pageSize, limit: input.pageSize });
  const before = await tickAtOrBefore(db, instrument.symbol, at);
  const referenced = before && before.at >= from ? before : undefined;
  return ok({
    symbol: instrument.symbol,
    price_scale: instrument.priceScale,
    at: at.toISOString(),
    from: from.toISOString(),
    to: to.toISOString(),
    referenced: referenced ? view(referenced) : null,
    referenced_index: referenced ? await countTicksBetween(db, instrument.symbol, from, referenced.at) : null,
    items: page.ticks.map(view),
    total: page.total,
  });
}
