/**
 * The walk of one side of a spot book for a flash quote: pure bigint arithmetic on the market's
 * grid. Levels come best first (bids descending, asks ascending); a "level" may be a single
 * resting order, so that the walk's per-level rounding is the writer's per-trade rounding.
 *
 * Values are the spot writer's: `price × lots` in quote minor units rounded down per fill
 * (spot's quoteValue), and a limit buy freezes the value at its limit rounded up (quoteValueCeil).
 */

/** The market's grid: quote minor units per tick, base minor units per lot, the base asset's decimals. */
export interface BookGrid {
  tickUnits: bigint;
  lotUnits: bigint;
  baseScale: number;
}

export interface BookLevel {
  priceTicks: bigint;
  lots: bigint;
}

export type WalkWant = { side: 'sell'; lots: bigint } | { side: 'buy'; budget: bigint };

export interface Walk {
  /** Lots the walk takes. */
  lots: bigint;
  /** Σ price × lots of the fills, quote minor units (a sell's proceeds, a buy's cost). */
  quoteUnits: bigint;
  /** The worst price taken (0 when nothing is taken): the fill-or-kill order's limit. */
  worstTicks: bigint;
  /** What each level gave, in walk order. */
  fills: BookLevel[];
  /** Every lot of the given levels was taken: a larger amount would find no more. */
  exhausted: boolean;
}

/**
 * Walks the levels for the amount. A sell takes up to `lots` (the coins on the lot, a remainder
 * under one lot stays with the user). A buy takes the most lots whose value at the WORST price
 * taken, rounded up, fits the budget: that is what the fill-or-kill limit buy freezes, so the
 * order never needs more USDT than the user entered.
 */
export function walkBook(levels: readonly BookLevel[], grid: BookGrid, want: WalkWant): Walk {
  return want.side === 'sell' ? walkForLots(levels, grid, want.lots) : walkForBudget(levels, grid, want.budget);
}

function walkForLots(levels: readonly BookLevel[], grid: BookGrid, wanted: bigint): Walk {
  const walk = emptyWalk();
  for (const level of levels) {
    if (walk.lots >= wanted) return walk;
    const take = min(level.lots, wanted - walk.lots);
    if (take > 0n) addFill(walk, grid, level.priceTicks, take);
  }
  walk.exhausted = walkTookAll(levels, walk);
  return walk;
}

function walkForBudget(levels: readonly BookLevel[], grid: BookGrid, budget: bigint): Walk {
  const walk = emptyWalk();
  for (const level of levels) {
    // Prices only worsen from here: the most lots in total whose value at this price fits.
    const most = mostLotsWithin(grid, level.priceTicks, budget);
    if (most <= walk.lots) return walk;
    const take = min(level.lots, most - walk.lots);
    addFill(walk, grid, level.priceTicks, take);
    if (take < level.lots) return walk;
  }
  walk.exhausted = true;
  return walk;
}

/** The largest L with ⌈price × L⌉ ≤ budget (quote minor units): price·t·L·l ≤ budget·10^baseScale. */
function mostLotsWithin(grid: BookGrid, priceTicks: bigint, budget: bigint): bigint {
  if (priceTicks <= 0n || budget <= 0n) return 0n;
  return (budget * 10n ** BigInt(grid.baseScale)) / (priceTicks * grid.tickUnits * grid.lotUnits);
}

/** Spot's quoteValue: price × lots in quote minor units, rounded down. */
export function valueFloorOf(grid: BookGrid, priceTicks: bigint, lots: bigint): bigint {
  return (priceTicks * grid.tickUnits * lots * grid.lotUnits) / 10n ** BigInt(grid.baseScale);
}

/** Spot's quoteValueCeil: what a limit buy of `lots` at `priceTicks` freezes. */
export function valueCeilOf(grid: BookGrid, priceTicks: bigint, lots: bigint): bigint {
  const divisor = 10n ** BigInt(grid.baseScale);
  return (priceTicks * grid.tickUnits * lots * grid.lotUnits + divisor - 1n) / divisor;
}

function emptyWalk(): Walk {
  return { lots: 0n, quoteUnits: 0n, worstTicks: 0n, fills: [], exhausted: false };
}

function addFill(walk: Walk, grid: BookGrid, priceTicks: bigint, lots: bigint): void {
  walk.fills.push({ priceTicks, lots });
  walk.lots += lots;
  walk.quoteUnits += valueFloorOf(grid, priceTicks, lots);
  walk.worstTicks = priceTicks;
}

function walkTookAll(levels: readonly BookLevel[], walk: Walk): boolean {
  return levels.reduce((sum, level) => sum + level.lots, 0n) === walk.lots;
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
