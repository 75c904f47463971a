import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BCP47_BY_LANG, LANGUAGES, type Lang } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { flatten, LOCALES_DIR, loadCatalogue, type Messages } from './index.js';
import { KEYS_SAME_IN_EVERY_LANGUAGE, VALUES_SAME_IN_EVERY_LANGUAGE } from './sameInEveryLanguage.js';

const catalogue = loadCatalogue();
const english = catalogue.get('en') ?? {};
const namespaces = readdirSync(join(LOCALES_DIR, 'en')).map((f) => f.replace(/\.json$/, ''));
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * i18next plural keys: English has `x_one`/`x_other`; every language has exactly the
 * categories its own plural rules use (Arabic six, Japanese one), as Intl reports them.
 */
function expectedKeys(lang: Lang, englishKeys: Iterable<string>): Map<string, string> {
  const categories = new Intl.PluralRules(BCP47_BY_LANG[lang]).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const key of englishKeys) {
    if (!PLURAL_SUFFIX.test(key)) expected.set(key, key);
    else for (const category of categories) expected.set(key.replace(PLURAL_SUFFIX, `_${category}`), key.replace(PLURAL_SUFFIX, '_other'));
  }
  return expected;
}

describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s catalogue', (lang) => {
  const bundle = catalogue.get(lang) ?? {};
  it.each(namespaces)('%s: has every English key, translated, with the same placeholders and tags', (namespace) => {
    const reference = flatten((english[namespace] ?? {}) as Messages);
    const translated = flatten((bundle[namespace] ?? {}) as Messages);
    const expected = expectedKeys(lang, reference.keys());
    const missing = [...expected.keys()].filter((k) => !translated.has(k));
    const extra = [...translated.keys()].filter((k) => !expected.has(k));
    const untranslated: string[] = [];
    const mismatched: string[] = [];
    for (const [key, englishKey] of expected) {
      const source = reference.get(englishKey) ?? '';
      const target = translated.get(key);
      if (target === undefined) continue;
      // Only words count: a value made of placeholders, codes and punctuation may stay as it is.
      const words = source.replace(/\{\{\s*\w+\s*\}\}/g, ' ');
      const exempt = VALUES_SAME_IN_EVERY_LANGUAGE.has(source) || KEYS_SAME_IN_EVERY_LANGUAGE.has(`${namespace}:${englishKey}`) || !/\p{L}{3,}/u.test(words);
      if (target === source && !exempt) untranslated.push(key);
      // A plural form may drop {{count}} (Arabic "one" says "one entry" in words); nothing else may go.
      const needed = placeholders(source).filter((p) => !(PLURAL_SUFFIX.test(key) && p === 'count' && !key.endsWith('_other')));
      const present = placeholders(target);
      if (needed.some((p) => !present.includes(p)) || present.some((p) => !placeholders(source).includes(p)) || tags(source).join() !== tags(target).join())
        mismatched.push(key);
    }
    expect({ missing, extra, untranslated, mismatched }).toEqual({ missing: [], extra: [], untranslated: [], mismatched: [] });
  });
});
