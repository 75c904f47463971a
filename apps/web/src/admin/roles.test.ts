import { describe, expect, it } from 'vitest';
import { allowedSections, can } from './roles';

describe('compliance desk permissions', () => {
  it('shows the Verification section to compliance, support and super admins only', () => {
    expect(allowedSections(['compliance'])).toContain('kyc');
    expect(allowedSections(['support'])).toContain('kyc');
    expect(allowedSections(['super_admin'])).toContain('kyc');
    expect(allowedSections(['finance'])).not.toContain('kyc');
    expect(allowedSections(['content'])).not.toContain('kyc');
  });

  it('lets only compliance (and super admins) approve or reject', () => {
    expect(can(['compliance'], 'reviewKyc')).toBe(true);
    expect(can(['super_admin'], 'reviewKyc')).toBe(true);
    expect(can(['support'], 'reviewKyc')).toBe(false);
    expect(can(['finance', 'support'], 'reviewKyc')).toBe(false);
  });

  it('lists Verification right after Users in the menu', () => {
    expect(allowedSections(['super_admin']).slice(0, 2)).toEqual(['users', 'kyc']);
  });
});

describe('loan and earn desks', () => {
  it('shows Loans, Lending and Earn to finance and super admins only', () => {
    for (const section of ['loans', 'lending', 'earn'] as const) {
      expect(allowedSections(['finance'])).toContain(section);
      expect(allowedSections(['super_admin'])).toContain(section);
      expect(allowedSections(['compliance', 'support', 'content'])).not.toContain(section);
    }
  });

  it('lets finance decide loans, configure products and move lending capital', () => {
    expect(can(['finance'], 'reviewLoans')).toBe(true);
    expect(can(['finance'], 'configureProducts')).toBe(true);
    expect(can(['finance'], 'moveLendingCapital')).toBe(true);
    expect(can(['support'], 'reviewLoans')).toBe(false);
  });
});

describe('subscription, rewards and referral desks', () => {
  it('shows Subscriptions, Rewards and Referral to finance and super admins only', () => {
    for (const section of ['subscriptions', 'rewards', 'referral'] as const) {
      expect(allowedSections(['finance'])).toContain(section);
      expect(allowedSections(['super_admin'])).toContain(section);
      expect(allowedSections(['compliance', 'support', 'content'])).not.toContain(section);
    }
  });

  it('lets finance manage projects, configure and fund rewards, and reverse commissions', () => {
    for (const permission of ['manageSubscriptions', 'configureRewards', 'fundRewards', 'reverseCommissions'] as const) {
      expect(can(['finance'], permission)).toBe(true);
      expect(can(['support', 'content', 'compliance'], permission)).toBe(false);
    }
  });

  it('lists the three desks after Earn and before the Ledger', () => {
    const sections = allowedSections(['super_admin']);
    expect(sections.slice(sections.indexOf('earn'), sections.indexOf('ledger'))).toEqual(['earn', 'subscriptions', 'rewards', 'referral']);
  });
});

describe('quick-buy desk', () => {
  it('shows Quick buy to support, compliance, finance and super admins (p2p.read), not to content', () => {
    for (const roles of [['support'], ['compliance'], ['finance'], ['super_admin']]) expect(allowedSections(roles)).toContain('p2p');
    expect(allowedSections(['content'])).not.toContain('p2p');
  });

  it('lets support and compliance decide appeals, approve merchants and suspend ads (p2p.review); finance only reads', () => {
    expect(can(['support'], 'reviewP2p')).toBe(true);
    expect(can(['compliance'], 'reviewP2p')).toBe(true);
    expect(can(['super_admin'], 'reviewP2p')).toBe(true);
    expect(can(['finance'], 'reviewP2p')).toBe(false);
    expect(can(['content'], 'reviewP2p')).toBe(false);
  });

  it('lists Quick buy right after Verification, then Customer service, before the finance desk', () => {
    expect(allowedSections(['super_admin']).slice(0, 5)).toEqual(['users', 'kyc', 'p2p', 'support', 'deposits']);
  });
});

describe('content desk', () => {
  it('shows Announcements and Banners to content, support (read only) and super admins', () => {
    for (const section of ['announcements', 'banners'] as const) {
      expect(allowedSections(['content'])).toContain(section);
      expect(allowedSections(['support'])).toContain(section);
      expect(allowedSections(['finance', 'compliance'])).not.toContain(section);
    }
    expect(can(['content'], 'editContent')).toBe(true);
    expect(can(['super_admin'], 'editContent')).toBe(true);
    expect(can(['support'], 'editContent')).toBe(false);
  });
});

describe('customer service and content desks', () => {
  it('shows Customer service to support and super admins only', () => {
    expect(allowedSections(['support'])).toContain('support');
    expect(allowedSections(['super_admin'])).toContain('support');
    for (const role of ['compliance', 'finance', 'content'] as const) expect(allowedSections([role])).not.toContain('support');
  });

  it('shows Announcements, Banners and Help centre to content (who writes) and support (who reads), not to finance', () => {
    for (const section of ['announcements', 'banners', 'help'] as const) {
      expect(allowedSections(['content'])).toContain(section);
      expect(allowedSections(['support'])).toContain(section);
      expect(allowedSections(['finance'])).not.toContain(section);
    }
    expect(can(['content'], 'editContent')).toBe(true);
    expect(can(['support'], 'editContent')).toBe(false);
  });
});
