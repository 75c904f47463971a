/**
 * Price provenance (issue 18): every leveraged fill, liquidation, stop, target, carry charge,
 * delivery settlement and collateral liquidation names the stored reference tick it used (symbol,
 * instant, price, source), and links to the public tick history of that instrument at that
 * instant. No zod here: trading pages import these without the contract's schemas.
 */

/** The public tick-history window: ± this many minutes around the instant asked for. */
export const TICK_WINDOW_DEFAULT_MINUTES = 2;
export const TICK_WINDOW_MAX_MINUTES = 15;
/** The largest page of ticks a client may ask for (± 5 minutes of one tick a second fits in one page). */
export const TICK_PAGE_MAX = 1_000;

/**
 * Where a stored tick came from, as a page words it. The recorder stores the reference feed's
 * `source`: `simulated` for the seeded simulator, `ccxt:<exchange>` for a real exchange's public
 * ticker; seeded chart history is `history:<origin>`. Anything else (a test's controllable feed)
 * is `other` and never worded as an exchange, so nothing simulated reads as real.
 */
export interface TickSource {
  kind: 'simulated' | 'exchange' | 'other';
  /** The exchange's display name ("Binance") for `exchange`; the raw source for `other`. */
  name: string | null;
  /** Seeded chart history rather than a live observation. */
  history: boolean;
}

/** Display names of the exchanges ccxt may be configured with (PRICE_FEED=ccxt:<id>); others show their id. */
const EXCHANGE_NAMES: Readonly<Record<string, string>> = {
  binance: 'Binance',
  okx: 'OKX',
  kraken: 'Kraken',
  coinbase: 'Coinbase',
  bybit: 'Bybit',
  bitget: 'Bitget',
  kucoin: 'KuCoin',
  gateio: 'Gate.io',
  htx: 'HTX',
  bitstamp: 'Bitstamp',
};

export function tickSourceOf(source: string): TickSource {
  const history = source.startsWith('history:');
  const origin = history ? source.slice('history:'.length) : source;
  if (origin === 'simulated') return { kind: 'simulated', name: null, history };
  if (origin.startsWith('ccxt:')) {
    const id = origin.slice('ccxt:'.length);
    return { kind: 'exchange', name: EXCHANGE_NAMES[id] ?? id, history };
  }
  return { kind: 'other', name: origin, history };
}

/** The public tick history of `symbol` around `at` (an ISO instant), the link every record carries. */
export function tickHistoryPath(symbol: string, at: string): string {
  return `/ticks?symbol=${encodeURIComponent(symbol)}&at=${encodeURIComponent(secondInstant(at))}`;
}

/** An instant to the second in ISO form without milliseconds ("2026-11-29T10:23:05Z"), as deep links write it. */
export function secondInstant(at: string | Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return typeof at === 'string' ? at : '';
  return `${date.toISOString().slice(0, 19)}Z`;
}
