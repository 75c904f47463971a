import type { ConstructorArgs, Exchange, Ticker } from 'ccxt';
import type { FeedLog, ReferenceFeed, ReferenceQuote } from './referenceFeed.js';

export interface CcxtFeedOptions {
  /** A ccxt exchange id, e.g. 'binance'. */
  exchangeId: string;
  /** Unified spot symbols, e.g. 'BTC/USDT'. */
  symbols: string[];
  pollMs: number;
  /** Given to the ccxt exchange's constructor (deep-merged): options, timeout; tests point `urls.api` at loopback. */
  exchangeOptions?: ConstructorArgs;
  log: FeedLog;
  /** A price older than this, by the consumer's clock, is not served. */
  staleAfterMs?: number;
  /** Upper bound of the retry back-off after failed polls. */
  maxBackoffMs?: number;
  /** Time of receipt, for tickers without an exchange timestamp; injected by tests. */
  nowMs?: () => number;
}

export const DEFAULT_STALE_AFTER_MS = 30_000;
/** Not above the staleness limit: once the exchange answers again, prices come back within one limit. */
const DEFAULT_MAX_BACKOFF_MS = 30_000;

/** A real exchange's public tickers, polled; a price too old to trust reads as unknown. */
export function createCcxtFeed(options: CcxtFeedOptions): ReferenceFeed {
  const name = `ccxt:${options.exchangeId}`;
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const latest = new Map<string, ReferenceQuote>();
  let poller: Poller | undefined;
  return {
    name,
    simulated: false,
    quote(base: string, quote: string, atMs: number): ReferenceQuote | undefined {
      const last = latest.get(`${base}/${quote}`);
      // A frozen price is worse than none: consumers must never trade on it.
      return last && atMs - last.atMs <= staleAfterMs ? last : undefined;
    },
    async start() {
      if (poller) return;
      const exchange = await openExchange(options.exchangeId, options.exchangeOptions);
      const poll = tickerPoll(exchange, name, options, (symbol, quote) => latest.set(symbol, quote));
      poller = startPolling(poll, name, options);
      // Consumers get prices from the first moment when the exchange answers; an outage does not block the start.
      await poller.firstAttempt;
    },
    async stop() {
      await poller?.stop();
      poller = undefined;
    },
  };
}

/** Imported here rather than at the top so that a server running the simulator never loads ccxt. */
export async function openExchange(exchangeId: string, exchangeOptions: ConstructorArgs = {}): Promise<Exchange> {
  const { exchanges } = await import('ccxt');
  const classes: Record<string, new (config: ConstructorArgs) => Exchange> = exchanges;
  const ExchangeClass = Object.hasOwn(classes, exchangeId) ? classes[exchangeId] : undefined;
  if (!ExchangeClass) throw new Error(`PRICE_FEED: ccxt has no exchange '${exchangeId}'`);
  return new ExchangeClass(exchangeOptions);
}

/** One poll: markets once (until they load), then the tickers of the symbols the exchange lists. */
function tickerPoll(exchange: Exchange, feed: string, options: CcxtFeedOptions, record: (symbol: string, quote: ReferenceQuote) => void) {
  const nowMs = options.nowMs ?? Date.now;
  let listed: string[] | undefined;
  return async (): Promise<void> => {
    listed ??= await listedSymbols(exchange, feed, options);
    if (listed.length === 0) return;
    const tickers = await fetchTickersOf(exchange, listed, feed, options.log);
    const receivedAtMs = nowMs();
    for (const ticker of tickers) {
      const quote = ticker.symbol && listed.includes(ticker.symbol) ? quoteFromTicker(ticker, feed, receivedAtMs) : undefined;
      if (ticker.symbol && quote) record(ticker.symbol, quote);
    }
  };
}

async function listedSymbols(exchange: Exchange, feed: string, options: CcxtFeedOptions): Promise<string[]> {
  // reload: after a failed load ccxt would otherwise hand back the same rejected promise forever.
  const markets = await exchange.loadMarkets(true);
  const listed = options.symbols.filter((symbol) => markets[symbol] !== undefined);
  const unlisted = options.symbols.filter((symbol) => !listed.includes(symbol));
  // One unknown symbol must not fail every poll of the others.
  if (unlisted.length > 0) options.log.warn({ feed, symbols: unlisted }, 'reference feed: symbols the exchange does not list get no price');
  return listed;
}

/** One request for all symbols where the exchange has it; otherwise one per symbol, keeping those that answered. */
async function fetchTickersOf(exchange: Exchange, symbols: string[], feed: string, log: FeedLog): Promise<Ticker[]> {
  if (exchange.has.fetchTickers) return Object.values(await exchange.fetchTickers(symbols));
  const results = await Promise.allSettled(symbols.map((symbol) => exchange.fetchTicker(symbol)));
  const tickers = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const errors = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (tickers.length === 0) throw errors[0];
  if (errors.length > 0) log.warn({ feed, err: errors[0], failedSymbols: errors.length }, 'reference feed: some tickers failed');
  return tickers;
}

/** Last trade price, else the bid/ask mid, stamped with the exchange's time but never later than receipt. */
export function quoteFromTicker(ticker: Pick<Ticker, 'last' | 'bid' | 'ask' | 'timestamp'>, source: string, receivedAtMs: number): ReferenceQuote | undefined {
  const price = ticker.last ?? midOf(ticker.bid, ticker.ask);
  if (price === undefined || !Number.isFinite(price) || price <= 0) return undefined;
  // The exchange's timestamp exposes a ticker it keeps serving frozen; the cap keeps an exchange
  // clock running ahead of ours from making a price look fresher than it is.
  return { price, atMs: Math.min(ticker.timestamp ?? receivedAtMs, receivedAtMs), source };
}

function midOf(bid: number | undefined, ask: number | undefined): number | undefined {
  return bid && ask && bid > 0 && ask > 0 ? (bid + ask) / 2 : undefined;
}

interface Poller {
  firstAttempt: Promise<void>;
  stop(): Promise<void>;
}

/** Runs `poll` every pollMs, backing off after failures; stop() cuts the wait short and awaits the poll in flight. */
function startPolling(poll: () => Promise<void>, feed: string, options: CcxtFeedOptions): Poller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  let firstAttemptDone = () => {};
  const firstAttempt = new Promise<void>((resolve) => {
    firstAttemptDone = resolve;
  });
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });
  const loop = async () => {
    let failures = 0;
    while (!stopped) {
      failures = await pollSafely(poll, failures, feed, options.log);
      firstAttemptDone();
      if (!stopped) await sleep(retryDelayMs(failures, options));
    }
  };
  const done = loop();
  return {
    firstAttempt,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await done;
    },
  };
}

/** Never throws, so the loop outlives any exchange outage; answers the count of consecutive failures. */
async function pollSafely(poll: () => Promise<void>, failures: number, feed: string, log: FeedLog): Promise<number> {
  try {
    await poll();
    if (failures > 0) log.info({ feed, failures }, 'reference feed recovered');
    return 0;
  } catch (error) {
    log.warn({ feed, err: error, failures: failures + 1 }, 'reference feed poll failed; retrying with back-off');
    return failures + 1;
  }
}

function retryDelayMs(failures: number, options: CcxtFeedOptions): number {
  if (failures === 0) return options.pollMs;
  const maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  return Math.max(options.pollMs, Math.min(options.pollMs * 2 ** failures, maxBackoffMs));
}
