import type { CloseReason } from '@veritex/shared';
import type { CurrentQuote } from './currentQuote.js';
import { type ContractSpec, isLiquidatable, liquidationPrice } from './positionMath.js';
import type { Position } from './schema.js';

/** What the index needs of a live (pending or open) position. */
export interface WatchedPosition {
  id: bigint;
  symbol: string;
  side: 'long' | 'short';
  status: 'pending' | 'open';
  lots: bigint;
  margin: bigint;
  entry: bigint | null;
  limit: bigint | null;
  takeProfit: bigint | null;
  stopLoss: bigint | null;
  /** The jurisdiction profile's margin close-out the position opened under, in basis points (0: none). */
  closeOutBp: bigint;
}

/** A position row as the index and the exact rule see it; undefined unless it is live. */
export function watchedOf(row: Position): WatchedPosition | undefined {
  if (row.status !== 'pending' && row.status !== 'open') return undefined;
  const units = (text: string | null) => (text === null ? null : BigInt(text));
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    status: row.status,
    lots: row.lots,
    margin: BigInt(row.margin),
    entry: units(row.entryPrice),
    limit: units(row.limitPrice),
    takeProfit: units(row.takeProfit),
    stopLoss: units(row.stopLoss),
    closeOutBp: BigInt(row.closeOutBp),
  };
}

/**
 * The exact rule, in bigint, that the risk job applies under lock: a pending entry fills when the
 * price it would open at reaches its limit; an open position is liquidated when equity at the
 * mark reaches the maintenance margin, else stopped or taken profit on at the price it would
 * close at (the bid of a long, the ask of a short). The index is only a filter for this.
 */
export function exactTrigger(
  spec: ContractSpec,
  position: WatchedPosition,
  quote: Pick<CurrentQuote, 'mark' | 'bid' | 'ask'>,
): CloseReason | 'fill' | undefined {
  const long = position.side === 'long';
  if (position.status === 'pending') {
    const limit = position.limit as bigint;
    return (long ? quote.ask <= limit : quote.bid >= limit) ? 'fill' : undefined;
  }
  if (isLiquidatable(spec, position.side, position.entry as bigint, position.lots, position.margin, quote.mark, position.closeOutBp)) return 'liquidation';
  const exit = long ? quote.bid : quote.ask;
  if (position.stopLoss !== null && (long ? exit <= position.stopLoss : exit >= position.stopLoss)) return 'stop_loss';
  if (position.takeProfit !== null && (long ? exit >= position.takeProfit : exit <= position.takeProfit)) return 'take_profit';
  return undefined;
}

/** Largest integer a float holds exactly; prices in ticks are far below it. */
const EXACT_LIMIT = BigInt(Number.MAX_SAFE_INTEGER);

/** A bigint price as an exact float, or the given sentinel for "none". */
function exact(units: bigint | null, none: number): number {
  if (units === null) return none;
  if (units > EXACT_LIMIT) throw new Error(`price ${units} is beyond exact float range`);
  return Number(units);
}

/**
 * The positions of one instrument in columns (struct of arrays): one pass over a few float
 * arrays per tick. Every threshold is an integer price in ticks, exact in a float, so the
 * comparisons are exact; ±Infinity stands for "no such trigger". Removal swaps the last slot in.
 */
class InstrumentColumn {
  size = 0;
  ids: bigint[] = [];
  long = new Uint8Array(16);
  pending = new Uint8Array(16);
  /** Open: the mark at which liquidation starts (long: mark ≤ it; short: mark ≥ it). */
  liquidation = new Float64Array(16);
  /** Open: stop-loss and take-profit on the closing quote (long: the bid; short: the ask). */
  stop = new Float64Array(16);
  target = new Float64Array(16);
  /** Pending: the limit on the opening quote (long: ask ≤ it; short: bid ≥ it). */
  limit = new Float64Array(16);
  readonly slotOf = new Map<bigint, number>();

  put(position: WatchedPosition, liquidation: bigint | null): void {
    let slot = this.slotOf.get(position.id);
    if (slot === undefined) {
      slot = this.size++;
      this.grow();
      this.slotOf.set(position.id, slot);
      this.ids[slot] = position.id;
    }
    const isLong = position.side === 'long';
    this.long[slot] = isLong ? 1 : 0;
    this.pending[slot] = position.status === 'pending' ? 1 : 0;
    // "None" is the value no quote ever reaches on that side.
    this.liquidation[slot] = exact(liquidation, isLong ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY);
    this.stop[slot] = exact(position.stopLoss, isLong ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY);
    this.target[slot] = exact(position.takeProfit, isLong ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY);
    this.limit[slot] = exact(position.limit, isLong ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY);
  }

