import { instruments } from '../modules/derivatives/index.js';
import { type HistoryWindow, type PriceHistorySource, seedTickHistory } from '../modules/marketdata/index.js';
import { seedSpotHistory } from '../modules/spot/index.js';
import type { Database } from '../platform/db/client.js';

/** `npm start` (and the browser tests' server) seed chart history; API tests opt in (SeedOptions.chartHistory). */
export interface ChartHistoryOptions extends HistoryWindow {
  source: PriceHistorySource;
  /** Told what was written and how long it took. */
  log?: (line: string) => void;
}

/**
 * A month of history for every spot market (`spot_klines`) and leveraged instrument (reference
 * ticks), so that every chart has candles at every interval from the first start. Runs before the
 * spot exchange loads its memory. Idempotent: only minutes holding nothing are written.
 */
export async function seedChartHistory(db: Database, options: ChartHistoryOptions): Promise<{ candles: number; ticks: number }> {
  const startedAt = performance.now();
  const window = { nowMs: options.nowMs, days: options.days };
  const leveraged = await db.select().from(instruments);
  // Side by side: one is computed while PostgreSQL writes the other.
  const [{ candles }, { ticks }] = await Promise.all([
    seedSpotHistory(db, { source: options.source, window }),
    seedTickHistory(db, { source: options.source, instruments: leveraged, window }),
  ]);
  options.log?.(
    `[seed] chart history (${options.source.name}, ${options.days} days): ${candles} spot candles, ${ticks} reference ticks in ${Math.round(performance.now() - startedAt)} ms`,
  );
  return { candles, ticks };
}
