import { KLINE_INTERVALS, type KlineInterval, type MarketTicker } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { CommittedBatch } from './exchange.js';
import { depthSnapshot, klineOf, publicTrade, recentTrades } from './marketViews.js';
import type { SpotWriter } from './spotWriter.js';
import { orderView, type TradeRecord } from './state.js';

/** Where frames go: the WebSocket layer. Frames are serialised once for every subscriber. */
export interface FrameSink {
  hasSubscribers(channel: string): boolean;
  publish(channel: string, frame: string): void;
  publishToUser(userId: string, frame: string): void;
  /** Frames published between these two calls may leave in one write per socket. */
  beginBurst(): void;
  endBurst(): void;
}

export const DEPTH_LEVELS = 50;
/** Depth and candles are coalesced: at most one frame per channel per flush. */
export const FLUSH_MS = 100;
const TICKER_MS = 1_000;

const frame = (channel: string, data: unknown): string => JSON.stringify({ channel, data });

/**
 * Turns committed batches into WebSocket frames: trades, depth and candles of changed markets
 * every FLUSH_MS (coalesced), all tickers every second (with the flush after they are read), and
 * each changed order to its owner at once.
 */
export class MarketStream {
  private readonly dirtyDepth = new Set<string>();
  private readonly dirtyCandles = new Set<string>();
  /** Trades committed since the last flush, per market, oldest first. */
  private readonly pendingTrades = new Map<string, TradeRecord[]>();
  /** Every market's tickers, read once a second, waiting for the next flush's write. */
  private pendingTickers: string | undefined;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly exchange: SpotWriter,
    private readonly clock: Clock,
    private readonly sink: FrameSink,
    /** Every market's ticker (spot from the books, contracts from the reference feed). */
    private readonly allTickers: () => Promise<MarketTicker[]>,
  ) {}

  start(): void {
    this.exchange.events.on('committed', this.onCommitted);
    this.timers.push(
      setInterval(() => this.flush(), FLUSH_MS),
      setInterval(() => this.publishTickers(), TICKER_MS),
    );
    for (const timer of this.timers) timer.unref();
  }

  stop(): void {
    this.exchange.events.off('committed', this.onCommitted);
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  /** The first frame a new subscriber gets, so it never waits for the next change. */
  async snapshot(channel: string): Promise<string | undefined> {
    const [kind, symbol, interval] = channel.split('@');
    if (kind === 'ticker') return frame('ticker', await this.allTickers());
    const market = symbol ? this.exchange.view.markets.get(symbol) : undefined;
    if (!market) return undefined;
    if (kind === 'depth') return frame(channel, depthSnapshot(market, DEPTH_LEVELS, this.clock.now()));
    if (kind === 'trades') return frame(channel, recentTrades(market, 50));
    const candle = market.candles.get(interval as KlineInterval);
    return candle ? frame(channel, klineOf(candle, market.rules)) : undefined;
  }

  private readonly onCommitted = (batch: CommittedBatch): void => {
    for (const symbol of batch.symbols) this.dirtyDepth.add(symbol);
    for (const trade of batch.trades) {
      const list = this.pendingTrades.get(trade.symbol);
      if (list) list.push(trade);
      else this.pendingTrades.set(trade.symbol, [trade]);
      this.dirtyCandles.add(trade.symbol);
    }
    for (const order of batch.orders) {
      const market = this.exchange.view.markets.get(order.symbol);
      if (market) this.sink.publishToUser(order.userId.toString(), frame('orders', orderView(order, market.rules)));
    }
  };

  /**
   * Trades, depth and candles of every changed market, each frame serialised once; a socket
   * subscribed to several of them gets them in one write.
   */
  private flush(): void {
    if (this.pendingTrades.size === 0 && this.dirtyDepth.size === 0 && this.dirtyCandles.size === 0 && this.pendingTickers === undefined) return;
    this.sink.beginBurst();
    try {
      this.publishTrades();
      this.publishDepthAndCandles();
      if (this.pendingTickers !== undefined) this.sink.publish('ticker', this.pendingTickers);
      this.pendingTickers = undefined;
    } finally {
      this.sink.endBurst();
    }
  }

  private publishTrades(): void {
    for (const [symbol, trades] of this.pendingTrades) {
      const channel = `trades@${symbol}`;
      const market = this.exchange.view.markets.get(symbol);
      if (!market || !this.sink.hasSubscribers(channel)) continue;
      this.sink.publish(
        channel,
        frame(
          channel,
          trades.reverse().map((t) => publicTrade(t, market.rules)),
        ),
      );
    }
    this.pendingTrades.clear();
  }

  private publishDepthAndCandles(): void {
    const now = this.clock.now();
    for (const symbol of this.dirtyDepth) {
      const channel = `depth@${symbol}`;
      const market = this.exchange.view.markets.get(symbol);
      if (market && this.sink.hasSubscribers(channel)) this.sink.publish(channel, frame(channel, depthSnapshot(market, DEPTH_LEVELS, now)));
    }
    this.dirtyDepth.clear();
    for (const symbol of this.dirtyCandles) {
      const market = this.exchange.view.markets.get(symbol);
      if (!market) continue;
      for (const interval of KLINE_INTERVALS) {
        const channel = `kline@${symbol}@${interval}`;
        const candle = market.candles.get(interval);
        if (candle && this.sink.hasSubscribers(channel)) this.sink.publish(channel, frame(channel, klineOf(candle, market.rules)));
      }
    }
    this.dirtyCandles.clear();
  }

  /**
   * Tickers leave with the next flush (at most FLUSH_MS later) rather than on their own: a page
   * subscribed to tickers and a market gets them in the same write, one system call less per
   * socket each second.
   */
  private publishTickers(): void {
    if (!this.sink.hasSubscribers('ticker')) return;
    void this.allTickers()
      .then((tickers) => {
        this.pendingTickers = frame('ticker', tickers);
      })
      .catch(() => undefined);
  }
}
