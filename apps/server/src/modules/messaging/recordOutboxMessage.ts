import { REDACTED_CODE } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { outboxMessages } from './schema.js';

export type OutboxSource = 'smtp-sink' | 'sms-outbox' | 'smtp' | 'sms-http';

export async function recordOutboxMessage(
  db: DbOrTx,
  message: { channel: 'email' | 'sms'; recipient: string; subject?: string; body: string; source: OutboxSource },
): Promise<void> {
  await db.insert(outboxMessages).values({ ...message, subject: message.subject ?? '' });
}

/** Real providers deliver the code; staff must not be able to read it back (nor, in the sinks' Outbox, staff without `outbox.codes`). */
export function redactCodes(text: string): string {
  return text.replace(/\b\d{6}\b/g, REDACTED_CODE);
}
