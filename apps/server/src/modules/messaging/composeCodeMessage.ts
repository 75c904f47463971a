import { type Catalogue, translate } from '@veritex/i18n';
import type { CodePurpose, Lang } from '@veritex/shared';

export const BRAND = 'Veritex';

/**
 * The line that closes every e-mail to a user who chose an anti-phishing code: a message
 * claiming to be from us without it is not. '' when the user has none, so callers can append it blindly.
 */
export function antiPhishingFooter(catalogue: Catalogue, lang: Lang, code: string | null | undefined): string {
  if (!code) return '';
  return `\n\n${translate(catalogue, lang, 'server:anti_phishing_footer', { brand: BRAND, code })}`;
}

/** The text of a verification-code e-mail or SMS in the recipient's language. */
export function composeCodeMessage(catalogue: Catalogue, options: { lang: Lang; code: string; purpose: CodePurpose; antiPhishingCode?: string }) {
  const purpose = translate(catalogue, options.lang, `server:purpose_${options.purpose}`);
  const vars = { brand: BRAND, code: options.code, purpose };
  return {
    subject: translate(catalogue, options.lang, 'server:code_email_subject', vars),
    emailText: translate(catalogue, options.lang, 'server:code_email_body', vars) + antiPhishingFooter(catalogue, options.lang, options.antiPhishingCode),
    // An SMS has no room for it and is not what phishers imitate with it.
    smsText: translate(catalogue, options.lang, 'server:code_sms', vars),
  };
}
