import type { Catalogue } from '@veritex/i18n';
import { DEFAULT_LANG, isLang } from '@veritex/shared';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { composeMessageMail } from './composeMessageMail.js';
import { messageView } from './messageView.js';
import type { MailSender } from './ports.js';
import { messageMails, userMessages } from './schema.js';

/** Who a message mail goes to: the account's e-mail (none: nothing is sent), stored language and anti-phishing code. */
export interface MailRecipient {
  email: string | null;
  lang: string;
  antiPhishingCode: string | null;
}

export interface MessageMailDeps {
  db: DbOrTx;
  clock: Clock;
  catalogue: Catalogue;
  mail: MailSender;
  /** The site's address, for the link to the page a message is about. */
  publicUrl: string;
  recipientOf: (userId: bigint) => Promise<MailRecipient | undefined>;
}

const BATCH = 50;
const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 30_000;

/**
 * The `messaging.mail` job: sends the queued mails of inbox messages, oldest first, after the
 * transactions that queued them committed (the job reads only committed rows and holds no lock
 * while sending). A failed send is retried with doubling delays, then given up and kept as
 * `failed`. The scheduler runs one pass at a time across processes, so each mail goes once; a
 * crash between sending and recording would send it again, which for a notice is the better error.
 */
export async function deliverMessageMails(deps: MessageMailDeps): Promise<{ sent: number; skipped: number; failed: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ mail: messageMails, message: userMessages })
    .from(messageMails)
    .innerJoin(userMessages, eq(userMessages.id, messageMails.messageId))
    .where(and(eq(messageMails.status, 'pending'), lte(messageMails.nextAttemptAt, now)))
    .orderBy(asc(messageMails.id))
    .limit(BATCH);
  const counts = { sent: 0, skipped: 0, failed: 0 };
  for (const { mail, message } of due) {
    const recipient = await deps.recipientOf(mail.userId);
    if (!recipient?.email) {
      await deps.db.update(messageMails).set({ status: 'skipped', lastError: 'no e-mail address' }).where(eq(messageMails.id, mail.id));
      counts.skipped += 1;
      continue;
    }
    const lang = isLang(recipient.lang) ? recipient.lang : DEFAULT_LANG;
    const composed = composeMessageMail(deps.catalogue, {
      lang,
      message: messageView(deps.catalogue, lang, message),
      publicUrl: deps.publicUrl,
      antiPhishingCode: recipient.antiPhishingCode,
    });
    try {
      await deps.mail.send({ to: recipient.email, subject: composed.subject, text: composed.text });
      await deps.db.update(messageMails).set({ status: 'sent', sentAt: deps.clock.now() }).where(eq(messageMails.id, mail.id));
      counts.sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await deps.db
        .update(messageMails)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1)),
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where(eq(messageMails.id, mail.id));
      counts.failed += 1;
    }
  }
  return counts;
}
