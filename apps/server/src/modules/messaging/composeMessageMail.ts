import { type Catalogue, translate } from '@veritex/i18n';
import type { InboxMessage, Lang } from '@veritex/shared';
import { antiPhishingFooter, BRAND } from './composeCodeMessage.js';

/**
 * The e-mail about an inbox message, in the recipient's language: the message's title as the
 * subject (after the brand in brackets, as exchanges' notices read), its text, the page it is
 * about, why the mail came, and the recipient's anti-phishing code.
 */
export function composeMessageMail(
  catalogue: Catalogue,
  options: { lang: Lang; message: InboxMessage; publicUrl: string; antiPhishingCode?: string | null },
): { subject: string; text: string } {
  const { lang, message } = options;
  const base = options.publicUrl.replace(/\/+$/, '');
  const vars = { brand: BRAND };
  const lines = [message.title, '', message.body, '', translate(catalogue, lang, 'server:message_email_time', { time: inboxMailTime(message.created_at) })];
  if (message.link) lines.push('', translate(catalogue, lang, 'server:message_email_open', { url: `${base}${message.link}` }));
  lines.push(
    '',
    message.group === 'security'
      ? translate(catalogue, lang, 'server:message_email_security', vars)
      : translate(catalogue, lang, 'server:message_email_settings', { ...vars, url: `${base}/news?settings=1` }),
  );
  return {
    subject: `[${BRAND}] ${message.title}`,
    text: lines.join('\n') + antiPhishingFooter(catalogue, lang, options.antiPhishingCode),
  };
}

/** "2026-11-18 12:15 UTC": one way to write the instant in every language. */
function inboxMailTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
