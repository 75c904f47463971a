import { type AnnouncementCategory, type AnnouncementDetail, fail, type Lang, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { renderMarkdown } from '../renderMarkdown.js';
import { langsOf, pickText, visibleAt } from './announcementText.js';
import { announcementReads, announcements, announcementTranslations } from './schema.js';

/**
 * web/getGGDetail: one announcement readers can see now, rendered and sanitised, in the reader's
 * language or English (`fallback`). A draft, an archived one and one scheduled later are
 * `not_found`, as a missing one is. Reading does not mark it: the page sends web/readGG.
 */
export async function getAnnouncement(db: DbOrTx, clock: Clock, input: { id: bigint; lang: Lang; userId?: bigint }): Promise<Result<AnnouncementDetail>> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, input.id), visibleAt(clock.now())));
  if (!row?.publishAt) return fail('not_found');
  const translations = await db.select().from(announcementTranslations).where(eq(announcementTranslations.announcementId, row.id));
  const shown = pickText(translations, input.lang);
  if (!shown) return fail('not_found');
  let unread: boolean | null = null;
  if (input.userId !== undefined) {
    const [read] = await db
      .select({ at: announcementReads.readAt })
      .from(announcementReads)
      .where(and(eq(announcementReads.announcementId, row.id), eq(announcementReads.userId, input.userId)));
    unread = !read;
  }
  return ok({
    id: row.id.toString(),
    category: row.category as AnnouncementCategory,
    pinned: row.pinned,
    title: shown.row.title,
    lang: shown.lang,
    fallback: shown.fallback,
    published_at: row.publishAt.toISOString(),
    unread,
    body: shown.row.body,
    html: renderMarkdown(shown.row.body),
    updated_at: row.updatedAt.toISOString(),
    langs: langsOf(translations),
  });
}
