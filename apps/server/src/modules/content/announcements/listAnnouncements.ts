import type { AnnouncementCategory, AnnouncementItem, AnnouncementList, Lang } from '@veritex/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { pickText, plainSummary, textsFor, visibleAt } from './announcementText.js';
import { announcementReads, announcements } from './schema.js';

export interface ListAnnouncementsInput {
  lang: Lang;
  /** A signed-in reader: unread markers and the unread total. */
  userId?: bigint;
  category?: AnnouncementCategory;
  unreadOnly?: boolean;
  page: number;
  pageSize: number;
}

/**
 * web/getGG: the announcements readers can see now, pinned first then newest, in the reader's
 * language or English (`fallback`). A signed-in reader also gets which ones they have not opened
 * and how many that is over every category.
 */
export async function listAnnouncements(db: DbOrTx, clock: Clock, input: ListAnnouncementsInput): Promise<AnnouncementList> {
  const now = clock.now();
  const userId = input.userId;
  const readJoin = and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId ?? -1n));
  const where = and(
    visibleAt(now),
    input.category ? eq(announcements.category, input.category) : undefined,
    userId !== undefined && input.unreadOnly ? isNull(announcementReads.userId) : undefined,
  );
  const rows = await db
    .select({
      id: announcements.id,
      category: announcements.category,
      pinned: announcements.pinned,
      publishAt: announcements.publishAt,
      read: sql<boolean>`${announcementReads.userId} is not null`,
    })
    .from(announcements)
    .leftJoin(announcementReads, readJoin)
    .where(where)
    .orderBy(desc(announcements.pinned), desc(announcements.publishAt), desc(announcements.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(announcements).leftJoin(announcementReads, readJoin).where(where);
  const texts = await textsFor(
    db,
    rows.map((row) => row.id),
    input.lang,
  );
  const items: AnnouncementItem[] = [];
  for (const row of rows) {
    const shown = pickText(texts.get(row.id) ?? [], input.lang);
    if (!shown || !row.publishAt) continue;
    items.push({
      id: row.id.toString(),
      category: row.category as AnnouncementCategory,
      pinned: row.pinned,
      title: shown.row.title,
      summary: plainSummary(shown.row.body),
      lang: shown.lang,
      fallback: shown.fallback,
      published_at: row.publishAt.toISOString(),
      unread: userId === undefined ? null : !row.read,
    });
  }
  return { items, total: total?.n ?? 0, unread_total: userId === undefined ? null : await countUnread(db, now, userId) };
}

/** Announcements visible now that the reader has not opened, over every category. */
export async function countUnread(db: DbOrTx, now: Date, userId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(announcements)
    .leftJoin(announcementReads, and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)))
    .where(and(visibleAt(now), isNull(announcementReads.userId)));
  return row?.n ?? 0;
}
