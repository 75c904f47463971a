import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { postUserMessage } from '../messaging/index.js';

/**
 * How long an agent's answer may stay unread before the user is told in their inbox. A user on
 * the chat page reads it at once (the page marks it read), so only someone away gets the message.
 */
export const UNREAD_REPLY_NOTICE_MS = 60_000;

/**
 * The `support.unread-replies` job: for each conversation whose newest agent answer the user has
 * not read for a minute and has not been told of, one inbox message (`support_replied`, linking
 * to /service). A burst of answers is one message: the conversation remembers the last answer
 * told of, and the message's dedupe key names it, so a rerun or a second process posts nothing.
 */
export async function notifyUnreadReplies(db: Database, clock: Clock): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - UNREAD_REPLY_NOTICE_MS);
  const { rows } = await db.execute<{ id: string; user_id: string; last_agent: string; agent: string | null }>(sql`
    select c.id::text, c.user_id::text, m.id::text as last_agent, s.username as agent
    from support_conversations c
    join lateral (
      select id, staff_id, created_at from support_messages
      where conversation_id = c.id and sender = 'agent' order by id desc limit 1
    ) m on true
    left join staff s on s.id = m.staff_id
    where m.id > c.user_read_through and m.id > c.user_notified_through and m.created_at <= ${cutoff.toISOString()}::timestamptz
    order by c.id
    limit 500`);
  let posted = 0;
  for (const row of rows) {
    const told = await db.transaction(async (tx) => {
      // Re-checked under the row lock: the user may have read it, or another process told them, meanwhile.
      const { rows: claimed } = await tx.execute<{ id: string }>(sql`
        update support_conversations set user_notified_through = ${row.last_agent}::bigint
        where id = ${row.id}::bigint and user_read_through < ${row.last_agent}::bigint and user_notified_through < ${row.last_agent}::bigint
        returning id::text`);
      if (claimed.length === 0) return false;
      return postUserMessage(tx, clock, {
        userId: BigInt(row.user_id),
        kind: 'support_replied',
        params: { agent: row.agent ?? '' },
        link: '/service',
        dedupeKey: `support-reply:${row.last_agent}`,
      });
    });
    if (told) posted += 1;
  }
  return posted;
}
