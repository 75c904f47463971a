import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { userMessages } from './schema.js';

/** How many of the user's messages are unread (the bell's number; the live socket pushes it). */
export async function countUnreadMessages(db: DbOrTx, userId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)));
  return row?.n ?? 0;
}
