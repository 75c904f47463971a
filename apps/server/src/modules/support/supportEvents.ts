import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

/** PostgreSQL channel told `<userId>:<conversationId>` whenever a support conversation changes (sent on commit only). */
export const SUPPORT_NOTICE_CHANNEL = 'support_conversation';
/** PostgreSQL channel of typing indicators: `<userId>:<conversationId>:<user|agent>:<1|0>` (not stored anywhere). */
export const SUPPORT_TYPING_NOTICE_CHANNEL = 'support_typing';

/**
 * Called inside the transaction of every change to a conversation (a message, a read mark,
 * assignment, closing, rating): NOTIFY is delivered only if it commits. The user's sockets and
 * every support desk socket re-read the conversation.
 */
export async function notifyConversationChanged(tx: DbOrTx, conversation: { id: bigint; userId: bigint }): Promise<void> {
  await tx.execute(sql`select pg_notify(${SUPPORT_NOTICE_CHANNEL}, ${`${conversation.userId}:${conversation.id}`})`);
}

/** Splits a notification payload; undefined for anything malformed. */
export function parseSupportNotice(payload: string): { userId: string; conversationId: string } | undefined {
  const match = /^(\d{1,19}):(\d{1,19})$/.exec(payload);
  return match?.[1] && match[2] ? { userId: match[1], conversationId: match[2] } : undefined;
}

export interface TypingNotice {
  userId: string;
  conversationId: string;
  from: 'user' | 'agent';
  typing: boolean;
}

/** Splits a typing payload; undefined for anything malformed. */
export function parseTypingNotice(payload: string): TypingNotice | undefined {
  const match = /^(\d{1,19}):(\d{1,19}):(user|agent):([01])$/.exec(payload);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { userId: match[1], conversationId: match[2], from: match[3] === 'user' ? 'user' : 'agent', typing: match[4] === '1' };
}

/** Tells every process's sockets that someone is typing (NOTIFY outside a transaction: delivered at once). */
export async function notifyTyping(db: DbOrTx, notice: TypingNotice): Promise<void> {
  const payload = `${notice.userId}:${notice.conversationId}:${notice.from}:${notice.typing ? '1' : '0'}`;
  await db.execute(sql`select pg_notify(${SUPPORT_TYPING_NOTICE_CHANNEL}, ${payload})`);
}
