import { type Catalogue, translate } from '@veritex/i18n';
import type { Lang } from '@veritex/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { userMessages } from './schema.js';

/** Kinds of inbox message; each has `inbox:<kind>.title` and `.body` in every language. */
export type InboxKind = 'kyc_approved' | 'kyc_rejected';

/** Puts a message in a user's inbox; call it in the transaction that makes the news. */
export async function postUserMessage(db: DbOrTx, clock: Clock, message: { userId: bigint; kind: InboxKind; params: Record<string, string> }): Promise<void> {
  await db.insert(userMessages).values({ userId: message.userId, kind: message.kind, params: message.params, createdAt: clock.now() });
}

/** Parameters that name something translatable (`level`) are translated too. */
function renderParams(catalogue: Catalogue, lang: Lang, params: Record<string, string>): Record<string, string> {
  const rendered = { ...params };
  if (params.level) rendered.level = translate(catalogue, lang, `inbox:level.${params.level}`);
  return rendered;
}

/** web/getMessages: newest first, rendered in the reader's language. */
export async function listUserMessages(db: DbOrTx, catalogue: Catalogue, input: { userId: bigint; lang: Lang; page: number; pageSize: number }) {
  const rows = await db
    .select()
    .from(userMessages)
    .where(eq(userMessages.userId, input.userId))
    .orderBy(desc(userMessages.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(userMessages).where(eq(userMessages.userId, input.userId));
  const [unread] = await db
    .select({ n: count() })
    .from(userMessages)
    .where(and(eq(userMessages.userId, input.userId), isNull(userMessages.readAt)));
  return {
    total: total?.n ?? 0,
    unread: unread?.n ?? 0,
    items: rows.map((row) => {
      const params = renderParams(catalogue, input.lang, row.params);
      return {
        id: String(row.id),
        kind: row.kind,
        title: translate(catalogue, input.lang, `inbox:${row.kind}.title`, params),
        body: translate(catalogue, input.lang, `inbox:${row.kind}.body`, params),
        created_at: row.createdAt.toISOString(),
        read: row.readAt ? 1 : 0,
      };
    }),
  };
}

/** web/readMessage: one message (`id`) or all of them; only the reader's own. */
export async function markMessagesRead(db: DbOrTx, clock: Clock, input: { userId: bigint; id?: bigint }): Promise<number> {
  const conditions = [eq(userMessages.userId, input.userId), isNull(userMessages.readAt)];
  if (input.id !== undefined) conditions.push(eq(userMessages.id, input.id));
  const marked = await db
    .update(userMessages)
    .set({ readAt: clock.now() })
    .where(and(...conditions))
    .returning({ id: userMessages.id });
  return marked.length;
}
