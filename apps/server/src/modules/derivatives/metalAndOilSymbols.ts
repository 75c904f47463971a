/**
 * Spec §3 "Metal and oil symbols": the old pages name metals and oil by a code (gold, silver,
 * …) and show a display symbol (XAU, XAG, …). The table maps each code to its display symbol
 * and to the instrument it trades.
 */
export const METAL_AND_OIL_SYMBOLS = {
  gold: { symbol: 'XAU', instrument: 'XAU_USD' },
  silver: { symbol: 'XAG', instrument: 'XAG_USD' },
  wti: { symbol: 'WTI', instrument: 'WTI_USD' },
  brent: { symbol: 'BRENT', instrument: 'BRENT_USD' },
} as const;

export type MetalOrOilCode = keyof typeof METAL_AND_OIL_SYMBOLS;

/** The display symbol and instrument of a code, case-insensitively; undefined for an unknown code. */
export function metalOrOilSymbol(code: string): (typeof METAL_AND_OIL_SYMBOLS)[MetalOrOilCode] | undefined {
  const key = code.trim().toLowerCase();
  return Object.hasOwn(METAL_AND_OIL_SYMBOLS, key) ? METAL_AND_OIL_SYMBOLS[key as MetalOrOilCode] : undefined;
}
