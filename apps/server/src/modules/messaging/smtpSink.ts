import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { DbOrTx } from '../../platform/db/client.js';
import { recordOutboxMessage } from './recordOutboxMessage.js';

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts every message on loopback and files it in the Outbox,
 * so that codes really travel over SMTP in development and demos without a mail provider.
 */
export async function startSmtpSink(db: DbOrTx, port = 0): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const recipients = session.envelope.rcptTo.map((r) => r.address).join(', ');
          await recordOutboxMessage(db, { channel: 'email', recipient: recipients, subject: mail.subject ?? '', body: mail.text ?? '', source: 'smtp-sink' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return { port: address.port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
