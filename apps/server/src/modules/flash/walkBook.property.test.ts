import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookGrid, type BookLevel, valueCeilOf, walkBook } from './walkBook.js';

/**
 * Issue 15: the flash quote's walk against a naive reference that spells the book out lot by
 * lot. Seeded, so a failure replays. The walk never takes more than the book holds, a buy's
 * freeze at the worst price fits the budget (and one more lot would not), the worst price bounds
 * every level used, and the value is the sum of each level's value rounded down, exactly.
 */

const grid = fc.record({
  tickUnits: fc.bigInt({ min: 1n, max: 100_000n }),
  lotUnits: fc.bigInt({ min: 1n, max: 100_000n }),
  baseScale: fc.integer({ min: 0, max: 10 }),
});

/** A side best first: prices strictly worsening between levels, some levels split into several orders. */
function side(direction: 'bids' | 'asks') {
  return fc
    .array(fc.record({ step: fc.bigInt({ min: 1n, max: 500n }), orders: fc.array(fc.bigInt({ min: 1n, max: 40n }), { minLength: 1, maxLength: 3 }) }), {
      maxLength: 8,
    })
    .chain((steps) =>
      fc.bigInt({ min: 5_000n, max: 20_000n }).map((start) => {
        const levels: BookLevel[] = [];
        let price = start;
        for (const { step, orders } of steps) {
          price = direction === 'bids' ? price - step : price + step;
          for (const lots of orders) levels.push({ priceTicks: price, lots });
        }
        return levels;
      }),
    );
}

/** The book as individual lots, best first; each remembers the level (entry) it came from. */
function lotsOf(levels: BookLevel[]): Array<{ entry: number; priceTicks: bigint }> {
  return levels.flatMap((level, entry) => Array.from({ length: Number(level.lots) }, () => ({ entry, priceTicks: level.priceTicks })));
}

/** Σ over the entries touched of ⌊price × lots taken from it⌋, the way the writer rounds each trade. */
function referenceValue(g: BookGrid, taken: Array<{ entry: number; priceTicks: bigint }>): bigint {
  const perEntry = new Map<number, { priceTicks: bigint; lots: bigint }>();
  for (const lot of taken) {
    const seen = perEntry.get(lot.entry) ?? { priceTicks: lot.priceTicks, lots: 0n };
    seen.lots += 1n;
    perEntry.set(lot.entry, seen);
  }
  let sum = 0n;
  for (const { priceTicks, lots } of perEntry.values()) sum += (priceTicks * g.tickUnits * lots * g.lotUnits) / 10n ** BigInt(g.baseScale);
  return sum;
}

/** The most lots L (trying every L from the top) whose worst price × L, rounded up, fits the budget. */
function referenceBuyLots(g: BookGrid, lots: Array<{ priceTicks: bigint }>, budget: bigint): number {
  const divisor = 10n ** BigInt(g.baseScale);
  for (let count = lots.length; count > 0; count--) {
    const worst = lots[count - 1]?.priceTicks ?? 0n;
    const ceil = (worst * g.tickUnits * BigInt(count) * g.lotUnits + divisor - 1n) / divisor;
    if (ceil <= budget) return count;
  }
  return 0;
}

const total = (levels: BookLevel[]) => levels.reduce((sum, level) => sum + level.lots, 0n);

describe('walkBook', () => {
  it('sells: takes the first lots of the bids, never more than asked or held, at prices no worse than its limit', () => {
    fc.assert(
      fc.property(grid, side('bids'), fc.bigInt({ min: 0n, max: 400n }), (g, bids, wanted) => {
        const walk = walkBook(bids, g, { side: 'sell', lots: wanted });
        const lots = lotsOf(bids);
        const taken = lots.slice(0, Number(wanted));
        expect(walk.lots).toBe(BigInt(taken.length));
        expect(walk.lots <= wanted && walk.lots <= total(bids)).toBe(true);
        expect(walk.quoteUnits).toBe(referenceValue(g, taken));
        expect(walk.fills.reduce((sum, fill) => sum + fill.lots, 0n)).toBe(walk.lots);
        for (const fill of walk.fills) expect(fill.priceTicks >= walk.worstTicks).toBe(true);
        expect(walk.worstTicks).toBe(taken.at(-1)?.priceTicks ?? 0n);
        expect(walk.exhausted).toBe(walk.lots === total(bids));
      }),
      { seed: 15, numRuns: 500 },
    );
  });

  it('buys: the most lots whose freeze at the worst price fits the budget, valued exactly', () => {
    fc.assert(
      fc.property(grid, side('asks'), fc.bigInt({ min: 0n, max: 10_000_000_000n }), (g, asks, budget) => {
        const walk = walkBook(asks, g, { side: 'buy', budget });
        const lots = lotsOf(asks);
        const count = referenceBuyLots(g, lots, budget);
        const taken = lots.slice(0, count);
        expect(walk.lots).toBe(BigInt(count));
        expect(walk.lots <= total(asks)).toBe(true);
        expect(walk.quoteUnits).toBe(referenceValue(g, taken));
        expect(valueCeilOf(g, walk.worstTicks, walk.lots) <= budget).toBe(true);
        // One more lot, at the price it would come at, would not fit.
        const next = lots[count];
        if (next) expect(valueCeilOf(g, next.priceTicks, walk.lots + 1n) > budget).toBe(true);
        for (const fill of walk.fills) expect(fill.priceTicks <= walk.worstTicks).toBe(true);
        expect(walk.quoteUnits <= budget).toBe(true);
        expect(walk.exhausted).toBe(walk.lots === total(asks));
      }),
      { seed: 15, numRuns: 500 },
    );
  });

  it('buys within a budget large enough for some lots only, on a fixed book (hand-computed)', () => {
    // BTC_USDT-like grid: tick 0.01 USDT (10,000 units), lot 0.00001 BTC (1,000 units at 8 decimals).
    const g: BookGrid = { tickUnits: 10_000n, lotUnits: 1_000n, baseScale: 8 };
    const asks: BookLevel[] = [
      { priceTicks: 5_000_000n, lots: 100n }, // 50,000 × 0.001 = 50 USDT
      { priceTicks: 5_100_000n, lots: 100n }, // 51,000 × 0.001 = 51 USDT
    ];
    // 80 USDT: at the worst price 51,000 the freeze of L lots is 0.51·L USDT → L = 156 (79.56), cost 50 + 56 × 0.51 = 78.56.
    const walk = walkBook(asks, g, { side: 'buy', budget: 80_000_000n });
    expect(walk).toMatchObject({ lots: 156n, quoteUnits: 78_560_000n, worstTicks: 5_100_000n, exhausted: false });
  });
});
