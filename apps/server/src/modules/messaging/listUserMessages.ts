import { type Catalogue, translate } from '@veritex/i18n';
import type { InboxPage, Lang } from '@veritex/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { userMessages } from './schema.js';

/** Parameters that name something translatable (`level`) are translated too. */
function renderParams(catalogue: Catalogue, lang: Lang, params: Record<string, string>): Record<string, string> {
  const rendered = { ...params };
  if (params.level) rendered.level = translate(catalogue, lang, `inbox:level.${params.level}`);
  return rendered;
}

/** web/getMessages: newest first, rendered in the reader's language; `unread` counts the whole inbox. */
export async function listUserMessages(
  db: DbOrTx,
  catalogue: Catalogue,
  input: { userId: bigint; lang: Lang; page: number; pageSize: number },
): Promise<InboxPage> {
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
