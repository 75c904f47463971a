import { MINUTE_MS } from './priceHistory.js';

/** Chart history: how far back, and up to when (the start of the current minute). */
export interface HistoryWindow {
  nowMs: number;
  days: number;
}

export interface HistoryRange {
  fromMs: number;
  toMs: number;
  /** Where the range sits against what is already stored: its edge candles merge on that side. */
  side: 'before' | 'after';
}

/**
 * The minutes of the window that history fills, given the first and last minute already stored:
 * everything when nothing is stored; the time before the first stored minute; and, only for a
 * source that `fillsGaps`, the time since the last stored minute (the server was down). Ranges
 * never overlap stored minutes, so a restart writes nothing twice.
 */
export function historyRanges(window: HistoryWindow, stored: { firstMs: number; lastMs: number } | undefined, fillsGaps: boolean): HistoryRange[] {
  const endMs = Math.floor(window.nowMs / MINUTE_MS) * MINUTE_MS;
  const startMs = endMs - window.days * 86_400_000;
  if (!stored) return startMs < endMs ? [{ fromMs: startMs, toMs: endMs, side: 'after' }] : [];
  const ranges: HistoryRange[] = [];
  const firstMinute = Math.floor(stored.firstMs / MINUTE_MS) * MINUTE_MS;
  if (startMs < firstMinute) ranges.push({ fromMs: startMs, toMs: firstMinute, side: 'before' });
  const afterLast = Math.floor(stored.lastMs / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  if (fillsGaps && afterLast < endMs) ranges.push({ fromMs: Math.max(afterLast, startMs), toMs: endMs, side: 'after' });
  return ranges;
}
