import type { DoneReason, EngineEvent, LevelView, PlaceCommand, Side } from './types.js';

/** A resting order: a node of its price level's queue (intrusive list, O(1) removal). */
interface RestingOrder {
  id: number;
  owner: number;
  side: Side;
  priceTicks: number;
  remainingLots: number;
  filledLots: number;
  prev: RestingOrder | null;
  next: RestingOrder | null;
  level: Level;
}

interface Level {
  priceTicks: number;
  head: RestingOrder | null;
  tail: RestingOrder | null;
  totalLots: number;
  count: number;
}

/**
 * One side of the book. `prices` is sorted with the best price LAST (bids ascending, asks
 * descending), so taking or emptying the best level, the common case, is a pop.
 */
class BookSide {
  readonly levels = new Map<number, Level>();
  readonly prices: number[] = [];
  /** The levels in the same order as `prices`, so the best level is an array read, not a Map lookup. */
  readonly sorted: Level[] = [];
  constructor(private readonly bids: boolean) {}

  best(): Level | undefined {
    return this.sorted[this.sorted.length - 1];
  }

  /** Index at which `price` sits or would be inserted, keeping the best-last order. */
  private indexOf(price: number): number {
    let low = 0;
    let high = this.prices.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const at = this.prices[mid] as number;
      if (this.bids ? at < price : at > price) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  levelFor(price: number): Level {
    let level = this.levels.get(price);
    if (level) return level;
    level = { priceTicks: price, head: null, tail: null, totalLots: 0, count: 0 };
    this.levels.set(price, level);
    const last = this.prices[this.prices.length - 1];
    if (last === undefined || (this.bids ? price > last : price < last)) {
      this.prices.push(price);
      this.sorted.push(level);
    } else {
      const index = this.indexOf(price);
      this.prices.splice(index, 0, price);
      this.sorted.splice(index, 0, level);
    }
    return level;
  }

  append(order: RestingOrder): void {
    const level = order.level;
    order.prev = level.tail;
    order.next = null;
    if (level.tail) level.tail.next = order;
    else level.head = order;
    level.tail = order;
    level.totalLots += order.remainingLots;
    level.count++;
  }

  unlink(order: RestingOrder): void {
    const level = order.level;
    if (order.prev) order.prev.next = order.next;
    else level.head = order.next;
    if (order.next) order.next.prev = order.prev;
    else level.tail = order.prev;
    level.totalLots -= order.remainingLots;
    level.count--;
    if (level.count === 0) this.dropLevel(level.priceTicks);
  }

  private dropLevel(price: number): void {
    this.levels.delete(price);
    if (this.prices[this.prices.length - 1] === price) {
      this.prices.pop();
      this.sorted.pop();
    } else {
      const index = this.indexOf(price);
      this.prices.splice(index, 1);
      this.sorted.splice(index, 1);
    }
  }

  depth(limit: number): LevelView[] {
    const out: LevelView[] = [];
    for (let i = this.sorted.length - 1; i >= 0 && out.length < limit; i--) {
      const level = this.sorted[i] as Level;
      out.push({ priceTicks: level.priceTicks, quantityLots: level.totalLots, orders: level.count });
    }
    return out;
  }
}

export interface RestingOrderView {
  id: number;
  owner: number;
  side: Side;
  priceTicks: number;
  remainingLots: number;
  filledLots: number;
}

/**
 * A price-time priority order book for one market. Pure and synchronous: every command returns
 * the events it caused, in order; the clock is injected; nothing else varies, so the same
 * commands always give the same events.
 */
export class OrderBook {
  private readonly bids = new BookSide(true);
  private readonly asks = new BookSide(false);
  private readonly orders = new Map<number, RestingOrder>();
  private seq = 0;

  constructor(private readonly now: () => number = () => 0) {}

  get sequence(): number {
    return this.seq;
  }

  place(command: PlaceCommand): EngineEvent[] {
    const events: EngineEvent[] = [];
    const { id } = command;
    if (this.orders.has(id)) return [{ type: 'rejected', id, seq: ++this.seq, reason: 'duplicate_id' }];
    if (!isValid(command)) return [{ type: 'rejected', id, seq: ++this.seq, reason: 'invalid' }];
    const at = this.now();
    events.push({ type: 'accepted', id, seq: ++this.seq, at });
    const opposite = command.side === 'buy' ? this.asks : this.bids;
    const isLimit = command.type === 'limit';
    const best = opposite.best();
    const crosses = crossTest(command);

    if (command.postOnly && isLimit && best && crosses(best.priceTicks)) {
      events.push(this.done(id, 'post_only_would_cross', 0, command.quantityLots));
      return events;
    }
    if (command.timeInForce === 'FOK' && this.fillable(command, opposite, crosses) < command.quantityLots) {
      events.push(this.done(id, 'fok_unfillable', 0, command.quantityLots));
      return events;
    }
    const result = this.match(command, opposite, crosses, at, events);
    this.finish(command, result, events);
    return events;
  }

