import { describe, expect, it } from 'vitest';
import { nationalitiesDiffer } from './kycUi';

describe('nationalitiesDiffer', () => {
  it('compares the document with the registration, ignoring case', () => {
    expect(nationalitiesDiffer({ nationality: 'GB', user_nationality: 'gb' })).toBe(false);
    expect(nationalitiesDiffer({ nationality: 'FR', user_nationality: 'GB' })).toBe(true);
  });

  it('says nothing when either side is unknown (senior and address submissions name no nationality)', () => {
    expect(nationalitiesDiffer({ nationality: '', user_nationality: 'GB' })).toBe(false);
    expect(nationalitiesDiffer({ nationality: 'GB', user_nationality: '' })).toBe(false);
  });
});
