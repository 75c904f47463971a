import type { SupportDeskConversation } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import type { SupportConversationRow } from './schema.js';
import { agentNames, deskConversationView } from './views.js';

/** How much of the last line the queue shows. */
const PREVIEW_CHARS = 120;

/**
 * Conversations as the desk lists them, for a whole page in three queries: the user's account and
 * language, the last line, and how many of the user's messages the agents have not read.
 */
export async function deskConversationViews(db: DbOrTx, rows: readonly SupportConversationRow[]): Promise<SupportDeskConversation[]> {
  if (rows.length === 0) return [];
  const userIds = pgArray([...new Set(rows.map((row) => String(row.userId)))]);
  const conversationIds = pgArray(rows.map((row) => String(row.id)));
  const [people, lasts, unread, names] = await Promise.all([
    db.execute<{ id: string; phone: string | null; email: string | null; lang: string }>(
      sql`select id::text, phone, email, lang from users where id = any(${userIds}::bigint[])`,
    ),
    db.execute<{ conversation_id: string; text: string; image_id: string | null; event: string | null }>(sql`
      select distinct on (conversation_id) conversation_id::text, text, image_id, event
      from support_messages where conversation_id = any(${conversationIds}::bigint[])
      order by conversation_id, id desc`),
    db.execute<{ conversation_id: string; n: number }>(sql`
      select m.conversation_id::text, count(*)::int as n
      from support_messages m join support_conversations c on c.id = m.conversation_id
      where m.conversation_id = any(${conversationIds}::bigint[]) and m.sender = 'user' and m.id > c.agent_read_through
      group by m.conversation_id`),
    agentNames(
      db,
      rows.map((row) => row.agentId),
    ),
  ]);
  const userOf = new Map(people.rows.map((row) => [row.id, row]));
  const lastOf = new Map(lasts.rows.map((row) => [row.conversation_id, row]));
  const unreadOf = new Map(unread.rows.map((row) => [row.conversation_id, row.n]));
  return rows.map((row) => {
    const user = userOf.get(String(row.userId));
    const last = lastOf.get(String(row.id));
    return deskConversationView(row, names, {
      account: user?.phone ?? user?.email ?? '',
      lang: user?.lang ?? 'en',
      preview: last ? previewOf(last) : '',
      unread: unreadOf.get(String(row.id)) ?? 0,
    });
  });
}

export async function deskConversationOne(db: DbOrTx, row: SupportConversationRow): Promise<SupportDeskConversation> {
  const [view] = await deskConversationViews(db, [row]);
  if (!view) throw new Error('desk conversation view missing');
  return view;
}

/** The last line in a few words: its text, else what it was (a picture, an event). */
function previewOf(last: { text: string; image_id: string | null; event: string | null }): string {
  if (last.text) return last.text.length > PREVIEW_CHARS ? `${last.text.slice(0, PREVIEW_CHARS - 1)}…` : last.text;
  if (last.image_id) return '[image]';
  return last.event ? `[${last.event}]` : '';
}
