import { type BannerItem, type BannerState, bannerImageUrl, DEFAULT_LANG, type DeskBanner, LANGUAGES, type Lang } from '@veritex/shared';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { pickText } from '../announcements/announcementText.js';
import { banners, bannerTranslations } from './schema.js';

type BannerRow = typeof banners.$inferSelect;
type TranslationRow = typeof bannerTranslations.$inferSelect;

/** Shown now: enabled, started (or no start), not ended (or no end). */
export function shownAt(now: Date) {
  return and(eq(banners.enabled, true), or(isNull(banners.startsAt), lte(banners.startsAt, now)), or(isNull(banners.endsAt), gt(banners.endsAt, now)));
}

export function bannerState(row: Pick<BannerRow, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): BannerState {
  if (!row.enabled) return 'disabled';
  if (row.endsAt && row.endsAt <= now) return 'ended';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  return 'live';
}

/** Display order: sort order, then the oldest first (a stable order for equal numbers). */
export const BANNER_ORDER = [asc(banners.sortOrder), asc(banners.id)];

export async function translationsOf(db: DbOrTx, ids: readonly bigint[]): Promise<Map<bigint, TranslationRow[]>> {
  const byId = new Map<bigint, TranslationRow[]>();
  if (ids.length === 0) return byId;
  for (const row of await db
    .select()
    .from(bannerTranslations)
    .where(inArray(bannerTranslations.bannerId, [...ids]))) {
    byId.set(row.bannerId, [...(byId.get(row.bannerId) ?? []), row]);
  }
  return byId;
}

/** A banner for readers, in their language or English (`fallback`). */
export function bannerItem(row: BannerRow, translations: readonly TranslationRow[], lang: Lang): (BannerItem & { body: string }) | undefined {
  const shown = pickText(translations, lang);
  if (!shown) return undefined;
  return {
    id: row.id.toString(),
    title: shown.row.title,
    subtitle: shown.row.subtitle,
    link: row.link,
    image_url: bannerImageUrl(row.imageId),
    lang: shown.lang,
    fallback: shown.fallback,
    has_detail: shown.row.body.trim() !== '',
    body: shown.row.body,
  };
}

export function deskBanner(row: BannerRow, translations: readonly TranslationRow[], now: Date): DeskBanner {
  const ordered = [...translations].sort((a, b) => LANGUAGES.indexOf(a.lang as Lang) - LANGUAGES.indexOf(b.lang as Lang));
  return {
    id: row.id.toString(),
    image_id: row.imageId,
    image_url: bannerImageUrl(row.imageId),
    link: row.link,
    sort_order: row.sortOrder,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    enabled: row.enabled,
    state: bannerState(row, now),
    title: translations.find((text) => text.lang === DEFAULT_LANG)?.title ?? '',
    translations: ordered.map((text) => ({ lang: text.lang as Lang, title: text.title, subtitle: text.subtitle, body: text.body })),
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
  };
}

/** Every banner for the staff desk, in display order. */
export async function listDeskBanners(db: DbOrTx, now: Date): Promise<{ items: DeskBanner[] }> {
  const rows = await db
    .select()
    .from(banners)
    .orderBy(...BANNER_ORDER);
  const texts = await translationsOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => deskBanner(row, texts.get(row.id) ?? [], now)) };
}
