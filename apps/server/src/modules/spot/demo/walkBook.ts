/** One price level of the opposite side as the engine shows it: integer ticks and lots. */
export interface BookLevel {
  priceTicks: number;
  quantityLots: number;
}

export interface WalkRequest {
  side: 'buy' | 'sell';
  /** A limit: levels beyond it are not taken. Absent for market orders. */
  limitTicks?: number;
  /** Lots wanted; absent for a market buy, which spends `budgetTickLots` instead. */
  lots?: number;
  /** A market buy's budget in tick·lots (quote amount / (tick · lot)), as the engine counts it. */
  budgetTickLots?: bigint;
}

export interface WalkFill {
  priceTicks: number;
  lots: number;
}

/**
 * What a taker order would get from the book's visible depth right now, best level first, without
 * touching the book: the demo account's spot fills (simulated slippage from the depth actually
 * walked). `levels` is the opposite side, best first (asks ascending for a buy, bids descending for
 * a sell). Pure: the same book and request always give the same fills.
 */
export function walkBook(levels: readonly BookLevel[], request: WalkRequest): WalkFill[] {
  const fills: WalkFill[] = [];
  let lotsLeft = request.lots;
  let budgetLeft = request.budgetTickLots;
  for (const level of levels) {
    if (request.limitTicks !== undefined && !withinLimit(request.side, level.priceTicks, request.limitTicks)) break;
    let take = level.quantityLots;
    if (lotsLeft !== undefined) take = Math.min(take, lotsLeft);
    if (budgetLeft !== undefined) take = Math.min(take, Number(budgetLeft / BigInt(level.priceTicks)));
    if (take <= 0) break;
    fills.push({ priceTicks: level.priceTicks, lots: take });
    if (lotsLeft !== undefined) lotsLeft -= take;
    if (budgetLeft !== undefined) budgetLeft -= BigInt(take) * BigInt(level.priceTicks);
    if (lotsLeft === 0) break;
  }
  return fills;
}

function withinLimit(side: 'buy' | 'sell', priceTicks: number, limitTicks: number): boolean {
  return side === 'buy' ? priceTicks <= limitTicks : priceTicks >= limitTicks;
}

export function filledLots(fills: readonly WalkFill[]): number {
  return fills.reduce((sum, fill) => sum + fill.lots, 0);
}
