import { type Catalogue, translate } from '@veritex/i18n';
import type { CodePurpose, Lang } from '@veritex/shared';

const BRAND = 'Veritex';

/** The text of a verification-code e-mail or SMS in the recipient's language. */
export function composeCodeMessage(catalogue: Catalogue, options: { lang: Lang; code: string; purpose: CodePurpose }) {
  const purpose = translate(catalogue, options.lang, `server:purpose_${options.purpose}`);
  const vars = { brand: BRAND, code: options.code, purpose };
  return {
    subject: translate(catalogue, options.lang, 'server:code_email_subject', vars),
    emailText: translate(catalogue, options.lang, 'server:code_email_body', vars),
    smsText: translate(catalogue, options.lang, 'server:code_sms', vars),
  };
}
