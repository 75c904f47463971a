import { type AnnouncementCategory, DEFAULT_LANG, type DeskAnnouncementFull, fail, LANGUAGES, type Lang, ok, type Result } from '@veritex/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { deskFull } from './deskAnnouncementView.js';
import { announcements, announcementTranslations } from './schema.js';

export type TextsByLang = Partial<Record<Lang, { title?: string; body?: string }>>;

export interface SaveAnnouncementInput {
  /** Absent: a new draft. */
  id?: bigint;
  category: AnnouncementCategory;
  texts: TextsByLang;
  staffName: string;
}

/**
 * The languages written: a title and a text each. English is required (what a missing translation
 * falls back to); another language with only one of the two is refused at that field, and one left
 * empty has no translation.
 */
export function writtenTexts(texts: TextsByLang, options: { bodyRequired: boolean }): Result<Array<{ lang: Lang; title: string; body: string }>> {
  const written: Array<{ lang: Lang; title: string; body: string }> = [];
  for (const lang of LANGUAGES) {
    const title = texts[lang]?.title?.trim() ?? '';
    const body = texts[lang]?.body?.trim() ?? '';
    if (lang === DEFAULT_LANG) {
      if (title === '') return fail('content_english_required', { field: 'title_en' });
      if (options.bodyRequired && body === '') return fail('content_english_required', { field: 'body_en' });
    } else if (title === '' && body !== '') {
      return fail('invalid_input', { field: `title_${lang}` });
    } else if (options.bodyRequired && title !== '' && body === '') {
      return fail('invalid_input', { field: `body_${lang}` });
    }
    if (title !== '') written.push({ lang, title, body });
  }
  return { ok: true, value: written };
}

/**
 * admin/saveAnnouncement: a new draft, or new words for an existing announcement in any state (a
 * live one changes for readers at once; its read marks stay). The translations saved are exactly
 * those given: a language left empty is removed and falls back to English.
 */
export async function saveAnnouncement(db: DbOrTx, clock: Clock, input: SaveAnnouncementInput): Promise<Result<DeskAnnouncementFull>> {
  const written = writtenTexts(input.texts, { bodyRequired: true });
  if (!written.ok) return written;
  const now = clock.now();
  let id = input.id;
  if (id === undefined) {
    const [created] = await db
      .insert(announcements)
      .values({ category: input.category, status: 'draft', createdAt: now, updatedAt: now, updatedBy: input.staffName })
      .returning({ id: announcements.id });
    if (!created) throw new Error('announcement insert returned nothing');
    id = created.id;
  } else {
    const changed = await db
      .update(announcements)
      .set({ category: input.category, updatedAt: now, updatedBy: input.staffName })
      .where(eq(announcements.id, id))
      .returning({ id: announcements.id });
    if (changed.length === 0) return fail('not_found');
  }
  const langs = written.value.map((text) => text.lang);
  await db.delete(announcementTranslations).where(and(eq(announcementTranslations.announcementId, id), notInArray(announcementTranslations.lang, langs)));
  for (const text of written.value) {
    await db
      .insert(announcementTranslations)
      .values({ announcementId: id, ...text })
      .onConflictDoUpdate({ target: [announcementTranslations.announcementId, announcementTranslations.lang], set: { title: text.title, body: text.body } });
  }
  const saved = await deskFull(db, id, now);
  return saved ? ok(saved) : fail('not_found');
}
