import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { ensureDayPartitions } from '../../platform/db/dayPartitions.js';
import { readSettings } from '../settings/index.js';
import { type HistoryWindow, historyRanges } from './historyWindow.js';
import type { HistoryMarket, MinuteBar, PriceHistorySource } from './priceHistory.js';
import { insertHistoryThenRollUp, insertTicksRolledUp, type TickColumns } from './tickRollup.js';

/** A leveraged instrument as history needs it. */
export interface HistoryInstrument {
  symbol: string;
  base: string;
  quote: string;
  priceScale: number;
  referencePrice: string;
  volatilityBp: number;
}

/** The last day of history has four ticks a minute (1-minute candles with a body and wicks); older minutes one. */
const DETAILED_MS = 86_400_000;
/** Rows per insert statement. */
const CHUNK = 50_000;
const DAY_MS = 86_400_000;

/**
 * Instrument charts are drawn from the stored reference ticks (tickCandles), so their history is
 * stored as ticks too, in the window's minutes that hold none (historyRanges), each instrument in
 * one transaction under an advisory lock, their candles with them (tickRollup). Source `history:<feed>` tells them from the recorder's own ticks.
 */
export async function seedTickHistory(
  db: Database,
  options: { source: PriceHistorySource; instruments: HistoryInstrument[]; window: HistoryWindow },
): Promise<{ ticks: number }> {
  let total = 0;
  // History lands in day partitions of its own rather than the default partition (which the days' creation would then have to empty);
  // days past the raw-tick retention get none (their ticks wait in the default partition for pruneTicks, their candles stay).
  const retainedFromMs = options.window.nowMs - (await readSettings(db)).tick_retention_days * DAY_MS;
  const fromMs = Math.max(options.window.nowMs - options.window.days * DAY_MS, retainedFromMs);
  await ensureDayPartitions(db, { table: 'reference_ticks', fromMs, toMs: options.window.nowMs });
  const detailedFrom = options.window.nowMs - DETAILED_MS;
  for (const instrument of options.instruments) {
    const market: HistoryMarket = {
      key: `${instrument.base}/${instrument.quote}`,
      base: instrument.base,
      quote: instrument.quote,
      referencePrice: Number(instrument.referencePrice),
      annualVolatility: instrument.volatilityBp / 10_000,
    };
    total += await db.transaction(async (tx) => {
      // Two processes starting together write an instrument's history once: the second finds it stored.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chart-history:${instrument.symbol}`}))`);
      // Lost in a crash, history is written again at the next start: no need to wait for the disk.
      await tx.execute(sql`set local synchronous_commit = off`);
      const stored = await storedSpan(tx, instrument.symbol);
      const ticks: HistoryTicks = { seconds: [], prices: [] };
      for (const range of historyRanges(options.window, stored, options.source.fillsGaps(market))) {
        const split = Math.min(Math.max(range.fromMs, detailedFrom), range.toMs);
        if (range.fromMs < split) {
          for (const bar of await options.source.minuteBars(market, range.fromMs, split, { opensOnly: true })) addTicks(ticks, bar, instrument, false);
        }
        if (split < range.toMs) for (const bar of await options.source.minuteBars(market, split, range.toMs)) addTicks(ticks, bar, instrument, true);
      }
      // Nothing stored yet: no tick to collide with, so plain inserts and the candles built once at the
      // end. Otherwise another process's recorder may be storing ticks of the gap at this moment:
      // theirs is kept, and each chunk's candles are folded with the ticks it actually stored.
      const source = `history:${options.source.origin(market)}`;
      const chunks: TickColumns[] = [];
      for (let at = 0; at < ticks.seconds.length; at += CHUNK) {
        const seconds = ticks.seconds.slice(at, at + CHUNK);
        chunks.push({ symbols: seconds.map(() => instrument.symbol), seconds, prices: ticks.prices.slice(at, at + CHUNK), sources: seconds.map(() => source) });
      }
      if (stored === undefined) await insertHistoryThenRollUp(tx, chunks, instrument.symbol);
      else for (const chunk of chunks) await insertTicksRolledUp(tx, chunk, { keepStored: true });
      return ticks.seconds.length;
    });
  }
  return { ticks: total };
}

interface HistoryTicks {
  seconds: number[];
  prices: bigint[];
}

/**
 * The first and last instant of the instrument's 1-minute candles: what is stored, read from the
 * rollups because raw ticks older than the retention are gone while their candles stay (a pruned
 * day is not history to write again: its candles would count its ticks twice).
 */
async function storedSpan(db: DbOrTx, symbol: string): Promise<{ firstMs: number; lastMs: number } | undefined> {
  const rows = await db.execute<{ first: string | null; last: string | null }>(
    sql`select (extract(epoch from min(open_at)) * 1000)::bigint::text as first, (extract(epoch from max(close_at)) * 1000)::bigint::text as last
        from reference_tick_candles where symbol = ${symbol} and interval = '1m'`,
  );
  const row = rows.rows[0];
  return row?.first && row.last ? { firstMs: Number(row.first), lastMs: Number(row.last) } : undefined;
}

/**
 * A bar as ticks, rounded as the recorder rounds: open at :00, the two extremes in the order they
 * came at :15 and :30, close at :45 (so its 1-minute candle is the bar); or only the open, for the
 * older minutes.
 */
function addTicks(ticks: HistoryTicks, bar: MinuteBar, instrument: HistoryInstrument, detailed: boolean): void {
  const units = (price: number) => BigInt(Math.round(price * 10 ** instrument.priceScale));
  const second = bar.openMs / 1000;
  ticks.seconds.push(second);
  ticks.prices.push(units(bar.open));
  if (!detailed) return;
  const [first, then] = bar.highFirst ? [bar.high, bar.low] : [bar.low, bar.high];
  ticks.seconds.push(second + 15, second + 30, second + 45);
  ticks.prices.push(units(first), units(then), units(bar.close));
}
