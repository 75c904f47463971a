import { describe, expect, it } from 'vitest';
import { isValidTradingHours, marketStatus, nextCloseMs, parseScheduleClauses, parseTradingHours, TRADING_HOURS } from './tradingHours.js';

// The week of Monday 17 November 2025 (UTC).
const at = (iso: string) => new Date(`${iso}Z`);

describe('24/7', () => {
  it('is always open and never closes', () => {
    for (const instant of ['2025-11-17T00:00:00', '2025-11-22T12:34:56.789', '2025-11-23T23:59:59.999', '1970-01-01T00:00:00']) {
      expect(marketStatus(TRADING_HOURS.always, at(instant))).toEqual({ open: true });
    }
  });
  it('is also what a daily session around the clock on every day amounts to', () => {
    expect(marketStatus('daily:Mon-Sun00:00-24:00', at('2025-11-19T08:00:00'))).toEqual({ open: true });
  });
});

describe('forex: Sunday 22:00 to Friday 22:00 UTC', () => {
  it('is closed at the weekend and names the reopening time', () => {
    expect(marketStatus(TRADING_HOURS.forex, at('2025-11-22T12:00:00'))).toEqual({ open: false, reopensAt: at('2025-11-23T22:00:00') });
    expect(marketStatus(TRADING_HOURS.forex, at('2025-11-23T21:59:59.999'))).toEqual({ open: false, reopensAt: at('2025-11-23T22:00:00') });
  });
  it('closes at the exact Friday instant and opens at the exact Sunday instant', () => {
    expect(marketStatus(TRADING_HOURS.forex, at('2025-11-21T21:59:59.999'))).toEqual({ open: true, closesAt: at('2025-11-21T22:00:00') });
    expect(marketStatus(TRADING_HOURS.forex, at('2025-11-21T22:00:00'))).toEqual({ open: false, reopensAt: at('2025-11-23T22:00:00') });
    expect(marketStatus(TRADING_HOURS.forex, at('2025-11-23T22:00:00'))).toEqual({ open: true, closesAt: at('2025-11-28T22:00:00') });
  });
  it('stays open through Monday midnight, where the schedule wraps', () => {
    expect(marketStatus(TRADING_HOURS.forex, at('2025-11-24T00:00:00'))).toEqual({ open: true, closesAt: at('2025-11-28T22:00:00') });
    expect(marketStatus(TRADING_HOURS.forex, at('2025-11-19T21:30:00'))).toEqual({ open: true, closesAt: at('2025-11-21T22:00:00') });
  });
});

describe('metals and oil: forex hours with a 21:00–22:00 break Monday to Thursday', () => {
  const hours = TRADING_HOURS.metalAndOil;
  it('closes for the daily break and reopens an hour later', () => {
    expect(marketStatus(hours, at('2025-11-18T20:59:59.999'))).toEqual({ open: true, closesAt: at('2025-11-18T21:00:00') });
    expect(marketStatus(hours, at('2025-11-18T21:00:00'))).toEqual({ open: false, reopensAt: at('2025-11-18T22:00:00') });
    expect(marketStatus(hours, at('2025-11-18T21:30:00'))).toEqual({ open: false, reopensAt: at('2025-11-18T22:00:00') });
    expect(marketStatus(hours, at('2025-11-18T22:00:00'))).toEqual({ open: true, closesAt: at('2025-11-19T21:00:00') });
  });
  it('has no break on Friday: it trades until the weekend closure', () => {
    expect(marketStatus(hours, at('2025-11-20T22:00:00'))).toEqual({ open: true, closesAt: at('2025-11-21T22:00:00') });
    expect(marketStatus(hours, at('2025-11-21T21:30:00'))).toEqual({ open: true, closesAt: at('2025-11-21T22:00:00') });
    expect(marketStatus(hours, at('2025-11-22T09:00:00'))).toEqual({ open: false, reopensAt: at('2025-11-23T22:00:00') });
  });
  it('runs from the Sunday opening to the Monday break', () => {
    expect(marketStatus(hours, at('2025-11-23T22:00:00'))).toEqual({ open: true, closesAt: at('2025-11-24T21:00:00') });
  });
});