  remove(id: bigint): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    const last = --this.size;
    const lastId = this.ids[last] as bigint;
    if (slot !== last) {
      this.ids[slot] = lastId;
      this.long[slot] = this.long[last] as number;
      this.pending[slot] = this.pending[last] as number;
      this.liquidation[slot] = this.liquidation[last] as number;
      this.stop[slot] = this.stop[last] as number;
      this.target[slot] = this.target[last] as number;
      this.limit[slot] = this.limit[last] as number;
      this.slotOf.set(lastId, slot);
    }
    this.ids.length = last;
    this.slotOf.delete(id);
  }

  /** The ids whose trigger the quote reaches. */
  scan(mark: number, bid: number, ask: number, into: bigint[]): void {
    const { long, pending, liquidation, stop, target, limit, ids } = this;
    for (let i = 0; i < this.size; i++) {
      let hit: boolean;
      if (long[i] === 1) {
        hit = pending[i] === 1 ? ask <= (limit[i] as number) : mark <= (liquidation[i] as number) || bid <= (stop[i] as number) || bid >= (target[i] as number);
      } else {
        hit = pending[i] === 1 ? bid >= (limit[i] as number) : mark >= (liquidation[i] as number) || ask >= (stop[i] as number) || ask <= (target[i] as number);
      }
      if (hit) into.push(ids[i] as bigint);
    }
  }

  private grow(): void {
    if (this.size <= this.long.length) return;
    const capacity = this.long.length * 2;
    const widen = <T extends Uint8Array | Float64Array>(array: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    this.long = widen(this.long, (n) => new Uint8Array(n));
    this.pending = widen(this.pending, (n) => new Uint8Array(n));
    this.liquidation = widen(this.liquidation, (n) => new Float64Array(n));
    this.stop = widen(this.stop, (n) => new Float64Array(n));
    this.target = widen(this.target, (n) => new Float64Array(n));
    this.limit = widen(this.limit, (n) => new Float64Array(n));
  }
}

/**
 * Every live position's triggers in memory, so that a tick finds the positions it liquidates,
 * stops, takes profit on or fills without reading the database: a filter only. Each candidate
 * is then re-read under lock and re-checked exactly (watchPositions.ts), so a stale entry costs
 * one read, never a wrong close; what the index must never do is miss one, which is why the
 * liquidation threshold is the exact boundary tick of positionMath.liquidationPrice.
 */
export class RiskIndex {
  private readonly columns = new Map<string, InstrumentColumn>();
  private readonly symbolOf = new Map<bigint, string>();

  get size(): number {
    return this.symbolOf.size;
  }

  put(position: WatchedPosition, spec: ContractSpec): void {
    const previous = this.symbolOf.get(position.id);
    if (previous !== undefined && previous !== position.symbol) this.remove(position.id);
    const liquidation =
      position.status === 'open' && position.entry !== null
        ? liquidationPrice(spec, position.side, position.entry, position.lots, position.margin, position.closeOutBp)
        : null;
    let column = this.columns.get(position.symbol);
    if (!column) {
      column = new InstrumentColumn();
      this.columns.set(position.symbol, column);
    }
    column.put(position, liquidation);
    this.symbolOf.set(position.id, position.symbol);
  }

  remove(id: bigint): void {
    const symbol = this.symbolOf.get(id);
    if (symbol === undefined) return;
    this.columns.get(symbol)?.remove(id);
    this.symbolOf.delete(id);
  }

  has(id: bigint): boolean {
    return this.symbolOf.has(id);
  }

  /** Candidate positions of one instrument at a quote. */
  candidates(symbol: string, quote: Pick<CurrentQuote, 'mark' | 'bid' | 'ask'>): bigint[] {
    const found: bigint[] = [];
    this.columns.get(symbol)?.scan(exact(quote.mark, 0), exact(quote.bid, 0), exact(quote.ask, 0), found);
    return found;
  }

  clear(): void {
    this.columns.clear();
    this.symbolOf.clear();
  }
}
