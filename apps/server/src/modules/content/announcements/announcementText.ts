import { DEFAULT_LANG, isLang, type Lang } from '@veritex/shared';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { DbOrTx } from '../../../platform/db/client.js';
import { renderMarkdown } from '../renderMarkdown.js';
import { announcements, announcementTranslations } from './schema.js';

export interface ShownText {
  lang: Lang;
  title: string;
  body: string;
  /** The reader's language has no translation: this is the English one. */
  fallback: boolean;
}

/** The text in the reader's language, else English (which every announcement and banner has). */
export function pickText<T extends { lang: string }>(rows: readonly T[], lang: Lang): { row: T; lang: Lang; fallback: boolean } | undefined {
  const own = rows.find((row) => row.lang === lang);
  if (own) return { row: own, lang, fallback: false };
  const english = rows.find((row) => row.lang === DEFAULT_LANG);
  return english ? { row: english, lang: DEFAULT_LANG, fallback: lang !== DEFAULT_LANG } : undefined;
}

/** The languages of a set of translation rows, in the spec's order. */
export function langsOf(rows: readonly { lang: string }[]): Lang[] {
  return rows.map((row) => row.lang).filter(isLang);
}

const SUMMARY_CHARS = 180;

/** The first words of a Markdown text as plain text (rendered, then every tag dropped): list previews. */
export function plainSummary(body: string, max = SUMMARY_CHARS): string {
  // Tables and headings read badly run together into a sentence: the preview keeps the prose and the lists.
  const prose = renderMarkdown(body)
    .replace(/<table[\s\S]*?<\/table>/g, ' ')
    .replace(/<h[1-4][^>]*>[\s\S]*?<\/h[1-4]>/g, ' ')
    .replace(/<\/(p|li|blockquote|pre)>/g, ' ');
  const text = sanitizeHtml(prose, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Readers see an announcement once it is published and its publish time has come. */
export function visibleAt(now: Date) {
  return and(eq(announcements.status, 'published'), lte(announcements.publishAt, now));
}

/** The reader's language and English for a set of announcements, by announcement id. */
export async function textsFor(db: DbOrTx, ids: readonly bigint[], lang: Lang): Promise<Map<bigint, (typeof announcementTranslations.$inferSelect)[]>> {
  const byId = new Map<bigint, (typeof announcementTranslations.$inferSelect)[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(announcementTranslations)
    .where(
      and(
        inArray(announcementTranslations.announcementId, [...ids]),
        or(eq(announcementTranslations.lang, lang), eq(announcementTranslations.lang, DEFAULT_LANG)),
      ),
    );
  for (const row of rows) byId.set(row.announcementId, [...(byId.get(row.announcementId) ?? []), row]);
  return byId;
}
