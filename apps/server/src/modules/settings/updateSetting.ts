import { fail, ok, type Result } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { recordRuleChange, settingRule } from '../rules/index.js';
import { isSettingKey, isValidSettingValue } from './defaults.js';
import { platformSettings } from './schema.js';

/**
 * admin/updateSetting (on the audited staff action's transaction): stores the value and writes
 * the rule register's new version in the same transaction, so the published rulebook and the
 * setting never disagree.
 */
export async function updateSetting(db: DbOrTx, options: { key: string; value: unknown; updatedBy: string }): Promise<Result<{ previous: unknown }>> {
  const { key, value, updatedBy } = options;
  if (!isSettingKey(key) || !isValidSettingValue(key, value)) return fail('invalid_input', { field: 'value' });
  const validValue = value as boolean | number;
  return db.transaction(async (tx) => {
    const before = await tx.query.platformSettings.findFirst({ where: (t, { eq }) => eq(t.key, key) });
    await tx
      .insert(platformSettings)
      .values({ key, value: validValue, updatedBy, updatedAt: new Date() })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value: validValue, updatedBy, updatedAt: new Date() } });
    await recordRuleChange(tx, settingRule(key, validValue), { changedBy: `staff:${updatedBy}`, reason: 'setting_changed' });
    return ok({ previous: before?.value ?? null });
  });
}
