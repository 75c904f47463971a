import { describe, expect, it } from 'vitest';
import { displayAccount, isValidEmail, normalizeAccount, toE164 } from './accounts.js';
import { langFromTag, pickLang } from './languages.js';

describe('accounts', () => {
  it('normalises e-mails to lower case and phones to E.164', () => {
    expect(normalizeAccount(' Ann@Example.COM ')).toEqual({ ok: true, value: { kind: 'email', value: 'ann@example.com' } });
    expect(normalizeAccount('+44 7911 123456')).toEqual({ ok: true, value: { kind: 'phone', value: '+447911123456' } });
    expect(normalizeAccount('07911123456', '44')).toEqual({ ok: true, value: { kind: 'phone', value: '+447911123456' } });
    expect(normalizeAccount('13812345678', '+86')).toEqual({ ok: true, value: { kind: 'phone', value: '+8613812345678' } });
  });

  it('refuses malformed accounts with the spec messages', () => {
    expect(normalizeAccount('')).toEqual({ ok: false, error: 'account_empty' });
    expect(normalizeAccount('ann@')).toEqual({ ok: false, error: 'email_invalid' });
    expect(normalizeAccount('12345', '44')).toEqual({ ok: false, error: 'mobile_invalid' });
    expect(normalizeAccount('07911123456')).toEqual({ ok: false, error: 'mobile_invalid' });
    expect(toE164('+1 202 555 0')).toBeUndefined();
  });

  it('checks e-mail format', () => {
    for (const good of ['a@b.co', 'first.last+tag@mail.example.org']) expect(isValidEmail(good)).toBe(true);
    for (const bad of ['a@b', 'a..b@c.com', '@c.com', 'a b@c.com', 'a@-c.com', `${'a'.repeat(250)}@c.com`]) expect(isValidEmail(bad)).toBe(false);
  });

  it('shows the phone, else the e-mail, cut to 12 characters (spec §3)', () => {
    expect(displayAccount('+447911123456', 'x@y.com')).toBe('+44791112345…');
    expect(displayAccount('', 'short@x.io')).toBe('short@x.io');
    expect(displayAccount(null, 'exactly12@ab')).toBe('exactly12@ab');
    expect(displayAccount(null, 'longer.address@example.com')).toBe('longer.addre…');
    expect(displayAccount(null, 'demo@veritex.local')).toBe('demo@veritex…');
  });
});

describe('languages', () => {
  it('maps browser tags to the spec codes', () => {
    expect(langFromTag('ja-JP')).toBe('jp');
    expect(langFromTag('ko')).toBe('kr');
    expect(langFromTag('vi-VN')).toBe('vn');
    expect(langFromTag('zh-CN')).toBe('zh');
    expect(langFromTag('zh-HK')).toBe('tw');
    expect(langFromTag('zh-Hant-TW')).toBe('tw');
    expect(langFromTag('pt-BR')).toBe('pt');
    expect(langFromTag('nl')).toBeUndefined();
    expect(pickLang(['nl-NL', 'de-AT', 'en'])).toBe('de');
    expect(pickLang(['nl'])).toBeUndefined();
  });
});