  private match(
    command: PlaceCommand,
    opposite: BookSide,
    crosses: (price: number) => boolean,
    at: number,
    events: EngineEvent[],
  ): { filled: number; stop: DoneReason | undefined } {
    let remaining = command.quantityLots;
    let spent = 0;
    let stop: DoneReason | undefined;
    while (remaining > 0) {
      const level = opposite.best();
      if (!level || !crosses(level.priceTicks)) break;
      const maker = level.head as RestingOrder;
      if (maker.owner === command.owner) {
        if (command.selfTrade !== 'cancel_taker') this.cancelResting(maker, 'self_trade', events);
        if (command.selfTrade !== 'cancel_maker') {
          stop = 'self_trade';
          break;
        }
        continue;
      }
      let quantity = Math.min(remaining, maker.remainingLots);
      if (command.budgetTickLots > 0) {
        const affordable = Math.floor((command.budgetTickLots - spent) / level.priceTicks);
        if (affordable <= 0) {
          stop = 'budget_exhausted';
          break;
        }
        if (affordable < quantity) quantity = affordable;
      }
      events.push({
        type: 'trade',
        seq: ++this.seq,
        at,
        makerId: maker.id,
        takerId: command.id,
        makerOwner: maker.owner,
        takerOwner: command.owner,
        takerSide: command.side,
        priceTicks: level.priceTicks,
        quantityLots: quantity,
      });
      remaining -= quantity;
      spent += quantity * level.priceTicks;
      maker.filledLots += quantity;
      if (quantity === maker.remainingLots) {
        this.orders.delete(maker.id);
        opposite.unlink(maker);
        events.push(this.done(maker.id, 'filled', maker.filledLots, 0));
      } else {
        maker.remainingLots -= quantity;
        level.totalLots -= quantity;
      }
    }
    return { filled: command.quantityLots - remaining, stop };
  }

  private finish(command: PlaceCommand, result: { filled: number; stop: DoneReason | undefined }, events: EngineEvent[]): void {
    const remaining = command.quantityLots - result.filled;
    if (remaining === 0) events.push(this.done(command.id, 'filled', result.filled, 0));
    else if (result.stop) events.push(this.done(command.id, result.stop, result.filled, remaining));
    else if (command.type === 'market') events.push(this.done(command.id, 'no_liquidity', result.filled, remaining));
    else if (command.timeInForce !== 'GTC') events.push(this.done(command.id, 'ioc_expired', result.filled, remaining));
    else this.rest(command, remaining, result.filled, events);
  }

  private rest(command: PlaceCommand, remaining: number, filled: number, events: EngineEvent[]): void {
    const side = command.side === 'buy' ? this.bids : this.asks;
    const order: RestingOrder = {
      id: command.id,
      owner: command.owner,
      side: command.side,
      priceTicks: command.priceTicks,
      remainingLots: remaining,
      filledLots: filled,
      prev: null,
      next: null,
      level: side.levelFor(command.priceTicks),
    };
    side.append(order);
    this.orders.set(order.id, order);
    events.push({ type: 'rested', id: order.id, seq: ++this.seq, priceTicks: order.priceTicks, remainingLots: remaining });
  }

  /** Lots a FOK order would get, walking the book as matching would (own orders per its STP mode, and its budget). */
  private fillable(command: PlaceCommand, opposite: BookSide, crosses: (price: number) => boolean): number {
    let available = 0;
    let budgetLeft = command.budgetTickLots > 0 ? command.budgetTickLots : Number.POSITIVE_INFINITY;
    for (let i = opposite.prices.length - 1; i >= 0; i--) {
      const level = opposite.sorted[i] as Level;
      if (!crosses(level.priceTicks)) break;
      for (let order = level.head; order; order = order.next) {
        if (order.owner === command.owner) {
          if (command.selfTrade === 'cancel_maker') continue;
          return available;
        }
        const wanted = command.quantityLots - available;
        const affordable = Math.floor(budgetLeft / level.priceTicks);
        const take = Math.min(order.remainingLots, wanted, affordable);
        available += take;
        budgetLeft -= take * level.priceTicks;
        if (available >= command.quantityLots || take < Math.min(order.remainingLots, wanted)) return available;
      }
    }
    return available;
  }

  cancel(id: number, owner: number): EngineEvent[] {
    const order = this.orders.get(id);
    if (!order) return [{ type: 'rejected', id, seq: ++this.seq, reason: 'unknown_order' }];
    if (order.owner !== owner) return [{ type: 'rejected', id, seq: ++this.seq, reason: 'not_owner' }];
    const events: EngineEvent[] = [];
    this.cancelResting(order, 'cancelled', events);
    return events;
  }

