import type { ErrorName, InstrumentView, PositionSideName } from '@veritex/shared';
import type { PositionDraft } from '../../api/contract';
import { add, compare, div, isAmount, mul } from '../../lib/decimal';

/**
 * The order form's checks, the same as the server's and with its error names (so the same
 * messages): lots required (whole, 1 to 1,000,000), leverage within the instrument's cap, a limit
 * price, and take-profit / stop-loss on the right side of the entry (long: TP above, SL below;
 * short: the opposite). Exact decimals only.
 */

export type DraftField = 'lots' | 'leverage' | 'price' | 'take_profit' | 'stop_loss';

export interface DraftInput {
  side: PositionSideName;
  type: 'market' | 'limit';
  /** As typed. */
  lots: string;
  leverage: number;
  price: string;
  takeProfit: string;
  stopLoss: string;
}

export interface DraftProblem {
  field: DraftField;
  error: ErrorName;
  params?: Record<string, string | number>;
}

export const MAX_LOTS = 1_000_000;

/** Whole lots as typed ("1", "25"), or undefined. */
export function parseLots(text: string): number | undefined {
  if (!/^\d{1,7}$/.test(text.trim())) return undefined;
  const lots = Number(text.trim());
  return lots >= 1 && lots <= MAX_LOTS ? lots : undefined;
}

/** The price a market entry would get now: the ask for a long, the bid for a short. */
export function marketEntry(instrument: Pick<InstrumentView, 'bid' | 'ask'>, side: PositionSideName): string | undefined {
  return (side === 'long' ? instrument.ask : instrument.bid) ?? undefined;
}

/** Whether `target` lies on the profitable side of `reference` for `side` (strictly). */
export function beyondInFavour(side: PositionSideName, target: string, reference: string): boolean {
  return side === 'long' ? compare(target, reference) > 0 : compare(target, reference) < 0;
}

/**
 * The take-profit and stop-loss checks against a reference price (the entry; for an open position
 * the price it would close at now), for one field each.
 */
export function targetProblems(side: PositionSideName, takeProfit: string, stopLoss: string, reference: string | undefined, scale: number): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const tp = takeProfit.trim();
  const sl = stopLoss.trim();
  if (tp) {
    if (!isAmount(tp, scale)) problems.push({ field: 'take_profit', error: 'price_invalid' });
    else if (reference && !beyondInFavour(side, tp, reference)) problems.push({ field: 'take_profit', error: 'tp_wrong_side' });
  }
  if (sl) {
    if (!isAmount(sl, scale)) problems.push({ field: 'stop_loss', error: 'price_invalid' });
    else if (reference && (compare(sl, reference) === 0 || beyondInFavour(side, sl, reference))) problems.push({ field: 'stop_loss', error: 'sl_wrong_side' });
  }
  return problems;
}

/** Every problem of the draft, in field order. */
export function draftProblems(input: DraftInput, instrument: InstrumentView): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (input.type === 'limit' && !isAmount(input.price.trim(), instrument.price_scale)) problems.push({ field: 'price', error: 'price_invalid' });
  if (parseLots(input.lots) === undefined) problems.push({ field: 'lots', error: 'lots_required' });
  if (!Number.isInteger(input.leverage) || input.leverage < 1 || input.leverage > instrument.max_leverage)
    problems.push({ field: 'leverage', error: 'leverage_too_high', params: { max: instrument.max_leverage } });
  const reference =
    input.type === 'limit' ? (isAmount(input.price.trim(), instrument.price_scale) ? input.price.trim() : undefined) : marketEntry(instrument, input.side);
  problems.push(...targetProblems(input.side, input.takeProfit, input.stopLoss, reference, instrument.price_scale));
  return problems;
}

/** The request for a draft without problems. */
export function toPositionDraft(input: DraftInput, instrument: InstrumentView): PositionDraft | undefined {
  const lots = parseLots(input.lots);
  if (lots === undefined) return undefined;
  return {
    symbol: instrument.symbol,
    side: input.side,
    type: input.type,
    lots,
    leverage: input.leverage,
    ...(input.type === 'limit' ? { price: input.price.trim() } : {}),
    ...(input.takeProfit.trim() ? { take_profit: input.takeProfit.trim() } : {}),
    ...(input.stopLoss.trim() ? { stop_loss: input.stopLoss.trim() } : {}),
  };
}

/** Base units in `lots` lots ("1 lot = 1 XAU"): lots × lot size. */
export function lotsQuantity(lots: number, lotSize: string): string {
  return mul(String(lots), lotSize);
}

/** The carry (funding per 8 h or overnight fee per day) on `notional`: notional × rate %, to the USDT unit. */
export function carryPerPeriod(notional: string, ratePct: string): string {
  return div(mul(notional, ratePct), '100', 6) ?? '0';
}

/** What opening takes from the available balance: margin plus the open fee. */
export function openingCost(margin: string, openFee: string): string {
  return add(margin, openFee);
}

/** Leverage marks for the slider: 1x, about a quarter, a half, three quarters, and the cap. */
export function leverageMarks(max: number): number[] {
  if (max <= 5) return Array.from({ length: max }, (_, index) => index + 1);
  const marks = new Set([1, Math.round(max / 4), Math.round(max / 2), Math.round((3 * max) / 4), max]);
  return [...marks].filter((mark) => mark >= 1).sort((a, b) => a - b);
}
