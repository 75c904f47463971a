import { fail, type Lang, type NormalizedAccount, normalizeAccount, ok, type Result } from '@veritex/shared';
import { readSettings } from '../../settings/index.js';
import { issueCode } from '../codes.js';
import type { IdentityDeps } from '../ports.js';
import { findUserByAccount, findUserById } from '../users.js';

export interface ContactInput {
  email?: string;
  phone?: string;
  areaCode?: string;
}

/** The e-mail, else the phone, of a bind request (the shared schema has checked that one is there and well-formed). */
export function contactOf(input: ContactInput): Result<NormalizedAccount> {
  const account = input.email ? normalizeAccount(input.email) : normalizeAccount(input.phone ?? '', input.areaCode);
  if (!account.ok) return fail(account.error, { field: input.email ? 'email' : 'phone' });
  return ok(account.value);
}

/**
 * web/sendBindCode: a code (purpose `bind`) to an e-mail or phone the signed-in user wants
 * to bind. Only to an address no account uses, so a code never invites a takeover; the
 * e-mail carries the user's anti-phishing code.
 */
export async function sendBindCode(
  deps: IdentityDeps,
  options: { userId: bigint; input: ContactInput; lang: Lang },
): Promise<Result<{ wait: number; ttl: number }>> {
  const account = contactOf(options.input);
  if (!account.ok) return account;
  const field = account.value.kind === 'email' ? 'email' : 'phone';
  const user = await findUserById(deps.db, options.userId);
  if (!user) return fail('login_required');
  if ((account.value.kind === 'email' ? user.email : user.phone) === account.value.value) return fail('same_as_current', { field });
  if (await findUserByAccount(deps.db, account.value)) return fail('account_exists', { field });

  const settings = await readSettings(deps.db);
  const channel = account.value.kind === 'email' ? 'email' : 'sms';
  const issued = await issueCode(deps.db, deps.clock, settings, { channel, destination: account.value.value, purpose: 'bind' });
  if (!issued.ok) return issued;
  await deps.codeDelivery.deliver({
    channel,
    destination: account.value.value,
    code: issued.value.code,
    purpose: 'bind',
    lang: options.lang,
    antiPhishingCode: user.antiPhishingCode ?? undefined,
  });
  return ok({ wait: issued.value.wait, ttl: issued.value.ttl });
}
