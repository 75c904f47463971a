import { add, ceilToStep, compare, floorToStep, mul, percentOf } from '../../lib/decimal';
import type { Levels } from './orderMaths';

/** The grouping steps offered for a market: its tick ×1, ×10, ×100. */
export function groupingSteps(tick: string): string[] {
  return ['1', '10', '100'].map((factor) => normaliseStep(mul(tick, factor)));
}

/** "0.0100" → "0.01", "10.00" → "10": a step written without trailing fraction zeros. */
function normaliseStep(step: string): string {
  return step.includes('.') ? step.replace(/0+$/, '').replace(/\.$/, '') : step;
}

export interface BookRow {
  price: string;
  quantity: string;
  /** Quantity of this level and every better one. */
  cumulative: string;
  /** Width of the depth bar, percent of the deeper side's total shown. */
  depthPct: number;
}

/**
 * Levels merged into price buckets of `step`: bids round down, asks round up (a bucket never
 * shows a better price than its orders have). Best first, as given.
 */
export function groupLevels(levels: Levels, step: string, side: 'bid' | 'ask'): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [price, quantity] of levels) {
    const bucket = side === 'bid' ? floorToStep(price, step) : ceilToStep(price, step);
    const last = out[out.length - 1];
    if (last && compare(last[0], bucket) === 0) last[1] = add(last[1], quantity);
    else out.push([bucket, quantity]);
  }
  return out;
}

/** The rows of both sides, cut to `rows` each, with cumulative quantities and bar widths on one scale. */
export function bookRows(bids: Levels, asks: Levels, rows: number): { bids: BookRow[]; asks: BookRow[] } {
  const cumulate = (levels: Levels) => {
    let running = '0';
    return levels.slice(0, rows).map(([price, quantity]) => {
      running = add(running, quantity);
      return { price, quantity, cumulative: running, depthPct: 0 };
    });
  };
  const bidRows = cumulate(bids);
  const askRows = cumulate(asks);
  const deepest = [bidRows.at(-1)?.cumulative ?? '0', askRows.at(-1)?.cumulative ?? '0'].reduce((a, b) => (compare(a, b) >= 0 ? a : b));
  for (const row of [...bidRows, ...askRows]) row.depthPct = compare(deepest, '0') > 0 ? percentOf(row.cumulative, deepest) : 0;
  return { bids: bidRows, asks: askRows };
}
