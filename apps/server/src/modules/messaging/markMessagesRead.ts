import { fail, ok, type Result } from '@veritex/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { notifyInboxChanged } from './inboxEvents.js';
import { userMessages } from './schema.js';

/** web/readMessage: one message (`id`) or all of them (`all` = '1'); only the reader's own. Answers how many became read; an id that is not the reader's answers not_found. */
export async function markMessagesRead(db: DbOrTx, clock: Clock, input: { userId: bigint; id?: string; all?: string }): Promise<Result<{ marked: number }>> {
  if (!input.id && input.all !== '1') return fail('invalid_input');
  const conditions = [eq(userMessages.userId, input.userId), isNull(userMessages.readAt)];
  if (input.id) conditions.push(eq(userMessages.id, BigInt(input.id)));
  const marked = await db
    .update(userMessages)
    .set({ readAt: clock.now() })
    .where(and(...conditions))
    .returning({ id: userMessages.id });
  if (input.id && marked.length === 0 && !(await isOwnMessage(db, input.userId, BigInt(input.id)))) return fail('not_found');
  // The user's other tabs and devices lower their count too.
  if (marked.length > 0) await notifyInboxChanged(db, input.userId);
  return ok({ marked: marked.length });
}

/** Another user's message, or none, answers as not found: whose ids exist is not the reader's business. */
async function isOwnMessage(db: DbOrTx, userId: bigint, id: bigint): Promise<boolean> {
  const [row] = await db
    .select({ id: userMessages.id })
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.id, id)));
  return row !== undefined;
}
