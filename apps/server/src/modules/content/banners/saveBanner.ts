import { type DeskBanner, fail, LANGUAGES, type Lang, ok, type Result } from '@veritex/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { writtenTexts } from '../announcements/saveAnnouncement.js';
import { deskBanner, translationsOf } from './bannerViews.js';
import { bannerImages, banners, bannerTranslations } from './schema.js';

export interface SaveBannerInput {
  id?: bigint;
  imageId: string;
  link: string;
  sortOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
  enabled: boolean;
  texts: Partial<Record<Lang, { title?: string; subtitle?: string; body?: string }>>;
  staffName: string;
}

/**
 * admin/saveBanner: a new banner or a change to one. The link was checked by the contract (a route
 * of this site or https); the schedule must end after it starts; the image must be an uploaded
 * banner image; English needs a title (subtitle and page text are optional in every language).
 */
export async function saveBanner(db: DbOrTx, clock: Clock, input: SaveBannerInput): Promise<Result<DeskBanner>> {
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) return fail('banner_schedule_invalid', { field: 'ends_at' });
  const [image] = await db.select({ id: bannerImages.id }).from(bannerImages).where(eq(bannerImages.id, input.imageId));
  if (!image) return fail('banner_image_unknown', { field: 'image_id' });
  const titled = writtenTexts(input.texts, { bodyRequired: false });
  if (!titled.ok) return titled;
  const now = clock.now();
  const values = {
    imageId: input.imageId,
    link: input.link,
    sortOrder: input.sortOrder,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    enabled: input.enabled,
    updatedAt: now,
    updatedBy: input.staffName,
  };
  let id = input.id;
  if (id === undefined) {
    const [created] = await db
      .insert(banners)
      .values({ ...values, createdAt: now })
      .returning({ id: banners.id });
    if (!created) throw new Error('banner insert returned nothing');
    id = created.id;
  } else {
    const changed = await db.update(banners).set(values).where(eq(banners.id, id)).returning({ id: banners.id });
    if (changed.length === 0) return fail('not_found');
  }
  const langs = titled.value.map((text) => text.lang);
  await db.delete(bannerTranslations).where(and(eq(bannerTranslations.bannerId, id), notInArray(bannerTranslations.lang, langs)));
  for (const text of titled.value) {
    const subtitle = input.texts[text.lang]?.subtitle?.trim() ?? '';
    await db
      .insert(bannerTranslations)
      .values({ bannerId: id, lang: text.lang, title: text.title, subtitle, body: text.body })
      .onConflictDoUpdate({ target: [bannerTranslations.bannerId, bannerTranslations.lang], set: { title: text.title, subtitle, body: text.body } });
  }
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) return fail('not_found');
  return ok(deskBanner(row, (await translationsOf(db, [id])).get(id) ?? [], now));
}

/** The per-language fields of a banner form (title_<lang>, subtitle_<lang>, body_<lang>) as one map. */
export function bannerTextsOf(fields: Record<string, unknown>): SaveBannerInput['texts'] {
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, { title: text(`title_${lang}`), subtitle: text(`subtitle_${lang}`), body: text(`body_${lang}`) }]));
}
