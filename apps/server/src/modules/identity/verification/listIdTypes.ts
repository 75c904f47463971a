import { ID_TYPE_KEYS, type IdTypeOption } from '@veritex/shared';

/** web/getIdcardType: the ID types a level's form offers, each with the i18n key of its name. */
export function listIdTypes(input: { level: 'junior' | 'senior' }): { types: IdTypeOption[] } {
  return { types: Object.entries(ID_TYPE_KEYS[input.level]).map(([id, key]) => ({ id: Number(id), key })) };
}
