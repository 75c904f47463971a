import { fail, ok, type Result } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { isSettingKey, isValidSettingValue } from './defaults.js';
import { platformSettings } from './schema.js';

export async function updateSetting(db: DbOrTx, options: { key: string; value: unknown; updatedBy: string }): Promise<Result<{ previous: unknown }>> {
  const { key, value, updatedBy } = options;
  if (!isSettingKey(key) || !isValidSettingValue(key, value)) return fail('invalid_input', { field: 'value' });
  const before = await db.query.platformSettings.findFirst({ where: (t, { eq }) => eq(t.key, key) });
  await db
    .insert(platformSettings)
    .values({ key, value, updatedBy, updatedAt: new Date() })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
  return ok({ previous: before?.value ?? null });
}
