import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ReferenceFeed } from './referenceFeed.js';
import type { TickHub } from './tickHub.js';
import { insertTicksRolledUp } from './tickRollup.js';

/** What the recorder needs of an instrument: where its price comes from and its tick. */
export interface TickedInstrument {
  symbol: string;
  base: string;
  quote: string;
  priceScale: number;
}

export interface RecordedTick {
  symbol: string;
  atSecond: number;
  priceUnits: bigint;
  source: string;
}

/**
 * The reference price of every instrument at one second, as integer units of its price scale.
 * Instruments the feed does not know (or whose price went stale) are skipped, never guessed.
 */
export function ticksAt(feed: ReferenceFeed, instruments: TickedInstrument[], atMs: number): RecordedTick[] {
  const atSecond = Math.floor(atMs / 1000);
  const ticks: RecordedTick[] = [];
  for (const instrument of instruments) {
    const quote = feed.quote(instrument.base, instrument.quote, atSecond * 1000);
    if (!quote || !(quote.price > 0)) continue;
    ticks.push({ symbol: instrument.symbol, atSecond, priceUnits: BigInt(Math.round(quote.price * 10 ** instrument.priceScale)), source: quote.source });
  }
  return ticks;
}

/** Stores ticks (and their candles), the first observation of a second winning; answers the ones this call stored. */
export async function storeTicks(db: DbOrTx, ticks: RecordedTick[]): Promise<RecordedTick[]> {
  const columns = {
    symbols: ticks.map((t) => t.symbol),
    seconds: ticks.map((t) => t.atSecond),
    prices: ticks.map((t) => t.priceUnits),
    sources: ticks.map((t) => t.source),
  };
  const keys = await insertTicksRolledUp(db, columns, { keepStored: true });
  return ticks.filter((tick) => keys.has(`${tick.symbol}@${tick.atSecond}`));
}

/**
 * Stores the ticks of one second for every instrument, then tells the hub (the recorder job runs
 * it each second, so that every fill, liquidation and settlement can name the tick it used). A
 * tick that was already stored is kept (the first observation wins), and only the ticks this call
 * stored reach the hub: the risk job never closes at a price other than the stored row it names.
 */
export async function recordTicks(
  options: { db: DbOrTx; feed: ReferenceFeed; instruments: TickedInstrument[]; hub?: TickHub },
  at: Date,
): Promise<RecordedTick[]> {
  const stored = await storeTicks(options.db, ticksAt(options.feed, options.instruments, at.getTime()));
  if (stored.length > 0) options.hub?.publish(stored);
  return stored;
}

/**
 * A stored tick as its users read it: the instant, the price in units of the instrument's scale
 * and the feed it came from, which every record that uses it stores beside the instant.
 */
export interface StoredTick {
  at: Date;
  priceUnits: bigint;
  source: string;
}

/** The stored tick at or just before `at` (what a settlement at `at` uses), or undefined. */
export async function tickAtOrBefore(db: DbOrTx, symbol: string, at: Date): Promise<StoredTick | undefined> {
  const rows = await db.execute<{ at: Date; price: string; source: string }>(
    sql`select at, price, source from reference_ticks where symbol = ${symbol} and at <= ${at.toISOString()} order by at desc limit 1`,
  );
  const row = rows.rows[0];
  return row ? { at: new Date(row.at), priceUnits: BigInt(row.price), source: row.source } : undefined;
}

/** The first stored tick after `at`: what a settlement uses when the server was down across `at`. */
export async function tickAtOrAfter(db: DbOrTx, symbol: string, at: Date): Promise<StoredTick | undefined> {
  const rows = await db.execute<{ at: Date; price: string; source: string }>(
    sql`select at, price, source from reference_ticks where symbol = ${symbol} and at >= ${at.toISOString()} order by at limit 1`,
  );
  const row = rows.rows[0];
  return row ? { at: new Date(row.at), priceUnits: BigInt(row.price), source: row.source } : undefined;
}
