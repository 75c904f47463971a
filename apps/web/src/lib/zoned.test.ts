import { describe, expect, it } from 'vitest';
import { firstIsoMoment, hourLabel, zonedTimeToday, zoneOffsetMs } from './zoned';

describe('zoned times', () => {
  it('knows Hong Kong is eight hours ahead of UTC', () => {
    expect(zoneOffsetMs(new Date('2026-11-21T10:00:00Z'), 'Asia/Hong_Kong')).toBe(8 * 3_600_000);
  });

  it('turns the window hours into instants of the zone’s day', () => {
    const reference = new Date('2026-11-21T10:00:00Z'); // 18:00 in Hong Kong
    expect(zonedTimeToday('12:00', 'Asia/Hong_Kong', reference)?.toISOString()).toBe('2026-11-21T04:00:00.000Z');
    expect(zonedTimeToday('24:00', 'Asia/Hong_Kong', reference)?.toISOString()).toBe('2026-11-21T16:00:00.000Z');
    // 23:30 UTC is already the next day in Hong Kong.
    expect(zonedTimeToday('12:00', 'Asia/Hong_Kong', new Date('2026-11-21T23:30:00Z'))?.toISOString()).toBe('2026-11-22T04:00:00.000Z');
    expect(zonedTimeToday('noon', 'Asia/Hong_Kong', reference)).toBeUndefined();
  });

  it('handles daylight saving zones', () => {
    expect(zonedTimeToday('12:00', 'Europe/London', new Date('2026-07-01T09:00:00Z'))?.toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(zonedTimeToday('12:00', 'Europe/London', new Date('2026-12-01T09:00:00Z'))?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('labels hours and picks ISO moments', () => {
    expect(hourLabel(12)).toBe('12:00');
    expect(hourLabel(9)).toBe('09:00');
    expect(hourLabel('24:00')).toBe('24:00');
    expect(hourLabel('9:30')).toBe('09:30');
    expect(firstIsoMoment('2026-11-22 12:00 HKT', '2026-11-22T04:00:00.000Z')).toBe('2026-11-22T04:00:00.000Z');
    expect(firstIsoMoment(undefined, 'soon')).toBeUndefined();
  });
});
