import type { MerchantRequirement } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { approvable, elapsedSince, isLate, toAdStatus, toDeskTab, toOrderStatus, unmetCriteria } from './p2pDesk';

const criteria = (overrides: Partial<Record<MerchantRequirement['key'], boolean>> = {}): MerchantRequirement[] =>
  (['account_age_days', 'completed_orders', 'completion_rate_pct', 'counterparties', 'verification', 'security_deposit'] as const).map((key) => ({
    key,
    required: '1',
    current: '1',
    met: overrides[key] ?? true,
  }));

describe('approving a merchant application', () => {
  it('needs every criterion met, except the security deposit the application already holds', () => {
    expect(approvable({ status: 'pending', requirements: criteria() })).toBe(true);
    expect(approvable({ status: 'pending', requirements: criteria({ security_deposit: false }) })).toBe(true);
    expect(approvable({ status: 'pending', requirements: criteria({ completion_rate_pct: false }) })).toBe(false);
    expect(unmetCriteria(criteria({ verification: false, counterparties: false }))).toEqual(['counterparties', 'verification']);
  });

  it('is only for pending applications', () => {
    for (const status of ['approved', 'rejected', 'resigned'] as const) expect(approvable({ status, requirements: criteria() })).toBe(false);
  });
});

describe('how long an appeal has waited', () => {
  const opened = '2026-11-25T08:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts whole days, hours and minutes', () => {
    expect(elapsedSince(opened, at('2026-11-25T08:00:59.000Z'))).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(elapsedSince(opened, at('2026-11-25T10:05:00.000Z'))).toEqual({ days: 0, hours: 2, minutes: 5 });
    expect(elapsedSince(opened, at('2026-11-27T09:30:00.000Z'))).toEqual({ days: 2, hours: 1, minutes: 30 });
  });

  it('never goes negative when the browser clock is behind, and says nothing for a missing time', () => {
    expect(elapsedSince(opened, at('2026-11-25T07:59:00.000Z'))).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(elapsedSince(null, at(opened))).toBeUndefined();
    expect(elapsedSince('not a time', at(opened))).toBeUndefined();
  });

  it('marks appeals waiting a day or more', () => {
    expect(isLate({ days: 0, hours: 23, minutes: 59 })).toBe(false);
    expect(isLate({ days: 1, hours: 0, minutes: 0 })).toBe(true);
    expect(isLate(undefined)).toBe(false);
  });
});

describe('the address', () => {
  it('opens the appeals by default and ignores unknown tabs and filters', () => {
    expect(toDeskTab(undefined)).toBe('appeals');
    expect(toDeskTab('ads')).toBe('ads');
    expect(toDeskTab('nonsense')).toBe('appeals');
    expect(toOrderStatus('appeal')).toBe('appeal');
    expect(toOrderStatus('')).toBeUndefined();
    expect(toAdStatus('suspended')).toBe('suspended');
    expect(toAdStatus('gone')).toBeUndefined();
  });
});
