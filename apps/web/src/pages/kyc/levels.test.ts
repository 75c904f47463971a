import type { VerificationHub, VerificationStatus, VerificationView } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { creditPointsOf, featuresOpenedBy, levelAction } from './levels';

function view(level: VerificationView['level'], status: VerificationStatus): VerificationView {
  return {
    level,
    status,
    id: null,
    reason: '',
    submitted_at: null,
    reviewed_at: null,
    nationality: '',
    id_type: null,
    real_name: '',
    id_number: '',
    address: '',
    images: [],
  };
}

function hub(junior: VerificationStatus, senior: VerificationStatus = 'none', address: VerificationStatus = 'none'): VerificationHub {
  return {
    kyc: { status: 'approved', contact: 'email' },
    junior: view('junior', junior),
    senior: view('senior', senior),
    address: view('address', address),
    level: 'kyc',
  };
}

describe('what a level opens', () => {
  it('lists a feature under the highest level it needs', () => {
    expect(featuresOpenedBy('junior')).toEqual(['withdraw', 'loan', 'p2p_buy', 'p2p_sell']);
    expect(featuresOpenedBy('senior')).toEqual(['withdraw_large', 'p2p_merchant']);
    expect(featuresOpenedBy('address')).toEqual([]);
  });

  it('gives each level its credit points', () => {
    expect([creditPointsOf('junior'), creditPointsOf('senior'), creditPointsOf('address')]).toEqual([10, 10, 5]);
  });
});

describe('the action a level offers', () => {
  it('starts junior, resubmits after a failure, views while under review or approved', () => {
    expect(levelAction(hub('none'), 'junior')).toBe('start');
    expect(levelAction(hub('rejected'), 'junior')).toBe('resubmit');
    expect(levelAction(hub('pending'), 'junior')).toBe('view');
    expect(levelAction(hub('approved'), 'junior')).toBe('view');
  });

  it('locks senior and address until junior is approved', () => {
    expect(levelAction(hub('pending'), 'senior')).toBe('locked');
    expect(levelAction(hub('rejected'), 'address')).toBe('locked');
    expect(levelAction(hub('approved'), 'senior')).toBe('start');
    expect(levelAction(hub('approved', 'rejected'), 'senior')).toBe('resubmit');
    expect(levelAction(hub('approved', 'none', 'pending'), 'address')).toBe('view');
  });
});
