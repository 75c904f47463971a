import { LANGUAGES, POSTING_REASONS } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { flatten, loadCatalogue, type Messages } from './index.js';

const catalogue = loadCatalogue();

/**
 * The account log names every posting reason (web `funds.reasons.<reason>`, the filter and the
 * rows): a reason added to POSTING_REASONS without its words in every language fails here.
 */
describe.each(LANGUAGES)('%s account-log catalogue', (lang) => {
  const web = flatten((catalogue.get(lang)?.web ?? {}) as Messages);
  it('names every posting reason, and nothing else', () => {
    const named = [...web.keys()].filter((key) => key.startsWith('funds.reasons.')).map((key) => key.slice('funds.reasons.'.length));
    expect(named.sort()).toEqual([...POSTING_REASONS].sort());
    for (const reason of POSTING_REASONS) expect(web.get(`funds.reasons.${reason}`)?.trim(), reason).toBeTruthy();
  });
});
