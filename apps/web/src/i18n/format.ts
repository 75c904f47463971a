import { BCP47_BY_LANG, COUNTRIES, type Lang } from '@veritex/shared';
import { useMemo } from 'react';
import { useLang } from './useLang';

/** Intl.NumberFormat accepts decimal strings exactly (ES2023); amounts never pass through a float here. */
type Decimal = string | number;

export interface Formatters {
  bcp47: string;
  /** A price or amount with fixed decimals, thousands separators by locale. */
  fixed(value: Decimal, decimals: number): string;
  /** Large amounts shortened (1.2M) for dense tables. */
  compact(value: Decimal): string;
  /** A change in percent, always signed: +1.25% / −0.40%. */
  percent(value: Decimal): string;
  date(iso: string): string;
  dateTime(iso: string): string;
  /** Hours, minutes and seconds of a moment in the user's zone (the trade tape). */
  clock(moment: string | Date): string;
  /** Hours and minutes of a moment, in the user's zone or in `timeZone`. */
  time(moment: string | Date, timeZone?: string): string;
  /** Date and time of a moment in `timeZone`. */
  dateTimeIn(moment: string | Date, timeZone: string): string;
  /** How long ago (or ahead) a moment is, in words: "now", "5 minutes ago", "yesterday". */
  relative(iso: string, now?: number): string;
}

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

const cache = new Map<Lang, Formatters>();

export function formattersFor(lang: Lang): Formatters {
  const cached = cache.get(lang);
  if (cached) return cached;
  const bcp47 = BCP47_BY_LANG[lang];
  const fixedFormats = new Map<number, Intl.NumberFormat>();
  const compactFormat = new Intl.NumberFormat(bcp47, { notation: 'compact', maximumFractionDigits: 2 });
  const percentFormat = new Intl.NumberFormat(bcp47, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const dateFormat = new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium' });
  const dateTimeFormat = new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'short' });
  const relativeFormat = new Intl.RelativeTimeFormat(bcp47, { numeric: 'auto' });
  const clockFormat = new Intl.DateTimeFormat(bcp47, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const formatters: Formatters = {
    bcp47,
    fixed(value, decimals) {
      let format = fixedFormats.get(decimals);
      if (!format) {
        format = new Intl.NumberFormat(bcp47, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
        fixedFormats.set(decimals, format);
      }
      return format.format(toNumberArgument(value));
    },
    compact: (value) => compactFormat.format(toNumberArgument(value)),
    percent: (value) => `${percentFormat.format(toNumberArgument(value))}%`,
    date: (iso) => dateFormat.format(new Date(iso)),
    dateTime: (iso) => dateTimeFormat.format(new Date(iso)),
    clock: (moment) => clockFormat.format(new Date(moment)),
    time(moment, timeZone) {
      try {
        return new Intl.DateTimeFormat(bcp47, { timeStyle: 'short', timeZone }).format(new Date(moment));
      } catch {
        return new Intl.DateTimeFormat(bcp47, { timeStyle: 'short' }).format(new Date(moment));
      }
    },
    dateTimeIn(moment, timeZone) {
      try {
        return new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(moment));
      } catch {
        return dateTimeFormat.format(new Date(moment));
      }
    },
    relative(iso, now = Date.now()) {
      const seconds = (new Date(iso).getTime() - now) / 1000;
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

export interface CountryOption {
  code: string;
  callingCode: string;
  name: string;
}

const countryCache = new Map<Lang, CountryOption[]>();

/** Every country with its name in the interface language (Intl.DisplayNames), sorted by that language's collation. */
export function countryOptions(lang: Lang): CountryOption[] {
  const cached = countryCache.get(lang);
  if (cached) return cached;
  const bcp47 = BCP47_BY_LANG[lang];
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([bcp47], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(bcp47);
  const options = COUNTRIES.map((country) => ({
    code: country.code,
    callingCode: country.callingCode,
    name: names?.of(country.code) ?? country.code,
  })).sort((a, b) => collator.compare(a.name, b.name));
  countryCache.set(lang, options);
  return options;
}

export function useCountryOptions(): CountryOption[] {
  const lang = useLang();
  return useMemo(() => countryOptions(lang), [lang]);
}

/** The browser's likely region (en-GB → GB, de → DE), used to preselect the calling code. */
export function browserRegion(): string | undefined {
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of tags) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && COUNTRIES.some((country) => country.code === region)) return region;
    } catch {
      // Malformed tag: try the next one.
    }
  }
  return undefined;
}
