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

export async function listSettingRows(db: DbOrTx): Promise<Array<{ key: string; value: unknown; updatedAt: Date | null; updatedBy: string }>> {
  const stored = new Map((await db.select().from(platformSettings)).map((row) => [row.key, row]));
  return Object.entries(SETTING_DEFAULTS).map(([key, fallback]) => {
    const row = stored.get(key);
    return { key, value: row?.value ?? fallback, updatedAt: row?.updatedAt ?? null, updatedBy: row?.updatedBy ?? 'default' };
  });
}
