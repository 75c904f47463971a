import { LANGUAGES } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

const en = formattersFor('en');
const de = formattersFor('de');

describe('number formatters', () => {
  it('cut balances towards zero to the display scale, with separators by locale', () => {
    expect(en.amount('9484.992513', 2)).toBe('9,484.99');
    expect(de.amount('9484.992513', 2)).toBe('9.484,99');
    expect(en.amount('0.00000000', 2)).toBe('0.00');
    expect(en.amount('0.12345678', 6)).toBe('0.123456');
    expect(en.amount('-12.999', 2)).toBe('-12.99');
    // Beyond a double's 15–17 digits nothing is lost.
    expect(en.amount('12345678901234567890.98765432', 2)).toBe('12,345,678,901,234,567,890.98');
  });

  it('round prices half up to the tick decimals', () => {
    expect(en.price('96012.345', 2)).toBe('96,012.35');
    expect(en.price('0.220049', 4)).toBe('0.2200');
    expect(en.price('0.22005', 4)).toBe('0.2201');
    expect(en.price('96000', 2)).toBe('96,000.00');
    expect(en.fixed('1.005', 2)).toBe('1.01');
    expect(en.amount('1.005', 2)).toBe('1.00');
  });

  it('show USDT P&L with two decimals and its sign', () => {
    expect(en.pnl('12.345')).toBe('+12.35');
    expect(en.pnl('-3.1')).toBe('-3.10');
    expect(en.pnl('0.000001')).toBe('0.00');
    expect(en.pnl('-0.004')).toBe('0.00');
    expect(en.pnl('1234.5')).toBe('+1,234.50');
  });
});

describe('date formatters', () => {
  const moment = '2026-11-21T14:03:27.000Z';

  it('use one numeric date-time to the second per locale, 24-hour in every locale', () => {
    for (const lang of LANGUAGES) {
      const format = formattersFor(lang);
      const text = format.dateTimeIn(moment, 'UTC');
      expect(text, lang).toMatch(/14:03:27/);
      expect(text, lang).not.toMatch(/AM|PM|Nov/);
      // No right-to-left marks: they scramble the digits inside a left-to-right cell.
      expect(text, lang).not.toMatch(/[\u200e\u200f\u061c]/);
      // The date alone is the date part of the date-time.
      expect(text, lang).toContain(format.calendarDay('2026-11-21'));
    }
    expect(en.dateTimeIn(moment, 'UTC')).toBe('11/21/2026, 14:03:27');
    expect(de.dateTimeIn(moment, 'UTC')).toBe('21.11.2026, 14:03:27');
    expect(formattersFor('jp').dateTimeIn(moment, 'UTC')).toBe('2026/11/21 14:03:27');
    expect(formattersFor('ar').dateTimeIn(moment, 'UTC')).toMatch(/^21\/11\/2026\S* 14:03:27$/);
  });

  it('show moments in the reader’s zone and rule times in the rule’s zone', () => {
    const local = new Date(moment);
    expect(en.dateTime(moment)).toBe(en.dateTimeIn(moment, Intl.DateTimeFormat().resolvedOptions().timeZone));
    expect(en.dateTime(local)).toBe(en.dateTime(moment));
    expect(en.dateTime(local.getTime())).toBe(en.dateTime(moment));
    // 14:03 UTC is 22:03 in Hong Kong, and 23:30 UTC is already the next day there.
    expect(en.time(moment, 'Asia/Hong_Kong')).toBe('22:03');
    expect(en.dateIn('2026-11-21T23:30:00Z', 'Asia/Hong_Kong')).toBe('11/22/2026');
    expect(en.clock(moment)).toMatch(/^\d{2}:03:27$/);
  });

  it('show a calendar day as that day whatever the reader’s zone, and leave other text alone', () => {
    expect(en.calendarDay('2026-11-27')).toBe('11/27/2026');
    expect(de.calendarDay('2026-01-02')).toBe('02.01.2026');
    expect(en.calendarDay('soon')).toBe('soon');
  });

  it('fall back to the reader’s zone when a zone is unknown', () => {
    expect(en.time(moment, 'Mars/Olympus')).toBe(en.time(moment));
  });
});
