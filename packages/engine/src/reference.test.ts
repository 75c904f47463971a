import { describe, expect, it } from 'vitest';
import { OrderBook } from './orderBook.js';
import type { EngineEvent, PlaceCommand, SelfTradePrevention, Side, TimeInForce } from './types.js';

/**
 * The reference model: a plain array of resting orders, re-sorted on every use. Slow and
 * obviously right; the engine must produce the same trades and the same book after every step.
 */
interface ModelOrder {
  id: number;
  owner: number;
  side: Side;
  price: number;
  remaining: number;
  time: number;
}

class ReferenceBook {
  orders: ModelOrder[] = [];
  private time = 0;

  private opposite(side: Side): ModelOrder[] {
    return this.orders.filter((o) => o.side !== side).sort((a, b) => (side === 'buy' ? a.price - b.price : b.price - a.price) || a.time - b.time);
  }

  place(c: PlaceCommand): Array<[number, number, number]> {
    const crosses = (p: number) => c.type === 'market' || (c.side === 'buy' ? p <= c.priceTicks : p >= c.priceTicks);
    const book = this.opposite(c.side);
    if (c.postOnly && book[0] && crosses(book[0].price)) return [];
    if (c.timeInForce === 'FOK') {
      let available = 0;
      let budget = c.budgetTickLots > 0 ? c.budgetTickLots : Number.POSITIVE_INFINITY;
      for (const o of book) {
        if (!crosses(o.price)) break;
        if (o.owner === c.owner) {
          if (c.selfTrade === 'cancel_maker') continue;
          break;
        }
        const take = Math.min(o.remaining, Math.floor(budget / o.price));
        available += take;
        budget -= take * o.price;
        if (take < o.remaining) break;
      }
      if (available < c.quantityLots) return [];
    }
    const trades: Array<[number, number, number]> = [];
    let remaining = c.quantityLots;
    let spent = 0;
    let stopped = false;
    for (const maker of book) {
      if (remaining === 0 || !crosses(maker.price)) break;
      if (maker.owner === c.owner) {
        if (c.selfTrade !== 'cancel_taker') this.orders = this.orders.filter((o) => o !== maker);
        if (c.selfTrade !== 'cancel_maker') {
          stopped = true;
          break;
        }
        continue;
      }
      let q = Math.min(remaining, maker.remaining);
      if (c.budgetTickLots > 0) {
        const affordable = Math.floor((c.budgetTickLots - spent) / maker.price);
        if (affordable <= 0) {
          stopped = true;
          break;
        }
        q = Math.min(q, affordable);
      }
      trades.push([maker.id, maker.price, q]);
      maker.remaining -= q;
      remaining -= q;
      spent += q * maker.price;
      if (maker.remaining === 0) this.orders = this.orders.filter((o) => o !== maker);
      // Neither side exhausted: the budget cut the fill, and it cannot afford this price again.
      else if (remaining > 0) {
        stopped = true;
        break;
      }
    }
    if (remaining > 0 && !stopped && c.type === 'limit' && c.timeInForce === 'GTC') {
      this.orders.push({ id: c.id, owner: c.owner, side: c.side, price: c.priceTicks, remaining, time: this.time++ });
    }
    return trades;
  }

  cancel(id: number, owner: number): void {
    this.orders = this.orders.filter((o) => !(o.id === id && o.owner === owner));
  }

  levels(side: Side): Array<[number, number]> {
    const sums = new Map<number, number>();
    for (const o of this.orders.filter((x) => x.side === side)) sums.set(o.price, (sums.get(o.price) ?? 0) + o.remaining);
    return [...sums].sort((a, b) => (side === 'buy' ? b[0] - a[0] : a[0] - b[0]));
  }
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const tradesOf = (events: EngineEvent[]) =>
  events.flatMap((e) => (e.type === 'trade' ? [[e.makerId, e.priceTicks, e.quantityLots] as [number, number, number]] : []));

describe.each([1, 2, 3, 4, 5, 6, 7, 8])('seeded workload %i against the reference model', (seed) => {
  it('matches trades and book after every step; never crossed; nothing created', () => {
    const random = mulberry32(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const book = new OrderBook(() => 1_000);
    const model = new ReferenceBook();
    const live: Array<{ id: number; owner: number }> = [];
    const placed = new Map<number, number>();
    let tradedLots = 0;
    for (let step = 0; step < 1500; step++) {
      if (random() < 0.25 && live.length > 0) {
        const victim = live.splice(Math.floor(random() * live.length), 1)[0] as { id: number; owner: number };
        book.cancel(victim.id, victim.owner);
        model.cancel(victim.id, victim.owner);
      } else {
        const market = random() < 0.12;
        const command: PlaceCommand = {
          id: step + 1,
          owner: 1 + Math.floor(random() * 4),
          side: pick<Side>(['buy', 'sell']),
          type: market ? 'market' : 'limit',
          priceTicks: 95 + Math.floor(random() * 11),
          quantityLots: 1 + Math.floor(random() * 20),
          timeInForce: market ? pick<TimeInForce>(['IOC', 'FOK']) : pick<TimeInForce>(['GTC', 'GTC', 'GTC', 'IOC', 'FOK']),
          postOnly: !market && random() < 0.1,
          selfTrade: pick<SelfTradePrevention>(['cancel_maker', 'cancel_taker', 'cancel_both']),
          budgetTickLots: market && random() < 0.3 ? 200 + Math.floor(random() * 1500) : 0,
        };
        const events = book.place(command);
        const trades = tradesOf(events);
        expect({ step, trades }).toEqual({ step, trades: model.place(command) });
        placed.set(command.id, command.quantityLots);
        for (const t of trades) tradedLots += t[2];
        if (events.some((e) => e.type === 'rested')) live.push({ id: command.id, owner: command.owner });
      }
      const depth = book.depth(1000);
      expect(depth.bids.map((l) => [l.priceTicks, l.quantityLots])).toEqual(model.levels('buy'));
      expect(depth.asks.map((l) => [l.priceTicks, l.quantityLots])).toEqual(model.levels('sell'));
      const bid = book.bestBid();
      const ask = book.bestAsk();
      if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
      for (const resting of book.restingOrders()) {
        expect(resting.filledLots + resting.remainingLots).toBeLessThanOrEqual(placed.get(resting.id) ?? 0);
      }
    }
    expect(tradedLots).toBeGreaterThan(0);
  });
});
