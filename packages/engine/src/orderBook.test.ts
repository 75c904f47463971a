import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderBook } from './orderBook.js';
import type { EngineEvent, PlaceCommand } from './types.js';

let nextId = 1;
function order(partial: Partial<PlaceCommand> & Pick<PlaceCommand, 'side'>): PlaceCommand {
  return {
    id: nextId++,
    owner: 1,
    type: 'limit',
    priceTicks: 100,
    quantityLots: 10,
    timeInForce: 'GTC',
    postOnly: false,
    selfTrade: 'cancel_maker',
    budgetTickLots: 0,
    ...partial,
  };
}
const trades = (events: EngineEvent[]) => events.flatMap((e) => (e.type === 'trade' ? [[e.makerId, e.priceTicks, e.quantityLots]] : []));
const doneOf = (events: EngineEvent[], id: number) => events.find((e) => e.type === 'done' && e.id === id);

describe('order book scenarios', () => {
  it('rests a limit order and fills it partially, then fully, at the maker price', () => {
    const book = new OrderBook();
    const maker = order({ side: 'sell', priceTicks: 101, quantityLots: 10, owner: 1 });
    expect(book.place(maker).map((e) => e.type)).toEqual(['accepted', 'rested']);
    const first = book.place(order({ side: 'buy', priceTicks: 105, quantityLots: 4, owner: 2 }));
    expect(trades(first)).toEqual([[maker.id, 101, 4]]);
    expect(book.order(maker.id)?.remainingLots).toBe(6);
    const second = book.place(order({ side: 'buy', priceTicks: 101, quantityLots: 6, owner: 2 }));
    expect(doneOf(second, maker.id)).toMatchObject({ reason: 'filled', filledLots: 10, remainingLots: 0 });
    expect(book.size).toBe(0);
  });

  it('honours price, then time priority', () => {
    const book = new OrderBook();
    const a = order({ side: 'sell', priceTicks: 102, quantityLots: 5, owner: 1 });
    const b = order({ side: 'sell', priceTicks: 101, quantityLots: 5, owner: 2 });
    const c = order({ side: 'sell', priceTicks: 101, quantityLots: 5, owner: 3 });
    for (const o of [a, b, c]) book.place(o);
    const events = book.place(order({ side: 'buy', type: 'market', timeInForce: 'IOC', quantityLots: 12, owner: 4 }));
    expect(trades(events)).toEqual([
      [b.id, 101, 5],
      [c.id, 101, 5],
      [a.id, 102, 2],
    ]);
  });

  it('FOK fills all or nothing', () => {
    const book = new OrderBook();
    book.place(order({ side: 'sell', priceTicks: 100, quantityLots: 5, owner: 1 }));
    const refused = order({ side: 'buy', priceTicks: 100, quantityLots: 6, timeInForce: 'FOK', owner: 2 });
    const events = book.place(refused);
    expect(trades(events)).toEqual([]);
    expect(doneOf(events, refused.id)).toMatchObject({ reason: 'fok_unfillable', filledLots: 0 });
    expect(book.depth().asks).toEqual([{ priceTicks: 100, quantityLots: 5, orders: 1 }]);
    const filled = order({ side: 'buy', priceTicks: 100, quantityLots: 5, timeInForce: 'FOK', owner: 2 });
    expect(doneOf(book.place(filled), filled.id)).toMatchObject({ reason: 'filled', filledLots: 5 });
  });

  it('IOC trades what it can and drops the rest', () => {
    const book = new OrderBook();
    book.place(order({ side: 'buy', priceTicks: 99, quantityLots: 3, owner: 1 }));
    const ioc = order({ side: 'sell', priceTicks: 99, quantityLots: 5, timeInForce: 'IOC', owner: 2 });
    const events = book.place(ioc);
    expect(doneOf(events, ioc.id)).toMatchObject({ reason: 'ioc_expired', filledLots: 3, remainingLots: 2 });
    expect(book.size).toBe(0);
  });

  it('refuses a post-only order that would cross, rests one that would not', () => {
    const book = new OrderBook();
    book.place(order({ side: 'sell', priceTicks: 100, quantityLots: 5, owner: 1 }));
    const crossing = order({ side: 'buy', priceTicks: 100, postOnly: true, owner: 2 });
    expect(doneOf(book.place(crossing), crossing.id)).toMatchObject({ reason: 'post_only_would_cross' });
    const passive = order({ side: 'buy', priceTicks: 99, postOnly: true, owner: 2 });
    expect(book.place(passive).map((e) => e.type)).toEqual(['accepted', 'rested']);
  });

  it('prevents self-trades in each mode', () => {
    const setup = () => {
      const book = new OrderBook();
      const own = order({ side: 'sell', priceTicks: 100, quantityLots: 5, owner: 7 });
      const other = order({ side: 'sell', priceTicks: 100, quantityLots: 5, owner: 8 });
      book.place(own);
      book.place(other);
      return { book, own, other };
    };
    let { book, own, other } = setup();
    let taker = order({ side: 'buy', priceTicks: 100, quantityLots: 5, owner: 7, selfTrade: 'cancel_maker' });
    let events = book.place(taker);
    expect(doneOf(events, own.id)).toMatchObject({ reason: 'self_trade' });
    expect(trades(events)).toEqual([[other.id, 100, 5]]);

    ({ book, own, other } = setup());
    taker = order({ side: 'buy', priceTicks: 100, quantityLots: 5, owner: 7, selfTrade: 'cancel_taker' });
    events = book.place(taker);
    expect(trades(events)).toEqual([]);
    expect(doneOf(events, taker.id)).toMatchObject({ reason: 'self_trade' });
    expect(book.order(own.id)?.remainingLots).toBe(5);

    ({ book, own, other } = setup());
    taker = order({ side: 'buy', priceTicks: 100, quantityLots: 5, owner: 7, selfTrade: 'cancel_both' });
    events = book.place(taker);
    expect(doneOf(events, own.id)).toMatchObject({ reason: 'self_trade' });
    expect(doneOf(events, taker.id)).toMatchObject({ reason: 'self_trade' });
    expect(book.order(other.id)?.remainingLots).toBe(5);
  });

  it('cancels only its owner\u2019s order, and a market order on an empty side says so', () => {
    const book = new OrderBook();
    const resting = order({ side: 'buy', priceTicks: 90, owner: 1 });
    book.place(resting);
    expect(book.cancel(resting.id, 2)).toEqual([expect.objectContaining({ type: 'rejected', reason: 'not_owner' })]);
    expect(book.cancel(resting.id, 1)).toEqual([expect.objectContaining({ type: 'done', reason: 'cancelled', remainingLots: 10 })]);
    const market = order({ side: 'sell', type: 'market', timeInForce: 'IOC', owner: 3 });
    expect(doneOf(book.place(market), market.id)).toMatchObject({ reason: 'no_liquidity', filledLots: 0 });
  });

  it('stops a market buy at its budget', () => {
    const book = new OrderBook();
    book.place(order({ side: 'sell', priceTicks: 100, quantityLots: 5, owner: 1 }));
    book.place(order({ side: 'sell', priceTicks: 200, quantityLots: 5, owner: 1 }));
    const buy = order({ side: 'buy', type: 'market', timeInForce: 'IOC', quantityLots: 10, budgetTickLots: 900, owner: 2 });
    const events = book.place(buy);
    expect(trades(events)).toEqual([
      [expect.any(Number), 100, 5],
      [expect.any(Number), 200, 2],
    ]);
    expect(doneOf(events, buy.id)).toMatchObject({ reason: 'budget_exhausted', filledLots: 7 });
  });

  it('keeps FOK all-or-nothing under a budget', () => {
    const book = new OrderBook();
    book.place(order({ side: 'sell', priceTicks: 100, quantityLots: 10, owner: 1 }));
    const buy = order({ side: 'buy', type: 'market', timeInForce: 'FOK', quantityLots: 5, budgetTickLots: 450, owner: 2 });
    const events = book.place(buy);
    expect(trades(events)).toEqual([]);
    expect(doneOf(events, buy.id)).toMatchObject({ reason: 'fok_unfillable' });
  });

  it('refuses duplicate ids and invalid commands', () => {
    const book = new OrderBook();
    const o = order({ side: 'buy' });
    book.place(o);
    expect(book.place({ ...o })[0]).toMatchObject({ type: 'rejected', reason: 'duplicate_id' });
    expect(book.place(order({ side: 'buy', quantityLots: 0 }))[0]).toMatchObject({ type: 'rejected', reason: 'invalid' });
    expect(book.place(order({ side: 'buy', quantityLots: 1.5 }))[0]).toMatchObject({ type: 'rejected', reason: 'invalid' });
  });
});

