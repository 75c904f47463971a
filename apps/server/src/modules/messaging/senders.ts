import nodemailer from 'nodemailer';
import type { DbOrTx } from '../../platform/db/client.js';
import type { MailSender, OutgoingMail, SmsSender } from './ports.js';
import { recordOutboxMessage, redactCodes } from './recordOutboxMessage.js';

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

/**
 * Sends over SMTP with nodemailer. With the local sink, the sink itself records what it
 * receives; with a real server we keep a redacted delivery record.
 */
export function smtpMailSender(db: DbOrTx, options: SmtpOptions & { recordDeliveries: boolean }): MailSender {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    auth: options.user ? { user: options.user, pass: options.password ?? '' } : undefined,
    // The local sink has no certificate; real servers are verified.
    tls: options.recordDeliveries ? undefined : { rejectUnauthorized: false },
    ignoreTLS: !options.recordDeliveries,
  });
  return {
    async send(mail: OutgoingMail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      if (options.recordDeliveries) {
        await recordOutboxMessage(db, {
          channel: 'email',
          recipient: mail.to,
          subject: redactCodes(mail.subject),
          body: redactCodes(mail.text),
          source: 'smtp',
        });
      }
    },
  };
}

/** The local SMS outbox: what would be texted is stored for staff to read. */
export function outboxSmsSender(db: DbOrTx): SmsSender {
  return {
    async send({ to, text }) {
      await recordOutboxMessage(db, { channel: 'sms', recipient: to, body: text, source: 'sms-outbox' });
    },
  };
}

/** A generic JSON-over-HTTP SMS provider: POST {to, text} with a bearer key. */
export function httpSmsSender(db: DbOrTx, options: { providerUrl: string; apiKey?: string }): SmsSender {
  return {
    async send({ to, text }) {
      const response = await fetch(options.providerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      await recordOutboxMessage(db, { channel: 'sms', recipient: to, body: redactCodes(text), source: 'sms-http' });
    },
  };
}