  private cancelResting(order: RestingOrder, reason: DoneReason, events: EngineEvent[]): void {
    this.orders.delete(order.id);
    (order.side === 'buy' ? this.bids : this.asks).unlink(order);
    events.push(this.done(order.id, reason, order.filledLots, order.remainingLots));
  }

  private done(id: number, reason: DoneReason, filledLots: number, remainingLots: number): EngineEvent {
    return { type: 'done', id, seq: ++this.seq, reason, filledLots, remainingLots };
  }

  /** Puts a resting order back after a restart, behind those restored before it (time priority). */
  restore(order: Omit<RestingOrderView, never>): void {
    const side = order.side === 'buy' ? this.bids : this.asks;
    const resting: RestingOrder = { ...order, prev: null, next: null, level: side.levelFor(order.priceTicks) };
    side.append(resting);
    this.orders.set(order.id, resting);
  }

  bestBid(): number | undefined {
    return this.bids.best()?.priceTicks;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.priceTicks;
  }

  depth(limit = 20): { bids: LevelView[]; asks: LevelView[] } {
    return { bids: this.bids.depth(limit), asks: this.asks.depth(limit) };
  }

  order(id: number): RestingOrderView | undefined {
    const o = this.orders.get(id);
    return o ? { id: o.id, owner: o.owner, side: o.side, priceTicks: o.priceTicks, remainingLots: o.remainingLots, filledLots: o.filledLots } : undefined;
  }

  get size(): number {
    return this.orders.size;
  }

  /**
   * The owners of the resting orders that takers on `takerSide`, together wanting at most
   * `lots` at prices no worse than `limitTicks` (undefined: any price), could trade against,
   * best first: a superset of the makers such takers can meet when self-trade prevention cancels
   * the taker (`cancel_taker`, the exchange's mode). Lets a caller lock the makers'
   * balances before matching. Undefined when more than `maxOrders` orders would have to be
   * walked (the caller then finds the makers after matching).
   */
  makersWithin(takerSide: Side, lots: number, limitTicks: number | undefined, maxOrders: number): Set<number> | undefined {
    const side = takerSide === 'buy' ? this.asks : this.bids;
    const owners = new Set<number>();
    let covered = 0;
    let walked = 0;
    for (let i = side.sorted.length - 1; i >= 0 && covered < lots; i--) {
      const level = side.sorted[i] as Level;
      if (limitTicks !== undefined && (takerSide === 'buy' ? level.priceTicks > limitTicks : level.priceTicks < limitTicks)) break;
      for (let o = level.head; o && covered < lots; o = o.next) {
        if (++walked > maxOrders) return undefined;
        owners.add(o.owner);
        covered += o.remainingLots;
      }
    }
    return owners;
  }

  /** Every resting order, each side best first and in time order within a level. */
  *restingOrders(): IterableIterator<RestingOrderView> {
    for (const side of [this.bids, this.asks]) {
      for (let i = side.prices.length - 1; i >= 0; i--) {
        for (let o = (side.sorted[i] as Level).head; o; o = o.next) {
          yield { id: o.id, owner: o.owner, side: o.side, priceTicks: o.priceTicks, remainingLots: o.remainingLots, filledLots: o.filledLots };
        }
      }
    }
  }
}

const ALWAYS = (): boolean => true;
const buyCrosses = new Map<number, (price: number) => boolean>();
const sellCrosses = new Map<number, (price: number) => boolean>();

/**
 * Whether a level's price is marketable for this order. The predicates are shared per limit
 * price (a bounded set of ticks), so placing an order allocates no closure.
 */
function crossTest(command: PlaceCommand): (price: number) => boolean {
  if (command.type === 'market') return ALWAYS;
  const cache = command.side === 'buy' ? buyCrosses : sellCrosses;
  let test = cache.get(command.priceTicks);
  if (!test) {
    const limit = command.priceTicks;
    test = command.side === 'buy' ? (price: number) => price <= limit : (price: number) => price >= limit;
    if (cache.size < 100_000) cache.set(limit, test);
  }
  return test;
}

function isPositiveSafe(n: number): boolean {
  return Number.isSafeInteger(n) && n > 0;
}

function isValid(command: PlaceCommand): boolean {
  if (!isPositiveSafe(command.quantityLots) || !Number.isSafeInteger(command.id)) return false;
  if (command.type === 'limit' && !isPositiveSafe(command.priceTicks)) return false;
  if (command.type === 'market' && (command.postOnly || command.timeInForce === 'GTC')) return false;
  return Number.isSafeInteger(command.budgetTickLots) && command.budgetTickLots >= 0;
}
