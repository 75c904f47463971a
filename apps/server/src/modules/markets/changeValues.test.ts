import { describe, expect, it } from 'vitest';
import { checkDeliveryValues, checkInstrumentValues, checkSpotValues, effectiveTime, plain } from './changeValues.js';

const spot = { tick_size: '0.010', lot_size: '0.0001', min_notional: '5.0', maker_fee_bp: 10, taker_fee_bp: 10, listed: true };
const instrument = {
  lot_size: '0.01',
  max_leverage: 100,
  spread_bp: 2,
  open_fee_bp: 5,
  close_fee_bp: 5,
  maintenance_margin_bp: 50,
  carry_rate_bp: 1,
  carry_period: '8h' as const,
  trading_hours: ' 24/7 ',
  exposure_cap_usdt: '5000000',
};

describe('markets desk bounds', () => {
  it('writes sizes without padding and keeps them on the assets minor units', () => {
    expect(plain('0.0100')).toBe('0.01');
    expect(plain('005.0')).toBe('5');
    expect(checkSpotValues(spot, 8, 6)).toEqual({ ok: true, value: { ...spot, tick_size: '0.01', min_notional: '5' } });
    expect(checkSpotValues({ ...spot, tick_size: '0.0000001' }, 8, 6)).toMatchObject({
      ok: false,
      error: 'market_size_invalid',
      data: { field: 'tick_size', scale: 6 },
    });
    expect(checkSpotValues({ ...spot, lot_size: '0' }, 8, 6)).toMatchObject({ ok: false, data: { field: 'lot_size' } });
  });

  it('refuses a maker fee above the taker fee', () => {
    expect(checkSpotValues({ ...spot, maker_fee_bp: 11 }, 8, 6)).toMatchObject({ ok: false, error: 'market_fee_order' });
  });

  it('keeps the maintenance margin below the initial margin at the cap, exactly', () => {
    expect(checkInstrumentValues(instrument, 8)).toMatchObject({ ok: true, value: { trading_hours: '24/7' } });
    expect(checkInstrumentValues({ ...instrument, maintenance_margin_bp: 100 }, 8)).toMatchObject({ ok: false, data: { max_bp: 99 } });
    // 3x: 3,333 bp × 3 = 9,999 < 10,000 is allowed; 3,334 is not.
    expect(checkInstrumentValues({ ...instrument, max_leverage: 3, maintenance_margin_bp: 3333 }, 8).ok).toBe(true);
    expect(checkInstrumentValues({ ...instrument, max_leverage: 3, maintenance_margin_bp: 3334 }, 8)).toMatchObject({ ok: false, data: { max_bp: 3333 } });
  });

  it('keeps delivery stakes in order', () => {
    expect(checkDeliveryValues({ payout_bp: 8000, min_stake: '10', max_stake: '10', active: true }, 6).ok).toBe(true);
    expect(checkDeliveryValues({ payout_bp: 8000, min_stake: '10', max_stake: '9.99', active: true }, 6)).toMatchObject({
      ok: false,
      error: 'delivery_stake_order',
    });
  });

  it('takes an effective time only in the future and within a year', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(effectiveTime(undefined, now)).toEqual({ ok: true, value: null });
    expect(effectiveTime('', now)).toEqual({ ok: true, value: null });
    expect(effectiveTime('2026-11-29T12:01:00Z', now)).toEqual({ ok: true, value: new Date('2026-11-29T12:01:00Z') });
    expect(effectiveTime('2026-11-29T12:00:00Z', now)).toMatchObject({ ok: false, error: 'market_effective_past' });
    expect(effectiveTime('2028-01-01T00:00:00Z', now)).toMatchObject({ ok: false, error: 'market_effective_past' });
  });
});
