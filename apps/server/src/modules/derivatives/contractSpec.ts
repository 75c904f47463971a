import type { ContractSpec } from './positionMath.js';
import type { Instrument } from './schema.js';

/** The instrument's configuration in the units the position arithmetic takes. */
export function contractSpecOf(instrument: Instrument): ContractSpec {
  const lot = instrument.lotSize.includes('.') ? instrument.lotSize.replace(/0+$/, '').replace(/\.$/, '') : instrument.lotSize;
  const sizeScale = lot.includes('.') ? (lot.split('.')[1]?.length ?? 0) : 0;
  return {
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
