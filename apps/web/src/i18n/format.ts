import { BCP47_BY_LANG, type Lang } from '@veritex/shared';
import { useMemo } from 'react';
import { isDecimal, type RoundingMode, roundHalfUp, roundToScale, sign } from '../lib/decimal';
import { useLang } from './useLang';

/**
 * Every number and date the pages show goes through these formatters (a unit test fails on a
 * page that formats dates on its own: formatDiscipline.test.ts).
 *
 * Numbers: the rounding is done on decimal strings by lib/decimal (never through a float), and
 * Intl.NumberFormat only adds the locale's separators to a value that already has the decimals
 * it shows (ES2023 takes decimal strings exactly). Balances and amounts are cut towards zero
 * (`amount`: never shown larger than they are); prices, values and P&L round half away from
 * zero (`fixed`, `price`, `pnl`).
 *
 * Dates: one date-time format per locale, everywhere: the locale's numeric date with 24-hour time
 * to the second ("11/21/2026, 14:03:27", "21.11.2026, 14:03:27", "2026/11/21 14:03:27"), in the
 * reader's own time zone. The platform's zone rule (lib/zoned.ts) stays: days of the Hong Kong
 * calendar (earn, loans, sign-in) are shown as the calendar date itself (`calendarDay`), and a
 * rule's wall-clock time in its zone with `dateTimeIn`/`time`.
 */
type Decimal = string | number;
type Moment = string | number | Date;

/** USDT profit and loss is shown with two decimals everywhere. */
export const PNL_DECIMALS = 2;

