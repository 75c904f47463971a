import { describe, expect, it } from 'vitest';
import { historyRanges } from './historyWindow.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const now = Date.UTC(2026, 2, 2, 12, 34, 56);
const end = Date.UTC(2026, 2, 2, 12, 34);
const window = { nowMs: now, days: 30 };

describe('historyRanges', () => {
  it('fills the whole window up to the current minute when nothing is stored', () => {
    expect(historyRanges(window, undefined, false)).toEqual([{ fromMs: end - 30 * DAY, toMs: end, side: 'after' }]);
  });

  it('fills before the first stored minute, never over stored data', () => {
    const stored = { firstMs: end - 2 * DAY + 25_000, lastMs: end - 10_000 };
    expect(historyRanges(window, stored, true)).toEqual([{ fromMs: end - 30 * DAY, toMs: end - 2 * DAY, side: 'before' }]);
  });

  it('fills the gap since the last stored minute only for a source that fills gaps (the simulator)', () => {
    const stored = { firstMs: end - 40 * DAY, lastMs: end - 3 * 60 * MINUTE + 42_000 };
    expect(historyRanges(window, stored, true)).toEqual([{ fromMs: end - 3 * 60 * MINUTE + MINUTE, toMs: end, side: 'after' }]);
    expect(historyRanges(window, stored, false)).toEqual([]);
  });

  it('writes nothing when a restart finds the window covered', () => {
    expect(historyRanges(window, { firstMs: end - 30 * DAY, lastMs: end - MINUTE }, true)).toEqual([]);
    expect(historyRanges({ nowMs: now, days: 0 }, undefined, true)).toEqual([]);
  });
});
