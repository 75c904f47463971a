import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One date-time format per locale, everywhere: pages format moments only through the shared
 * formatters (i18n/format.ts: useFormat). This fails on a file that formats a date on its own.
 */

const SOURCE_ROOT = join(import.meta.dirname, '..');

/** Where a date is formatted by hand on purpose, and why. Paths from apps/web/src. */
const ALLOWED: Readonly<Record<string, string>> = {
  'i18n/format.ts': 'the shared formatters themselves',
  'lib/zoned.ts': 'reads wall-clock parts of a zone (numbers, not display text) and zone names',
  'components/chart/useCandleChart.ts': 'the chart axis labels (year, month, day or hour ticks); its crosshair uses the shared format',
  'components/delivery/parts.tsx': 'weekday names of trading hours',
  'components/contract/tradingHours.ts': 'weekday names of trading hours',
};

const FORBIDDEN: readonly [name: string, pattern: RegExp][] = [
  ['toLocaleString(', /\.toLocaleString\(/],
  ['toLocaleDateString(', /\.toLocaleDateString\(/],
  ['toLocaleTimeString(', /\.toLocaleTimeString\(/],
  ['new Intl.DateTimeFormat', /new Intl\.DateTimeFormat\b/],
  ['a dayjs pattern', /\.format\(\s*['"`][^'"`]*(?:YYYY|YY|MM|DD|HH|hh|mm|ss)[^'"`]*['"`]\s*\)/],
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function offences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => FORBIDDEN.filter(([, pattern]) => pattern.test(line)).map(([name]) => `line ${index + 1}: ${name}: ${line.trim()}`));
}

describe('date formatting discipline', () => {
  const files = sourceFiles(SOURCE_ROOT).map((path) => ({ path: relative(SOURCE_ROOT, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

  it('finds the web sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('formats dates only through the shared formatters', () => {
    const found = files.filter((file) => !(file.path in ALLOWED)).flatMap((file) => offences(file.text).map((offence) => `${file.path} ${offence}`));
    expect(found, 'use useFormat() (date, dateTime, clock, time, calendarDay, dateIn, dateTimeIn) from i18n/format.ts').toEqual([]);
  });

  it('keeps its exceptions current', () => {
    for (const path of Object.keys(ALLOWED)) {
      const file = files.find((candidate) => candidate.path === path);
      expect(file, `${path} is listed but missing`).toBeDefined();
      expect(offences(file?.text ?? ''), `${path} no longer needs its exception`).not.toEqual([]);
    }
  });

  it('recognises each forbidden form', () => {
    expect(offences('x.toLocaleString()')).toHaveLength(1);
    expect(offences('new Date(x).toLocaleDateString("en")')).toHaveLength(1);
    expect(offences('new Intl.DateTimeFormat(bcp47, {})')).toHaveLength(1);
    expect(offences("dayjs(iso).format('YYYY-MM-DD HH:mm')")).toHaveLength(1);
    expect(offences('format.dateTime(iso)')).toEqual([]);
    expect(offences("day.format('ddd')")).toEqual([]);
  });
});
