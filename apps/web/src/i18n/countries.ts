import { BCP47_BY_LANG, COUNTRIES, type Lang } from '@veritex/shared';
import { useMemo } from 'react';
import { useLang } from './useLang';

/*
 * Countries and calling codes (sign-up, profile, verification). Apart from the number formats
 * (format.ts) because the list comes from the phone-number metadata: only the pages with a
 * country field download it.
 */

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
