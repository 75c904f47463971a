import {
  type AnnouncementCategory,
  type AnnouncementState,
  type AnnouncementStatus,
  DEFAULT_LANG,
  type DeskAnnouncement,
  type DeskAnnouncementFull,
  LANGUAGES,
} from '@veritex/shared';
import { count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { renderMarkdown } from '../renderMarkdown.js';
import { langsOf } from './announcementText.js';
import { announcementReads, announcements, announcementTranslations } from './schema.js';

type AnnouncementRow = typeof announcements.$inferSelect;
type TranslationRow = typeof announcementTranslations.$inferSelect;

/** What staff call it: a published announcement whose publish time is ahead is scheduled. */
export function stateOf(row: Pick<AnnouncementRow, 'status' | 'publishAt'>, now: Date): AnnouncementState {
  if (row.status === 'published') return row.publishAt && row.publishAt > now ? 'scheduled' : 'live';
  return row.status as AnnouncementState;
}

function inSpecOrder(rows: readonly TranslationRow[]): TranslationRow[] {
  return [...rows].sort((a, b) => LANGUAGES.indexOf(a.lang as never) - LANGUAGES.indexOf(b.lang as never));
}

function rowView(row: AnnouncementRow, translations: readonly TranslationRow[], reads: number, now: Date): DeskAnnouncement {
  return {
    id: row.id.toString(),
    category: row.category as AnnouncementCategory,
    pinned: row.pinned,
    status: row.status as AnnouncementStatus,
    state: stateOf(row, now),
    publish_at: row.publishAt?.toISOString() ?? null,
    title: translations.find((text) => text.lang === DEFAULT_LANG)?.title ?? '',
    langs: langsOf(inSpecOrder(translations)),
    reads,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
  };
}

/** The staff list's rows: each with its languages and how many readers opened it. */
export async function deskRows(db: DbOrTx, rows: readonly AnnouncementRow[], now: Date): Promise<DeskAnnouncement[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const texts = await db
    .select({ announcementId: announcementTranslations.announcementId, lang: announcementTranslations.lang, title: announcementTranslations.title })
    .from(announcementTranslations)
    .where(inArray(announcementTranslations.announcementId, ids));
  const reads = await db
    .select({ id: announcementReads.announcementId, n: count() })
    .from(announcementReads)
    .where(inArray(announcementReads.announcementId, ids))
    .groupBy(announcementReads.announcementId);
  const readsById = new Map(reads.map((read) => [read.id, read.n]));
  return rows.map((row) =>
    rowView(
      row,
      texts.filter((text) => text.announcementId === row.id).map((text) => ({ ...text, body: '' })),
      readsById.get(row.id) ?? 0,
      now,
    ),
  );
}

/** One announcement for the editor: every translation with its server-rendered preview. */
export async function deskFull(db: DbOrTx, id: bigint, now: Date): Promise<DeskAnnouncementFull | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  if (!row) return undefined;
  const translations = inSpecOrder(await db.select().from(announcementTranslations).where(eq(announcementTranslations.announcementId, id)));
  const [reads] = await db.select({ n: count() }).from(announcementReads).where(eq(announcementReads.announcementId, id));
  return {
    ...rowView(row, translations, reads?.n ?? 0, now),
    translations: translations.map((text) => ({
      lang: text.lang as DeskAnnouncementFull['translations'][number]['lang'],
      title: text.title,
      body: text.body,
      html: renderMarkdown(text.body),
    })),
  };
}
