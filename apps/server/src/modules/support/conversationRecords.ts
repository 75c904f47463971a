import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type SupportConversationRow, supportConversations } from './schema.js';

/** The user's conversation that is not closed, if any; `lock` takes its row lock for a change. */
export async function findOpenConversation(db: DbOrTx, userId: bigint, options: { lock?: boolean } = {}): Promise<SupportConversationRow | undefined> {
  const query = db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.userId, userId), ne(supportConversations.status, 'closed')));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The user's open conversation, else their latest closed one. */
export async function findCurrentConversation(db: DbOrTx, userId: bigint): Promise<SupportConversationRow | undefined> {
  const open = await findOpenConversation(db, userId);
  if (open) return open;
  const [latest] = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId)).orderBy(desc(supportConversations.id)).limit(1);
  return latest;
}

/** One conversation of this user (anyone else's is answered as none). */
export async function findUserConversation(
  db: DbOrTx,
  userId: bigint,
  id: bigint,
  options: { lock?: boolean } = {},
): Promise<SupportConversationRow | undefined> {
  const query = db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.id, id), eq(supportConversations.userId, userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Any conversation (the desk); `lock` takes its row lock. */
export async function findConversation(db: DbOrTx, id: bigint, options: { lock?: boolean } = {}): Promise<SupportConversationRow | undefined> {
  const query = db.select().from(supportConversations).where(eq(supportConversations.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Serialises a user's conversation starts (two first messages at once must not open two conversations). */
export async function lockUserChat(tx: DbOrTx, userId: bigint): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('support-chat'), ${Number(userId % 2_147_483_647n)}::int)`);
}
