import { checkSettingChange, fail, ok, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { recordRuleChange, settingRule } from '../rules/index.js';
import { isSettingKey } from './defaults.js';
import { readSettings } from './readSettings.js';
import { platformSettings } from './schema.js';

/**
 * admin/updateSetting (on the audited staff action's transaction): checks the value against the
 * typed registry (its bounds, and what it must agree with: a withdrawal window that is not empty,
 * a minimum not above the maximum, referral shares within the fee, LTV levels in order), stores
 * it and writes the rule register's new version in the same transaction, so the published
 * rulebook and the setting never disagree.
 */
export async function updateSetting(db: DbOrTx, options: { key: string; value: unknown; updatedBy: string }): Promise<Result<{ previous: unknown }>> {
  const { key, value, updatedBy } = options;
  if (!isSettingKey(key)) return fail('setting_unknown', { field: 'key' });
  return db.transaction(async (tx) => {
    // Locks the settings against a concurrent change of the value this one must agree with.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platform_settings'))`);
    const refusal = checkSettingChange(await readSettings(tx), key, value);
    if (refusal) return fail(refusal.error, refusal.data);
    const validValue = value as boolean | number;
    const before = await tx.query.platformSettings.findFirst({ where: (t, { eq }) => eq(t.key, key) });
    await tx
      .insert(platformSettings)
      .values({ key, value: validValue, updatedBy, updatedAt: new Date() })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value: validValue, updatedBy, updatedAt: new Date() } });
    await recordRuleChange(tx, settingRule(key, validValue), { changedBy: `staff:${updatedBy}`, reason: 'setting_changed' });
    return ok({ previous: before?.value ?? null });
  });
}
