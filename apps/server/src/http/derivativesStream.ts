import type { MarkTick, PositionView } from '@veritex/shared';
import { formatUnits } from '@veritex/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { deliveryOrders, orderView } from '../modules/delivery/index.js';
import {
  bidAsk,
  type CurrentQuote,
  contractSpecOf,
  currentQuote,
  type Instrument,
  instruments,
  parsePositionNotice,
  positions,
  positionView,
} from '../modules/derivatives/index.js';
import type { RecordedTick } from '../modules/marketdata/index.js';
import type { Services } from './services.js';

/** Re-read the instrument catalogue this often (rules are configuration; changes are rare). */
const CATALOGUE_TTL_MS = 60_000;

export interface DerivativesSinks {
  /** Whether anyone listens to a market channel (`mark@…`). */
  hasSubscribers(channel: string): boolean;
  publish(channel: string, frame: string): void;
  /** Users with at least one authenticated socket. */
  connectedUsers(): string[];
  sendToUser(userId: string, frame: string): void;
}

/**
 * The leveraged-trading streams: `mark@<SYMBOL>` on every stored tick, each connected user's
 * open positions with live P&L on every tick, and a position or delivery order whenever a
 * committed transaction changed it (PostgreSQL NOTIFY, see positionEvents.ts/deliveryEvents.ts).
 */
export class DerivativesStream {
  private catalogue = new Map<string, Instrument>();
  private catalogueAt = 0;
  private readonly unsubscribe: () => void;
  private pushing = false;

  constructor(
    private readonly services: Services,
    private readonly sinks: DerivativesSinks,
    private readonly onError: (error: unknown) => void,
  ) {
    this.unsubscribe = services.ticks.subscribe((ticks) => this.onTicks(ticks));
  }

  stop(): void {
    this.unsubscribe();
  }

  /** The first frame of a `mark@` subscription: the latest stored tick. */
  async snapshot(channel: string): Promise<string | undefined> {
    const symbol = channel.slice('mark@'.length);
    const instrument = (await this.instruments()).get(symbol);
    if (!instrument) return undefined;
    const quote = await currentQuote(this.services.db, symbol, contractSpecOf(instrument), this.services.clock.now());
    return quote.ok ? markFrame(instrument, quote.value) : undefined;
  }

  async onPositionNotice(payload: string): Promise<void> {
    const notice = parsePositionNotice(payload);
    if (!notice) return;
    const [row] = await this.services.db.select().from(positions).where(eq(positions.id, notice.positionId));
    const instrument = row && (await this.instruments()).get(row.symbol);
    if (!row || !instrument) return;
    const quote = row.status === 'open' ? await currentQuote(this.services.db, row.symbol, contractSpecOf(instrument), this.services.clock.now()) : undefined;
    this.sinks.sendToUser(notice.userId, positionFrame(positionView(row, instrument, quote?.ok ? quote.value : undefined)));
  }

  async onDeliveryNotice(payload: string): Promise<void> {
    const match = /^(\d{1,19}):(\d{1,19})$/.exec(payload);
    if (!match?.[1] || !match[2]) return;
    const [row] = await this.services.db
      .select()
      .from(deliveryOrders)
      .where(eq(deliveryOrders.id, BigInt(match[2])));
    if (row) this.sinks.sendToUser(match[1], JSON.stringify({ channel: 'delivery', data: orderView(row) }));
  }

  private onTicks(ticks: readonly RecordedTick[]): void {
    void this.instruments()
      .then((catalogue) => {
        const quotes = new Map<string, CurrentQuote>();
        for (const tick of ticks) {
          const instrument = catalogue.get(tick.symbol);
          if (!instrument) continue;
          const quote = {
            mark: tick.priceUnits,
            ...bidAsk(contractSpecOf(instrument), tick.priceUnits),
            tickAt: new Date(tick.atSecond * 1000),
            source: tick.source,
          };
          quotes.set(tick.symbol, quote);
          const channel = `mark@${tick.symbol}`;
          if (this.sinks.hasSubscribers(channel)) this.sinks.publish(channel, markFrame(instrument, quote));
        }
        // One live push at a time: a slow second is skipped rather than queued behind.
        if (this.pushing) return;
        this.pushing = true;
        void this.pushLivePositions(catalogue, quotes).finally(() => {
          this.pushing = false;
        });
      })
      .catch(this.onError);
  }

  /** Every connected user's open positions, valued at this second's ticks. */
  private async pushLivePositions(catalogue: Map<string, Instrument>, quotes: Map<string, CurrentQuote>): Promise<void> {
    const users = this.sinks.connectedUsers();
    if (users.length === 0 || quotes.size === 0) return;
    const open = await this.services.db
      .select()
      .from(positions)
      .where(
        and(
          inArray(
            positions.userId,
            users.map((u) => BigInt(u)),
          ),
          eq(positions.status, 'open'),
          inArray(positions.symbol, [...quotes.keys()]),
        ),
      )
      .catch((error: unknown) => {
        this.onError(error);
        return [];
      });
    for (const row of open) {
      const instrument = catalogue.get(row.symbol);
      const quote = quotes.get(row.symbol);
      if (instrument && quote) this.sinks.sendToUser(row.userId.toString(), positionFrame(positionView(row, instrument, quote)));
    }
  }

  private async instruments(): Promise<Map<string, Instrument>> {
    const now = Date.now();
    if (now - this.catalogueAt > CATALOGUE_TTL_MS || this.catalogue.size === 0) {
      const rows = await this.services.db.select().from(instruments);
      this.catalogue = new Map(rows.map((row) => [row.symbol, row]));
      this.catalogueAt = now;
    }
    return this.catalogue;
  }
}

function markFrame(instrument: Instrument, quote: CurrentQuote): string {
  const price = (units: bigint) => formatUnits(units, instrument.priceScale);
  const data: MarkTick = { symbol: instrument.symbol, mark: price(quote.mark), bid: price(quote.bid), ask: price(quote.ask), time: quote.tickAt.getTime() };
  return JSON.stringify({ channel: `mark@${instrument.symbol}`, data });
}

function positionFrame(view: PositionView): string {
  return JSON.stringify({ channel: 'positions', data: view });
}
