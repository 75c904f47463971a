import { LANGUAGES } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { HELP_SEED_CATEGORIES } from './categories.js';
import { HELP_SEED_TEXTS } from './texts.js';
import { HELP_SEED_ARTICLE_KEYS } from './types.js';

/** The seeded help centre: every article in every language, each translation carrying the English one's links, tables and figures. */
const links = (markdown: string) => [...markdown.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]).sort();
const tableRows = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('|')).length;
const figures = (markdown: string) => [...markdown.matchAll(/\d+/g)].length;

describe('the seeded help articles', () => {
  it('places every article in exactly one category', () => {
    const placed = HELP_SEED_CATEGORIES.flatMap((category) => category.articles.map((article) => article.key)).sort();
    expect(placed).toEqual([...HELP_SEED_ARTICLE_KEYS].sort());
  });

  it('keeps the English articles concise but complete (120–300 words)', () => {
    for (const key of HELP_SEED_ARTICLE_KEYS) {
      const words = HELP_SEED_TEXTS.en[key].body.split(/\s+/).filter((word) => /\w/.test(word)).length;
      expect(words, key).toBeGreaterThanOrEqual(120);
      expect(words, key).toBeLessThanOrEqual(300);
    }
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s: translates every article with the same links, tables and about the same figures', (lang) => {
    for (const key of HELP_SEED_ARTICLE_KEYS) {
      const english = HELP_SEED_TEXTS.en[key];
      const text = HELP_SEED_TEXTS[lang][key];
      expect(text.title, key).not.toBe(english.title);
      expect(links(text.body), key).toEqual(links(english.body));
      expect(tableRows(text.body), key).toBe(tableRows(english.body));
      // Thousands separators and decimal commas split numbers differently; a missing rule shows as a large gap.
      expect(Math.abs(figures(text.body) - figures(english.body)), key).toBeLessThanOrEqual(Math.max(8, figures(english.body) / 3));
    }
  });
});
