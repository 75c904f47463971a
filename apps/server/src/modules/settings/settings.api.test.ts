import { ERROR_CODES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../testing/callers.js';
import { fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

/**
 * Typed settings through admin/updateSetting (issue 19 §4): the server refuses impossible values
 * with their own errors and leaves the setting (and the rule register) unchanged; an accepted
 * change is audited and shows where users read it (the withdrawal rules).
 */

let t: TestApp;
let admin: string;
let n = 0;
const rid = () => `set${n++}x${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t, 'super_admin');
}, 120_000);
afterAll(() => t?.close());

const update = async (key: string, value: string, lang?: string) =>
  (await t.call('updateSetting', { key, value, request_id: rid() }, { scope: 'admin', token: admin, lang })).body;

const stored = async (key: string) =>
  (await t.services.db.execute<{ value: unknown }>(sql`select value from platform_settings where key = ${key}`)).rows[0]?.value;

describe('admin/updateSetting', () => {
  it.each([
    ['withdraw_window_end_hour', '6', 'setting_window_empty'],
    ['withdraw_window_end_hour', '12', 'setting_window_empty'],
    ['withdraw_window_start_hour', '-1', 'setting_out_of_range'],
    ['withdraw_fee_usdt_cents', '-5', 'setting_out_of_range'],
    ['withdraw_fee_usdt_cents', '1.5', 'setting_out_of_range'],
    ['withdraw_min_usdt', '300000', 'setting_min_above_max'],
    ['withdraw_max_usdt', '50', 'setting_min_above_max'],
    ['referral_level1_bp', '9000', 'setting_shares_above_total'],
    ['collateral_margin_call_ltv_pct', '90', 'setting_ltv_order'],
    ['invitation_required', '1', 'invalid_input'],
    ['no_such_setting', '1', 'setting_unknown'],
  ] as const)('%s = %s is refused with %s, and nothing changes', async (key, value, error) => {
    const before = await stored(key);
    const answer = await update(key, value);
    expect(answer.code, JSON.stringify(answer)).toBe(ERROR_CODES[error]);
    expect(answer.data).toMatchObject({ field: error === 'setting_unknown' ? 'key' : 'value' });
    expect(await stored(key)).toEqual(before);
  });

  it('says which bounds in the reader language', async () => {
    const answer = await update('withdraw_per_day', '0', 'fr');
    expect(answer.msg).toBe('La valeur doit être comprise entre 1 et 100.');
  });

  it('accepts a possible value, audits it, and the withdrawal page reads it (round the clock)', async () => {
    const answer = await update('withdraw_window_start_hour', '0');
    expect(answer).toMatchObject({ code: 0 });
    const audit = await t.services.db.execute<{ target: string; details: unknown }>(
      sql`select target, details from audit_log where action = 'settings.update' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toMatchObject({ target: 'setting:withdraw_window_start_hour', details: { value: 0, previous: null, outcome: 'ok' } });
    const user = await fundedUser(t, 'settings-reader@example.com', 0n);
    const rules = await t.call('getWithdrawRules', {}, { token: user.token });
    expect(rules.body.data.window).toMatchObject({ start: 0, end: 24, open: true });
  });
});
