import { flatten, loadCatalogue, type Messages } from '@veritex/i18n';
import { describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../settings/index.js';

/**
 * The public rules page names every setting in the reader's words: a setting added without its
 * label would show as its key. (The completeness test then carries the label into every language.)
 */
describe('published rule labels', () => {
  it('names every platform setting in the rules catalogue', () => {
    const english = flatten((loadCatalogue().get('en')?.rules ?? {}) as Messages);
    const unnamed = Object.keys(SETTING_DEFAULTS).filter((key) => !english.has(`settings.${key}`));
    expect(unnamed).toEqual([]);
  });
});
