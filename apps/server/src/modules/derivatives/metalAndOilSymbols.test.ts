import { describe, expect, it } from 'vitest';
import { METAL_AND_OIL_SYMBOLS, metalOrOilSymbol } from './metalAndOilSymbols.js';
import { SEEDED_INSTRUMENT_SYMBOLS } from './seedInstruments.js';

describe('metal and oil symbols', () => {
  it('maps gold to XAU and silver to XAG, as the spec says', () => {
    expect(metalOrOilSymbol('gold')).toEqual({ symbol: 'XAU', instrument: 'XAU_USD' });
    expect(metalOrOilSymbol('silver')).toEqual({ symbol: 'XAG', instrument: 'XAG_USD' });
    expect(metalOrOilSymbol(' Gold ')?.symbol).toBe('XAU');
  });
  it('knows nothing else', () => {
    expect(metalOrOilSymbol('copper')).toBeUndefined();
    expect(metalOrOilSymbol('toString')).toBeUndefined();
  });
  it('points every code at a seeded instrument whose symbol starts with the display symbol', () => {
    for (const { symbol, instrument } of Object.values(METAL_AND_OIL_SYMBOLS)) {
      expect(SEEDED_INSTRUMENT_SYMBOLS).toContain(instrument);
      expect(instrument.startsWith(`${symbol}_`)).toBe(true);
    }
  });
});
