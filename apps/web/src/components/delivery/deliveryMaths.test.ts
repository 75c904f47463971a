import { describe, expect, it } from 'vitest';
import { clockText, maxStake, quickStakes, ruleOutcome, stakeProblem, standingAt, winPayout, winProfit } from './deliveryMaths';

const PRODUCT = { min_stake: '10', max_stake: '5000' };

describe('stakeProblem (the server checks, in its order)', () => {
  it('refuses an empty or zero stake as "cannot be 0"', () => {
    expect(stakeProblem('', PRODUCT, '1000')).toEqual({ error: 'investment_amount_empty' });
    expect(stakeProblem('0', PRODUCT, '1000')).toEqual({ error: 'investment_amount_empty' });
    expect(stakeProblem('0.000', PRODUCT, '1000')).toEqual({ error: 'investment_amount_empty' });
  });
  it('refuses malformed amounts and more than 6 decimals', () => {
    expect(stakeProblem('1.', PRODUCT, '1000')?.error).toBe('amount_invalid');
    expect(stakeProblem('10.0000001', PRODUCT, '1000')?.error).toBe('amount_invalid');
  });
  it('names the bounds when outside them', () => {
    expect(stakeProblem('9.99', PRODUCT, '1000')).toEqual({ error: 'stake_out_of_bounds', params: { min: '10', max: '5000' } });
    expect(stakeProblem('5000.000001', PRODUCT, '100000')?.error).toBe('stake_out_of_bounds');
    expect(stakeProblem('10', PRODUCT, '1000')).toBeUndefined();
    expect(stakeProblem('5000', PRODUCT, '5000')).toBeUndefined();
  });
  it('checks the balance last, and only when it is known', () => {
    expect(stakeProblem('1000.000001', PRODUCT, '1000.000000')).toEqual({ error: 'insufficient_balance' });
    expect(stakeProblem('1000', PRODUCT, '1000.000000')).toBeUndefined();
    expect(stakeProblem('4000', PRODUCT, undefined)).toBeUndefined();
  });
});

describe('payout on a win', () => {
  it('is stake × (1 + pct/100), exact', () => {
    expect(winPayout('10', '80')).toBe('18.000000');
    expect(winPayout('123.45', '85')).toBe('228.382500');
    expect(winProfit('0.1', '88')).toBe('0.088000');
  });
  it('raises a fraction of a micro-USDT, as the server does', () => {
    // 10.000001 × 0.85 = 8.50000085 → 8.500001
    expect(winProfit('10.000001', '85')).toBe('8.500001');
    expect(winProfit('10.000001', '87.5')).toBe('8.750001');
  });
});

describe('where an order stands', () => {
  const up = { direction: 'up' as const, purchase_price: '100.50', stake: '10', payout_pct: '80' };
  const down = { ...up, direction: 'down' as const };
  it('follows the direction', () => {
    expect(standingAt(up, '100.51')).toBe('winning');
    expect(standingAt(up, '100.49')).toBe('losing');
    expect(standingAt(down, '100.49')).toBe('winning');
    expect(standingAt(up, '100.5')).toBe('level');
    expect(standingAt(up, null)).toBeUndefined();
  });
  it('states the rule: win pays stake + profit, loss 0, unchanged returns the stake', () => {
    expect(ruleOutcome(up, '101')).toEqual({ status: 'won', payout: '18.000000' });
    expect(ruleOutcome(up, '100')).toEqual({ status: 'lost', payout: '0' });
    expect(ruleOutcome(down, '100.50')).toEqual({ status: 'tie', payout: '10' });
  });
});

describe('stake helpers', () => {
  it('offers chips inside the bounds and a max the balance allows', () => {
    expect(quickStakes(PRODUCT)).toEqual(['10', '50', '100', '500', '1000']);
    expect(quickStakes({ min_stake: '50', max_stake: '100' })).toEqual(['50', '100']);
    expect(maxStake(PRODUCT, '1000.000000')).toBe('1000.000000');
    expect(maxStake(PRODUCT, '9000')).toBe('5000');
    expect(maxStake(PRODUCT, '0.000000')).toBeUndefined();
  });
  it('writes countdowns as mm:ss', () => {
    expect(clockText(29.4)).toBe('00:29');
    expect(clockText(300)).toBe('05:00');
    expect(clockText(-3)).toBe('00:00');
    expect(clockText(3725)).toBe('1:02:05');
  });
});
