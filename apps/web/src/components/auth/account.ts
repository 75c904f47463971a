import { type CallInput, COUNTRIES, sendEmailCodeInputSchema, sendPhoneCodeInputSchema } from '@veritex/shared';
import { browserRegion } from '../../i18n/countries';

export type AccountMode = 'email' | 'mobile';

/** The fields every account form shares: the account, and the calling-code country for phones. */
export interface AccountValues {
  account?: string;
  /** ISO country code whose calling code prefixes a phone number. */
  country?: string;
}

export function callingCodeOf(country: string | undefined): string | undefined {
  return COUNTRIES.find((candidate) => candidate.code === country)?.callingCode;
}

/** `account` and `area_code` as the server takes them (docs/api.md). */
export function accountPayload(mode: AccountMode, values: AccountValues): { account: string; area_code?: string } {
  const account = (values.account ?? '').trim();
  if (mode === 'email' || account.startsWith('+')) return { account };
  return { account, area_code: callingCodeOf(values.country) };
}

/** The phone country preselected from the browser's region (spec: "defaulting from the browser region"). */
export function defaultCountry(): string {
  return browserRegion() ?? 'US';
}

/** What a code is for: `bind` codes are the security centre's (web/sendBindCode), not these calls'. */
export type AccountCodePurpose = CallInput<'web', 'getCode'>['purpose'];

/** A web/getCode or web/getTelCode request, or why the account typed cannot get a code. */
export type CodeRequest =
  | { ok: true; call: 'getCode'; params: CallInput<'web', 'getCode'> }
  | { ok: true; call: 'getTelCode'; params: CallInput<'web', 'getTelCode'> }
  | { ok: false; error: string };

/** Parameters of web/getCode or web/getTelCode, checked with the shared schemas first. */
export function codeRequest(mode: AccountMode, values: AccountValues, purpose: AccountCodePurpose): CodeRequest {
  const { account, area_code } = accountPayload(mode, values);
  if (mode === 'email') {
    const parsed = sendEmailCodeInputSchema.safeParse({ email: account, purpose });
    return parsed.success
      ? { ok: true, call: 'getCode', params: { email: account, purpose } }
      : { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid_input' };
  }
  const parsed = sendPhoneCodeInputSchema.safeParse({ phone: account, area_code, purpose });
  return parsed.success
    ? { ok: true, call: 'getTelCode', params: { phone: account, area_code, purpose } }
    : { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid_input' };
}
