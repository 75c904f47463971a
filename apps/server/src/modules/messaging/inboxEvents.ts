import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

/** PostgreSQL channel told `<userId>` whenever a user's inbox changes: a message posted or messages read (on commit only). */
export const INBOX_NOTICE_CHANNEL = 'user_inbox';

/** Called inside the changing transaction: the live socket hears of it only if it commits, and then re-counts the unread messages. */
export async function notifyInboxChanged(tx: DbOrTx, userId: bigint): Promise<void> {
  await tx.execute(sql`select pg_notify(${INBOX_NOTICE_CHANNEL}, ${String(userId)})`);
}

/** The user id of a notice; undefined for anything malformed. */
export function parseInboxNotice(payload: string): string | undefined {
  return /^\d{1,19}$/.test(payload) ? payload : undefined;
}
