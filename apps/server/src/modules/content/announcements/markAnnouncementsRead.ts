import { fail, ok, type Result } from '@veritex/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { visibleAt } from './announcementText.js';
import { countUnread } from './listAnnouncements.js';
import { announcementReads, announcements } from './schema.js';

/**
 * web/readGG: the reader has opened one announcement (`id`), or asks to mark every visible one
 * read (`all`). Marks are the reader's own; announcements are public, so naming one the reader
 * cannot see (a draft, a later schedule) is `not_found` and marks nothing.
 */
export async function markAnnouncementsRead(
  db: DbOrTx,
  clock: Clock,
  input: { userId: bigint; id?: bigint; all?: boolean },
): Promise<Result<{ marked: number; unread_total: number }>> {
  const now = clock.now();
  let marked = 0;
  if (input.id !== undefined) {
    const [visible] = await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(eq(announcements.id, input.id), visibleAt(now)));
    if (!visible) return fail('not_found');
    const inserted = await db
      .insert(announcementReads)
      .values({ userId: input.userId, announcementId: visible.id, readAt: now })
      .onConflictDoNothing()
      .returning({ id: announcementReads.announcementId });
    marked = inserted.length;
  } else if (input.all) {
    const unread = await db
      .select({ id: announcements.id })
      .from(announcements)
      .leftJoin(announcementReads, and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, input.userId)))
      .where(and(visibleAt(now), isNull(announcementReads.userId)));
    if (unread.length > 0) {
      const inserted = await db
        .insert(announcementReads)
        .values(unread.map((row) => ({ userId: input.userId, announcementId: row.id, readAt: now })))
        .onConflictDoNothing()
        .returning({ id: announcementReads.announcementId });
      marked = inserted.length;
    }
  } else {
    return fail('invalid_input', { field: 'id' });
  }
  return ok({ marked, unread_total: await countUnread(db, now, input.userId) });
}
