import type { AnnouncementCategory, AnnouncementState, DeskAnnouncement } from '@veritex/shared';
import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { deskRows } from './deskAnnouncementView.js';
import { announcements } from './schema.js';

function stateWhere(state: AnnouncementState | undefined, now: Date) {
  switch (state) {
    case 'draft':
      return eq(announcements.status, 'draft');
    case 'archived':
      return eq(announcements.status, 'archived');
    case 'scheduled':
      return and(eq(announcements.status, 'published'), gt(announcements.publishAt, now));
    case 'live':
      return and(eq(announcements.status, 'published'), lte(announcements.publishAt, now));
    default:
      return undefined;
  }
}

/** admin/deskAnnouncements: every announcement in any state, the most recently changed first. */
export async function listDeskAnnouncements(
  db: DbOrTx,
  clock: Clock,
  input: { state?: AnnouncementState; category?: AnnouncementCategory; page: number; pageSize: number },
): Promise<{ items: DeskAnnouncement[]; total: number }> {
  const now = clock.now();
  const where = and(stateWhere(input.state, now), input.category ? eq(announcements.category, input.category) : undefined);
  const rows = await db
    .select()
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.updatedAt), desc(announcements.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(announcements).where(where);
  return { items: await deskRows(db, rows, now), total: total?.n ?? 0 };
}