describe('makersWithin', () => {
  it('names every earlier maker a batch of takers meets, whatever the batch', () => {
    const takerArb = fc.record({
      side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
      market: fc.boolean(),
      priceTicks: fc.integer({ min: 90, max: 110 }),
      quantityLots: fc.integer({ min: 1, max: 20 }),
      owner: fc.integer({ min: 1, max: 30 }),
    });
    fc.assert(
      fc.property(fc.array(takerArb, { maxLength: 40 }), fc.array(takerArb, { minLength: 1, maxLength: 20 }), (resting, batch) => {
        const book = new OrderBook();
        let id = 1;
        for (const r of resting) book.place({ ...order({ side: r.side }), id: id++, owner: r.owner, priceTicks: r.priceTicks, quantityLots: r.quantityLots });
        const earlier = new Set([...book.restingOrders()].map((o) => o.id));
        // The writer's self-trade mode: a taker meeting its own order stops (cancel_maker would walk on past it).
        const commands = batch.map((t) => {
          const bestAsk = book.bestAsk();
          // A market buy spends a budget; the writer bounds its lots by the budget over the best ask.
          const budget = t.priceTicks * t.quantityLots;
          return t.market
            ? {
                ...order({ side: t.side, selfTrade: 'cancel_taker' }),
                id: id++,
                owner: t.owner,
                type: 'market' as const,
                timeInForce: 'IOC' as const,
                budgetTickLots: t.side === 'buy' ? budget : 0,
                quantityLots: t.side === 'buy' ? Math.ceil(budget / (bestAsk ?? 1)) : t.quantityLots,
              }
            : { ...order({ side: t.side, selfTrade: 'cancel_taker' }), id: id++, owner: t.owner, priceTicks: t.priceTicks, quantityLots: t.quantityLots };
        });
        const bound = (side: 'buy' | 'sell') => {
          const mine = commands.filter((c) => c.side === side);
          const lots = mine.reduce((sum, c) => sum + c.quantityLots, 0);
          const anyPrice = mine.some((c) => c.type === 'market');
          const limits = mine.map((c) => c.priceTicks);
          const limit = anyPrice ? undefined : side === 'buy' ? Math.max(...limits) : Math.min(...limits);
          return mine.length === 0 ? new Set<number>() : book.makersWithin(side, lots, limit, 10_000);
        };
        const named = new Set([...(bound('buy') ?? []), ...(bound('sell') ?? [])]);
        const ownerOf = new Map([...book.restingOrders()].map((o) => [o.id, o.owner]));
        for (const command of commands) {
          for (const event of book.place(command)) {
            if (event.type === 'trade' && earlier.has(event.makerId)) expect(named.has(ownerOf.get(event.makerId) ?? -1)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives up past the number of orders it may walk', () => {
    const book = new OrderBook();
    for (let i = 0; i < 5; i++) book.place(order({ side: 'sell', priceTicks: 100 + i, quantityLots: 1, owner: i + 1 }));
    expect(book.makersWithin('buy', 3, 102, 10)).toEqual(new Set([1, 2, 3]));
    expect(book.makersWithin('buy', 100, 101, 10)).toEqual(new Set([1, 2]));
    expect(book.makersWithin('buy', 100, undefined, 4)).toBeUndefined();
  });
});
