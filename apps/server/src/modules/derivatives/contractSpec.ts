import type { ContractSpec } from './positionMath.js';
import type { Instrument } from './schema.js';

/** The instrument's configuration in the units the position arithmetic takes. */
export function contractSpecOf(instrument: Instrument): ContractSpec {
  const lot = instrument.lotSize.includes('.') ? instrument.lotSize.replace(/0+$/, '').replace(/\.$/, '') : instrument.lotSize;
  const sizeScale = lot.includes('.') ? (lot.split('.')[1]?.length ?? 0) : 0;
  return {
    // USD/JPY, USD/CHF: the dollar is the base, so P&L in the quote currency converts at the price.
    valuation: instrument.base === 'USD' ? 'base_usd' : 'quote_usd',
    priceScale: instrument.priceScale,
    sizeScale,
    lotSizeUnits: BigInt(lot.replace('.', '')),
    maxLeverage: BigInt(instrument.maxLeverage),
    spreadBp: BigInt(instrument.spreadBp),
    openFeeBp: BigInt(instrument.openFeeBp),
    closeFeeBp: BigInt(instrument.closeFeeBp),
    maintenanceMarginBp: BigInt(instrument.maintenanceMarginBp),
  };
}
