import { formatUnits, type InstrumentView } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { contractSpecOf } from './contractSpec.js';
import { currentQuote } from './currentQuote.js';
import { listInstruments } from './listInstruments.js';
import type { InstrumentCategory } from './schema.js';

const pct = (bp: number) => formatUnits(BigInt(bp), 2);

/** web/getInstruments: every instrument's published rules, market status and current quote. */
export async function instrumentViews(db: DbOrTx, clock: Clock, category?: InstrumentCategory): Promise<InstrumentView[]> {
  const now = clock.now();
  const views: InstrumentView[] = [];
  for (const instrument of await listInstruments(db, { at: now, ...(category ? { category } : {}) })) {
    const spec = contractSpecOf(instrument);
    const quote = await currentQuote(db, instrument.symbol, spec, now);
    const price = (units: bigint) => formatUnits(units, spec.priceScale);
    views.push({
      symbol: instrument.symbol,
      name: instrument.name,
      category: instrument.category,
      kind: instrument.kind,
      base: instrument.base,
      quote: instrument.quote,
      price_scale: instrument.priceScale,
      lot_size: formatUnits(spec.lotSizeUnits, spec.sizeScale),
      max_leverage: instrument.maxLeverage,
      spread_pct: pct(instrument.spreadBp),
      open_fee_pct: pct(instrument.openFeeBp),
      close_fee_pct: pct(instrument.closeFeeBp),
      maintenance_margin_pct: pct(instrument.maintenanceMarginBp),
      carry_rate_pct: pct(instrument.carryRateBp),
      carry_period: instrument.carryPeriod,
      trading_hours: instrument.tradingHours,
      open: instrument.status.open,
      reopens_at: instrument.status.reopensAt?.toISOString() ?? null,
      mark: quote.ok ? price(quote.value.mark) : null,
      bid: quote.ok ? price(quote.value.bid) : null,
      ask: quote.ok ? price(quote.value.ask) : null,
      tick_at: quote.ok ? quote.value.tickAt.toISOString() : null,
    });
  }
  return views;
}
