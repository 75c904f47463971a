import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { flatten, LOCALES_DIR, loadCatalogue, type Messages } from './index.js';
import { KEYS_SAME_IN_EVERY_LANGUAGE, VALUES_SAME_IN_EVERY_LANGUAGE } from './sameInEveryLanguage.js';

const catalogue = loadCatalogue();
const english = catalogue.get('en') ?? {};
const namespaces = readdirSync(join(LOCALES_DIR, 'en')).map((f) => f.replace(/\.json$/, ''));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s catalogue', (lang) => {
  const bundle = catalogue.get(lang) ?? {};
  it.each(namespaces)('%s: has every English key, translated, with the same placeholders', (namespace) => {
    const reference = flatten((english[namespace] ?? {}) as Messages);
    const translated = flatten((bundle[namespace] ?? {}) as Messages);
    const missing = [...reference.keys()].filter((k) => !translated.has(k));
    const extra = [...translated.keys()].filter((k) => !reference.has(k));
    const untranslated = [...reference].filter(
      ([k, v]) =>
        translated.get(k) === v && !VALUES_SAME_IN_EVERY_LANGUAGE.has(v) && !KEYS_SAME_IN_EVERY_LANGUAGE.has(`${namespace}:${k}`) && /\p{L}{3,}/u.test(v),
    );
    const placeholderMismatch = [...reference]
      .filter(([k, v]) => translated.has(k) && placeholders(v).join() !== placeholders(translated.get(k) ?? '').join())
      .map(([k]) => k);
    expect({ missing, extra, untranslated: untranslated.map(([k]) => k), placeholderMismatch }).toEqual({
      missing: [],
      extra: [],
      untranslated: [],
      placeholderMismatch: [],
    });
  });
});
