import { type CodePurpose, fail, type Lang, normalizeAccount, ok, type Result } from '@veritex/shared';
import { readSettings } from '../settings/index.js';
import { issueCode } from './codes.js';
import type { IdentityDeps } from './ports.js';
import { findUserByAccount } from './users.js';

/**
 * web/getCode and web/getTelCode. Registration codes go only to unused addresses;
 * sign-in and reset codes only to registered ones, so a code never arrives for nothing.
 */
export async function sendVerificationCode(
  deps: IdentityDeps,
  options: { account: string; areaCode?: string; purpose: CodePurpose; lang: Lang },
): Promise<Result<{ wait: number; ttl: number }>> {
  const account = normalizeAccount(options.account, options.areaCode);
  if (!account.ok) return account;
  const existing = await findUserByAccount(deps.db, account.value);
  if (options.purpose === 'register' && existing) return fail('account_exists', { field: 'account' });
  if (options.purpose !== 'register' && !existing) return fail('account_unknown', { field: 'account' });

  const settings = await readSettings(deps.db);
  const channel = account.value.kind === 'email' ? 'email' : 'sms';
  const issued = await issueCode(deps.db, deps.clock, settings, { channel, destination: account.value.value, purpose: options.purpose });
  if (!issued.ok) return issued;
  await deps.codeDelivery.deliver({
    channel,
    destination: account.value.value,
    code: issued.value.code,
    purpose: options.purpose,
    lang: options.lang,
    // Sign-in and reset codes go to an account holder: their anti-phishing code shows the mail is ours.
    antiPhishingCode: existing?.antiPhishingCode ?? undefined,
  });
  return ok({ wait: issued.value.wait, ttl: issued.value.ttl });
}
