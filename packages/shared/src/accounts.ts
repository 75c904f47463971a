import { type CountryCode, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ErrorName } from './errors.js';

export type AccountKind = 'email' | 'phone';
export interface NormalizedAccount {
  kind: AccountKind;
  /** Lower-cased e-mail, or the phone number in E.164 form (+447700900123). */
  value: string;
}

// Deliberately stricter than RFC 5322: what real mailbox providers accept, and no quoted local parts.
const EMAIL_PATTERN = /^[a-z0-9](?:[a-z0-9._%+-]{0,62}[a-z0-9])?@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/i;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value) && !value.includes('..');
}

/**
 * Parses a phone number typed as "+44 7700 900123", or as local digits with a
 * separately chosen calling code ("44" + "07700900123"). Returns E.164 or undefined.
 */
export function toE164(phone: string, callingCode?: string): string | undefined {
  const trimmed = phone.replace(/[\s().-]/g, '');
  if (!/^\+?\d{4,17}$/.test(trimmed)) return undefined;
  const code = callingCode?.replace(/^\+/, '');
  const international = trimmed.startsWith('+') ? trimmed : code ? `+${code}${trimmed.replace(/^0+/, '')}` : undefined;
  if (!international) return undefined;
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** Decides whether a login account is an e-mail or a phone number, and normalises it. */
export function normalizeAccount(account: string, callingCode?: string): { ok: true; value: NormalizedAccount } | { ok: false; error: ErrorName } {
  const trimmed = account.trim();
  if (trimmed === '') return { ok: false, error: 'account_empty' };
  if (trimmed.includes('@')) {
    return isValidEmail(trimmed) ? { ok: true, value: { kind: 'email', value: trimmed.toLowerCase() } } : { ok: false, error: 'email_invalid' };
  }
  const e164 = toE164(trimmed, callingCode);
  return e164 ? { ok: true, value: { kind: 'phone', value: e164 } } : { ok: false, error: 'mobile_invalid' };
}

/**
 * Spec §3: the displayed account is the phone, else the e-mail; of one of 12 characters or more only
 * the first 12 are shown. A cut one ends in an ellipsis ("demo@veritex…"), so that it reads as
 * shortened rather than as a broken address; exactly 12 characters lose nothing and get none.
 */
export function displayAccount(phone: string | null | undefined, email: string | null | undefined): string {
  const account = phone || email || '';
  return account.length > 12 ? `${account.slice(0, 12)}…` : account;
}

export interface Country {
  /** ISO 3166-1 alpha-2 */
  code: CountryCode;
  /** International calling code without "+" */
  callingCode: string;
}

/** Every country libphonenumber knows, with its calling code; names come from Intl.DisplayNames per language. */
export const COUNTRIES: readonly Country[] = getCountries().map((code) => ({ code, callingCode: getCountryCallingCode(code) }));

const COUNTRY_CODES = new Set<string>(COUNTRIES.map((c) => c.code));
export function isCountryCode(value: string): value is CountryCode {
  return COUNTRY_CODES.has(value);
}
