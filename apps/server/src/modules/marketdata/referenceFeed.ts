/**
 * The reference price feed port: where the platform learns what an asset is worth outside its
 * own books (tickers, valuations, contract marks). Adapters: the seeded simulator (offline, the
 * default) and ccxt (a real exchange's public tickers).
 *
 * Prices are JS numbers here, and only here: they are reference inputs, never amounts. Every
 * consumer converts them to integer ticks of the market's price scale before they touch an
 * order, a balance or a published price, so float rounding cannot reach the ledger.
 */
export interface ReferenceQuote {
  price: number;
  /** When the price was observed (the exchange's timestamp for a real feed). */
  atMs: number;
  source: string;
}

export interface ReferenceFeed {
  /** 'simulated' | 'ccxt:<exchangeId>' */
  readonly name: string;
  /** Shown to users as "Simulated prices" when true. */
  readonly simulated: boolean;
  /** Latest reference price of `base` in `quote` (e.g. 'BTC','USDT'), or undefined when unknown. */
  quote(base: string, quote: string, atMs: number): ReferenceQuote | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** What a feed needs of a logger; Fastify's (pino) logger fits. */
export interface FeedLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}
