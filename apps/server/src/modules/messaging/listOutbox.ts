import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { outboxMessages } from './schema.js';

export async function listOutbox(db: DbOrTx, options: { channel?: 'email' | 'sms'; recipient?: string; page: number; pageSize: number }) {
  const filters: SQL[] = [];
  if (options.channel) filters.push(eq(outboxMessages.channel, options.channel));
  if (options.recipient) filters.push(ilike(outboxMessages.recipient, `%${escapeLike(options.recipient)}%`));
  const where = filters.length ? and(...filters) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ value: count() }).from(outboxMessages).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