export interface Formatters {
  bcp47: string;
  /** A price or value with fixed decimals (rounded half up), thousands separators by locale. */
  fixed(value: Decimal, decimals: number): string;
  /** A price to its market's tick decimals (rounded half up). */
  price(value: Decimal, decimals: number): string;
  /** A balance or amount to `decimals`, cut towards zero. */
  amount(value: Decimal, decimals: number): string;
  /** USDT profit and loss: two decimals, rounded half up, always signed when not zero ("+12.35", "-3.10"). */
  pnl(value: Decimal): string;
  /** Large amounts shortened (1.2M) for dense tables. */
  compact(value: Decimal): string;
  /** A change in percent, always signed: +1.25% / −0.40%. */
  percent(value: Decimal): string;
  /** The date of a moment, in the reader's zone (the date part of `dateTime`). */
  date(moment: Moment): string;
  /** The one date-time format: date and time to the second, in the reader's zone. */
  dateTime(moment: Moment): string;
  /** A calendar day given as "YYYY-MM-DD" (a Hong Kong earn or loan day), as that date itself. */
  calendarDay(day: string): string;
  /** A calendar month given as "YYYY-MM" (a statement's month), as "November 2026" in the reader's language. */
  calendarMonth(month: string): string;
  /** The calendar date a moment falls on in `timeZone` (a loan's Hong Kong due day). */
  dateIn(moment: Moment, timeZone: string): string;
  /** Hours, minutes and seconds of a moment in the user's zone (the trade tape). */
  clock(moment: Moment): string;
  /** Hours and minutes of a moment, in the user's zone or in `timeZone`. */
  time(moment: Moment, timeZone?: string): string;
  /** Date and time of a moment in `timeZone`. */
  dateTimeIn(moment: Moment, timeZone: string): string;
  /** How long ago (or ahead) a moment is, in words: "now", "5 minutes ago", "yesterday". */
  relative(iso: Moment, now?: number): string;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME_PARTS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
const SHORT_TIME_PARTS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const RELATIVE_STEPS: readonly [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

function toNumberArgument(value: Decimal): number {
  // The lib typing takes numbers; at runtime a decimal string keeps every digit.
  return value as number;
}

/** A decimal string rounded by lib/decimal; a JS number (a count, a percentage) as it is. */
function rounded(value: Decimal, decimals: number, mode: RoundingMode): Decimal {
  return typeof value === 'string' && isDecimal(value) ? roundToScale(value, decimals, mode) : value;
}

/**
 * Arabic dates carry right-to-left marks between their numbers ("29\u200f/11\u200f/2026"); inside a
 * left-to-right cell (the staff console's, a table's figures) those marks reorder the digits into
 * nonsense. Without them the numbers and separators keep their order in either direction.
 */
function withoutBidiMarks(text: string): string {
  return text.replace(/[\u200e\u200f\u061c]/g, '');
}

function dateText(format: Intl.DateTimeFormat, moment: Moment | number): string {
  return withoutBidiMarks(format.format(moment instanceof Date || typeof moment === 'number' ? moment : new Date(moment)));
}

function asDate(moment: Moment): Date {
  return moment instanceof Date ? moment : new Date(moment);
}

/** A formatter of `options` in `timeZone`, or in the reader's zone when the zone is unknown. */
function zonedFormat(bcp47: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(bcp47, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(bcp47, options);
  }
}

const cache = new Map<Lang, Formatters>();

export function formattersFor(lang: Lang): Formatters {
  const cached = cache.get(lang);
  if (cached) return cached;
  const bcp47 = BCP47_BY_LANG[lang];
  const fixedFormats = new Map<number, Intl.NumberFormat>();
  const numberFormat = (decimals: number) => {
    let format = fixedFormats.get(decimals);
    if (!format) {
      format = new Intl.NumberFormat(bcp47, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      fixedFormats.set(decimals, format);
    }
    return format;
  };
  const roundedText = (value: Decimal, decimals: number, mode: RoundingMode) => numberFormat(decimals).format(toNumberArgument(rounded(value, decimals, mode)));
  const compactFormat = new Intl.NumberFormat(bcp47, { notation: 'compact', maximumFractionDigits: 2 });
  const percentFormat = new Intl.NumberFormat(bcp47, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const dateFormat = new Intl.DateTimeFormat(bcp47, DATE_PARTS);
  const dateTimeFormat = new Intl.DateTimeFormat(bcp47, { ...DATE_PARTS, ...TIME_PARTS });
  const calendarFormat = new Intl.DateTimeFormat(bcp47, { ...DATE_PARTS, timeZone: 'UTC' });
  const relativeFormat = new Intl.RelativeTimeFormat(bcp47, { numeric: 'auto' });
  const clockFormat = new Intl.DateTimeFormat(bcp47, TIME_PARTS);
  const formatters: Formatters = {
    bcp47,
    fixed: (value, decimals) => roundedText(value, decimals, 'halfUp'),
    price: (value, decimals) => roundedText(value, decimals, 'halfUp'),
    amount: (value, decimals) => roundedText(value, decimals, 'truncate'),
    pnl(value) {
      const text = roundedText(value, PNL_DECIMALS, 'halfUp');
      const positive = typeof value === 'string' ? isDecimal(value) && sign(roundHalfUp(value, PNL_DECIMALS)) > 0 : value >= 0.005;
      return positive ? `+${text}` : text;
    },
    compact: (value) => compactFormat.format(toNumberArgument(value)),
    percent: (value) => `${percentFormat.format(toNumberArgument(value))}%`,
    date: (moment) => dateText(dateFormat, moment),
    dateTime: (moment) => dateText(dateTimeFormat, moment),
    calendarDay(day) {
      const instant = Date.parse(`${day}T00:00:00Z`);
      return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(instant) ? dateText(calendarFormat, instant) : day;
    },
    calendarMonth(month) {
      const instant = Date.parse(`${month}-01T00:00:00Z`);
      return /^\d{4}-\d{2}$/.test(month) && !Number.isNaN(instant) ? dateText(zonedFormat(bcp47, { year: 'numeric', month: 'long' }, 'UTC'), instant) : month;
    },
    dateIn: (moment, timeZone) => dateText(zonedFormat(bcp47, DATE_PARTS, timeZone), moment),
    clock: (moment) => dateText(clockFormat, moment),
    time: (moment, timeZone) => dateText(zonedFormat(bcp47, SHORT_TIME_PARTS, timeZone), moment),
    dateTimeIn: (moment, timeZone) => dateText(zonedFormat(bcp47, { ...DATE_PARTS, ...TIME_PARTS }, timeZone), moment),
    relative(moment, now = Date.now()) {
      const seconds = (asDate(moment).getTime() - now) / 1000;
      for (const [unit, size] of RELATIVE_STEPS) {
        if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
      }
      return relativeFormat.format(0, 'second');
    },
  };
  cache.set(lang, formatters);
  return formatters;
}

export function useFormat(): Formatters {
  const lang = useLang();
  return useMemo(() => formattersFor(lang), [lang]);
}
