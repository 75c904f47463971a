import { PROTECTED_ROUTES } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { PHONE_TAB_PATHS, PHONE_TABS, phoneTabFor } from './phoneTabs';

describe('phoneTabFor', () => {
  it('lights each tab on its own screen', () => {
    for (const tab of PHONE_TABS) expect({ tab, lit: phoneTabFor(`/m${PHONE_TAB_PATHS[tab] === '/' ? '' : PHONE_TAB_PATHS[tab]}`) }).toEqual({ tab, lit: tab });
    expect(phoneTabFor('/m/')).toBe('home');
  });

  it('keeps the tab lit on its child screens', () => {
    expect(phoneTabFor('/m/lt')).toBe('contracts');
    expect(phoneTabFor('/m/positionList')).toBe('contracts');
    expect(phoneTabFor('/m/deal_jg')).toBe('contracts');
    expect(phoneTabFor('/m/contractTransaction')).toBe('contracts');
    expect(phoneTabFor('/m/dealList')).toBe('trade');
    expect(phoneTabFor('/m/kjmb')).toBe('trade');
    expect(phoneTabFor('/m/recharge')).toBe('assets');
    expect(phoneTabFor('/m/deallog')).toBe('assets');
    expect(phoneTabFor('/m/profit_buy')).toBe('earn');
    expect(phoneTabFor('/m/repayment2')).toBe('earn');
    expect(phoneTabFor('/m/currency')).toBe('markets');
  });

  it('lights no tab on screens outside the bar', () => {
    expect(phoneTabFor('/m/setting')).toBeUndefined();
    expect(phoneTabFor('/m/help')).toBeUndefined();
  });

  it('gives every login-only screen of routes.ts a tab, except rewards, passwords and announcements', () => {
    const outside = new Set(['/sign', '/benefitsRecords', '/bindphone', '/bindmpwd', '/agreement', '/notice2']);
    const screens = PROTECTED_ROUTES.filter((route) => !outside.has(route.path));
    expect(screens.filter((route) => phoneTabFor(`/m${route.path}`) === undefined).map((route) => route.path)).toEqual([]);
  });
});
