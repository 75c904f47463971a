import { PERSON_CHILD_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_UNAVAILABLE_ROUTES } from './demoRoutes';

describe('pages unavailable in demo mode', () => {
  const keys = new Set([...PUBLIC_ROUTES, ...PROTECTED_ROUTES, ...PERSON_CHILD_ROUTES].map((route) => route.key));

  it('names only routes that exist', () => {
    expect([...DEMO_UNAVAILABLE_ROUTES].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('leaves trading, balances, the account log, earn, flash exchange and messages open', () => {
    const open = ['home', 'market', 'deal', 'dealContract', 'dealDelivery', 'preciousMetal', 'asset', 'deallog', 'profitIndex', 'exchange', 'news'];
    expect(open.filter((key) => DEMO_UNAVAILABLE_ROUTES.has(key))).toEqual([]);
  });
});
