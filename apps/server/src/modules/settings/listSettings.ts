import type { DbOrTx } from '../../platform/db/client.js';
import { SETTING_DEFAULTS } from './defaults.js';
import { platformSettings } from './schema.js';

/** admin/settings: every setting with its value (stored, else the default) and who last changed it. */
export async function listSettings(db: DbOrTx): Promise<{ items: Array<{ key: string; value: unknown; updated_at: string | null; updated_by: string }> }> {
  const stored = new Map((await db.select().from(platformSettings)).map((row) => [row.key, row]));
  return {
    items: Object.entries(SETTING_DEFAULTS).map(([key, fallback]) => {
      const row = stored.get(key);
      return { key, value: row?.value ?? fallback, updated_at: row?.updatedAt?.toISOString() ?? null, updated_by: row?.updatedBy ?? 'default' };
    }),
  };
}
