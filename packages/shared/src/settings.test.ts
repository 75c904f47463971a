import { describe, expect, it } from 'vitest';
import { checkSettingChange, previewSetting, SETTING_NAMES, SETTING_REGISTRY, type SettingValues } from './settings.js';

const DEFAULTS = {
  ...Object.fromEntries(SETTING_NAMES.map((key) => [key, SETTING_REGISTRY[key].type === 'boolean' ? false : SETTING_REGISTRY[key].min])),
  withdraw_window_start_hour: 12,
  withdraw_window_end_hour: 24,
  withdraw_min_usdt: 100,
  withdraw_max_usdt: 200_000,
  referral_level1_bp: 2000,
  referral_level2_bp: 1000,
  referral_level3_bp: 500,
  referral_level4_bp: 250,
  collateral_opening_ltv_pct: 65,
  collateral_margin_call_ltv_pct: 75,
  collateral_liquidation_ltv_pct: 85,
} as SettingValues;

describe('typed settings', () => {
  it.each(SETTING_NAMES)('%s: refuses values outside its bounds and of the wrong type', (key) => {
    const definition = SETTING_REGISTRY[key];
    if (definition.type === 'boolean') {
      expect(checkSettingChange(DEFAULTS, key, 1)?.error).toBe('invalid_input');
      expect(checkSettingChange(DEFAULTS, key, 'true')?.error).toBe('invalid_input');
      return;
    }
    expect(checkSettingChange(DEFAULTS, key, definition.min - 1)).toMatchObject({ error: 'setting_out_of_range', data: { min: String(definition.min) } });
    expect(checkSettingChange(DEFAULTS, key, definition.max + 1)).toMatchObject({ error: 'setting_out_of_range', data: { max: String(definition.max) } });
    expect(checkSettingChange(DEFAULTS, key, -1)?.error).toBe('setting_out_of_range');
    expect(checkSettingChange(DEFAULTS, key, definition.min + 0.5)?.error).toBe('setting_out_of_range');
    expect(checkSettingChange(DEFAULTS, key, true)?.error).toBe('setting_out_of_range');
  });

  it('refuses a withdrawal window whose start is not before its end (no wrap past midnight)', () => {
    expect(checkSettingChange(DEFAULTS, 'withdraw_window_start_hour', 24)?.error).toBe('setting_out_of_range');
    expect(checkSettingChange({ ...DEFAULTS, withdraw_window_end_hour: 12 }, 'withdraw_window_start_hour', 12)).toMatchObject({
      error: 'setting_window_empty',
      data: { start: '12', end: '12' },
    });
    expect(checkSettingChange(DEFAULTS, 'withdraw_window_end_hour', 10)?.error).toBe('setting_window_empty');
    expect(checkSettingChange(DEFAULTS, 'withdraw_window_start_hour', 0)).toBeUndefined();
  });

  it('refuses a minimum above the maximum, shares above 100 %, LTV levels out of order', () => {
    expect(checkSettingChange(DEFAULTS, 'withdraw_min_usdt', 200_001)).toMatchObject({
      error: 'setting_min_above_max',
      data: { min: '200001', max: '200000' },
    });
    expect(checkSettingChange(DEFAULTS, 'withdraw_max_usdt', 99)?.error).toBe('setting_min_above_max');
    expect(checkSettingChange(DEFAULTS, 'withdraw_min_usdt', 200_000)).toBeUndefined();
    expect(checkSettingChange(DEFAULTS, 'referral_level1_bp', 8_251)).toMatchObject({ error: 'setting_shares_above_total', data: { total: '100.01' } });
    expect(checkSettingChange(DEFAULTS, 'referral_level1_bp', 8_250)).toBeUndefined();
    expect(checkSettingChange(DEFAULTS, 'collateral_margin_call_ltv_pct', 65)?.error).toBe('setting_ltv_order');
    expect(checkSettingChange(DEFAULTS, 'collateral_liquidation_ltv_pct', 70)?.error).toBe('setting_ltv_order');
    expect(checkSettingChange(DEFAULTS, 'collateral_opening_ltv_pct', 74)).toBeUndefined();
    expect(checkSettingChange(DEFAULTS, 'no_such_setting', 1)?.error).toBe('setting_unknown');
  });

  it('previews what the user page will say, in exact decimals', () => {
    expect(previewSetting('withdraw_window_start_hour', { ...DEFAULTS, withdraw_window_start_hour: 9 })).toEqual({
      key: 'window',
      params: { start: '09:00', end: '24:00' },
    });
    expect(previewSetting('withdraw_window_start_hour', { ...DEFAULTS, withdraw_window_start_hour: 0 })).toEqual({ key: 'windowAllDay', params: {} });
    expect(previewSetting('withdraw_fee_usdt_cents', { ...DEFAULTS, withdraw_fee_usdt_cents: 105 })).toEqual({
      key: 'usdt',
      params: { amount: '1.05', asset: 'USDT' },
    });
    expect(previewSetting('withdraw_min_usdt', DEFAULTS)).toEqual({ key: 'limits', params: { min: '100', max: '200000', asset: 'USDT' } });
    expect(previewSetting('referral_level1_bp', DEFAULTS)).toEqual({ key: 'percent', params: { value: '20' } });
    expect(previewSetting('referral_level4_bp', DEFAULTS)).toEqual({ key: 'percent', params: { value: '2.5' } });
    expect(previewSetting('collateral_daily_rate_ppm', { ...DEFAULTS, collateral_daily_rate_ppm: 200 })).toEqual({
      key: 'percentPerDay',
      params: { value: '0.02' },
    });
    expect(previewSetting('invitation_required', { ...DEFAULTS, invitation_required: true })).toEqual({ key: 'on', params: {} });
    expect(previewSetting('session_ttl_days', { ...DEFAULTS, session_ttl_days: 7 })).toEqual({ key: 'days', params: { value: '7' } });
  });
});
