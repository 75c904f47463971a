/** The spec's 13 interface language codes (spec §1), in the order the language menu shows them. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'jp', 'ar', 'kr', 'th', 'vn', 'pt', 'el', 'zh', 'tw'] as const;
export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: Lang = 'en';

/** The spec keeps its own codes on the wire; browsers, Intl and antd need BCP 47 tags. */
export const BCP47_BY_LANG: Record<Lang, string> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  jp: 'ja',
  ar: 'ar',
  kr: 'ko',
  th: 'th',
  vn: 'vi',
  pt: 'pt',
  el: 'el',
  zh: 'zh-CN',
  tw: 'zh-TW',
};

/** Each language's own name for itself, shown in the language menu. */
export const LANGUAGE_NATIVE_NAMES: Record<Lang, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  jp: '日本語',
  ar: 'العربية',
  kr: '한국어',
  th: 'ไทย',
  vn: 'Tiếng Việt',
  pt: 'Português',
  el: 'Ελληνικά',
  zh: '简体中文',
  tw: '繁體中文',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isRightToLeft(lang: Lang): boolean {
  return lang === 'ar';
}

/**
 * Maps a browser or Accept-Language tag (e.g. "zh-HK", "pt-BR", "ja") to a supported
 * spec code, or undefined. Traditional Chinese regions (TW, HK, MO, Hant) map to `tw`.
 */
export function langFromTag(tag: string): Lang | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('zh')) {
    return /(-tw|-hk|-mo|-hant)/.test(lower) ? 'tw' : 'zh';
  }
  const primary = lower.split(/[-_]/)[0] ?? '';
  for (const lang of LANGUAGES) {
    if (BCP47_BY_LANG[lang].toLowerCase() === primary) return lang;
  }
  return undefined;
}

/** First supported language among the user's preferred tags, in their order. */
export function pickLang(tags: readonly string[]): Lang | undefined {
  for (const tag of tags) {
    const lang = langFromTag(tag);
    if (lang) return lang;
  }
  return undefined;
}
