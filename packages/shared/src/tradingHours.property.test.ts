import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketStatus, TRADING_HOURS } from './tradingHours.js';

const SCHEDULES = [...Object.values(TRADING_HOURS), 'daily:Sun23:00-01:00', 'daily:Sat10:00-12:00;week:Tue00:00-Wed00:00;break:Tue12:00-13:00'];
// 2000 to 2100, to the millisecond.
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));

describe('marketStatus over random instants', () => {
  it('names the very next change: open until closesAt, closed until reopensAt', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCHEDULES), instant, (schedule, at) => {
        const status = marketStatus(schedule, at);
        const change = status.open ? status.closesAt : status.reopensAt;
        if (!change) {
          expect(status).toEqual({ open: true });
          return;
        }
        expect(change.getTime()).toBeGreaterThan(at.getTime());
        // Within a week, and unchanged right up to the change, which then flips the state.
        expect(change.getTime() - at.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
        expect(marketStatus(schedule, new Date(change.getTime() - 1)).open).toBe(status.open);
        expect(marketStatus(schedule, change).open).toBe(!status.open);
        const midway = new Date(Math.floor((at.getTime() + change.getTime()) / 2));
        expect(marketStatus(schedule, midway).open).toBe(status.open);
      }),
      { numRuns: 2000 },
    );
  });
});