describe('US stocks: Monday to Friday 14:30–21:00 UTC', () => {
  const hours = TRADING_HOURS.usStock;
  it('opens and closes at the session boundaries', () => {
    expect(marketStatus(hours, at('2025-11-19T14:29:59.999'))).toEqual({ open: false, reopensAt: at('2025-11-19T14:30:00') });
    expect(marketStatus(hours, at('2025-11-19T14:30:00'))).toEqual({ open: true, closesAt: at('2025-11-19T21:00:00') });
    expect(marketStatus(hours, at('2025-11-19T20:59:59.999'))).toEqual({ open: true, closesAt: at('2025-11-19T21:00:00') });
    expect(marketStatus(hours, at('2025-11-19T21:00:00'))).toEqual({ open: false, reopensAt: at('2025-11-20T14:30:00') });
  });
  it('reopens on Monday after the Friday close', () => {
    expect(marketStatus(hours, at('2025-11-21T21:00:00'))).toEqual({ open: false, reopensAt: at('2025-11-24T14:30:00') });
    expect(marketStatus(hours, at('2025-11-23T23:00:00'))).toEqual({ open: false, reopensAt: at('2025-11-24T14:30:00') });
    expect(marketStatus(hours, at('2025-11-24T03:00:00'))).toEqual({ open: false, reopensAt: at('2025-11-24T14:30:00') });
  });
});

describe('the format', () => {
  it('lets a daily window run past midnight, also past Sunday into Monday', () => {
    const hours = 'daily:Sun23:00-01:00';
    expect(marketStatus(hours, at('2025-11-24T00:30:00'))).toEqual({ open: true, closesAt: at('2025-11-24T01:00:00') });
    expect(marketStatus(hours, at('2025-11-24T01:00:00'))).toEqual({ open: false, reopensAt: at('2025-11-30T23:00:00') });
  });
  it('accepts a parsed schedule as well as its text', () => {
    const schedule = parseTradingHours(TRADING_HOURS.usStock);
    expect(marketStatus(schedule, at('2025-11-19T15:00:00'))).toEqual({ open: true, closesAt: at('2025-11-19T21:00:00') });
  });
  it('refuses malformed schedules', () => {
    for (const text of [
      '',
      'week:Sun22-Fri22',
      'week:Sun22:00-Sun22:00',
      'daily:Mon-Fry14:30-21:00',
      'daily:Mon14:30-25:00',
      'break:Mon21:00-22:00',
      'hours:Mon09:00-17:00',
    ]) {
      expect(isValidTradingHours(text), text).toBe(false);
    }
    for (const text of Object.values(TRADING_HOURS)) expect(isValidTradingHours(text), text).toBe(true);
  });
});

describe('reading a schedule', () => {
  it('gives its clauses as written, for showing them in words', () => {
    expect(parseScheduleClauses('24/7')).toEqual([{ kind: 'always' }]);
    expect(parseScheduleClauses(TRADING_HOURS.metalAndOil)).toEqual([
      { kind: 'week', fromDay: 'Sun', fromTime: '22:00', toDay: 'Fri', toTime: '22:00' },
      { kind: 'break', firstDay: 'Mon', lastDay: 'Thu', fromTime: '21:00', toTime: '22:00' },
    ]);
    expect(parseScheduleClauses('daily:Sat10:00-12:00')).toEqual([{ kind: 'daily', firstDay: 'Sat', lastDay: 'Sat', fromTime: '10:00', toTime: '12:00' }]);
    expect(() => parseScheduleClauses('sometimes')).toThrow();
  });

  it('knows when an open market closes next', () => {
    // Tuesday 2026-11-17 12:00 UTC: the daily break at 21:00 comes first.
    expect(nextCloseMs(TRADING_HOURS.metalAndOil, Date.UTC(2026, 10, 17, 12))).toBe(Date.UTC(2026, 10, 17, 21));
    // Friday 2026-11-20 21:30 UTC: no break on Fridays; the week ends at 22:00.
    expect(nextCloseMs(TRADING_HOURS.metalAndOil, Date.UTC(2026, 10, 20, 21, 30))).toBe(Date.UTC(2026, 10, 20, 22));
    expect(nextCloseMs(TRADING_HOURS.usStock, Date.UTC(2026, 10, 20, 15))).toBe(Date.UTC(2026, 10, 20, 21));
  });

  it('names no closing for a market that never closes, one that is closed, or a malformed schedule', () => {
    expect(nextCloseMs(TRADING_HOURS.always, Date.UTC(2026, 10, 20))).toBeUndefined();
    expect(nextCloseMs(TRADING_HOURS.usStock, Date.UTC(2026, 10, 21, 15))).toBeUndefined();
    expect(nextCloseMs('sometimes', Date.UTC(2026, 10, 20))).toBeUndefined();
  });
});
