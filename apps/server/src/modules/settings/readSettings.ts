import type { DbOrTx } from '../../platform/db/client.js';
import { isSettingKey, isValidSettingValue, SETTING_DEFAULTS, type Settings } from './defaults.js';
import { platformSettings } from './schema.js';

/** Current settings: stored values over defaults (stored values of the wrong type are ignored). */
export async function readSettings(db: DbOrTx): Promise<Settings> {
  const settings: Settings = { ...SETTING_DEFAULTS };
  for (const row of await db.select().from(platformSettings)) {
    if (isSettingKey(row.key) && isValidSettingValue(row.key, row.value)) {
      (settings as Record<string, unknown>)[row.key] = row.value;
    }
  }
  return settings;
}
