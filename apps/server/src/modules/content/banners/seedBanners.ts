import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import type { ImageStore } from '../../../platform/images.js';
import { BANNER_ART_HEIGHT, BANNER_ART_WIDTH, type BannerArt, renderBannerArt } from './bannerArt.js';
import { banners, bannerTranslations } from './schema.js';
import { storeBannerImage } from './uploadBannerImage.js';

/** The shipped banners: generated pictures, links to real pages, texts in seed/banners.json. */
const SHIPPED: ReadonlyArray<{ key: BannerArt; link: string; sortOrder: number }> = [
  { key: 'quickbuy', link: '/kjmbSelect', sortOrder: 10 },
  { key: 'earn', link: '/profit_index', sortOrder: 20 },
  { key: 'help', link: '/help', sortOrder: 30 },
];

type SeedTexts = Record<string, Record<string, { title: string; subtitle: string; body: string }>>;

/** Seeds the home banners once each (by seed key); staff's changes, order and schedule are kept on later starts. */
export async function seedBanners(db: DbOrTx, images: ImageStore, clock: Clock): Promise<number> {
  const texts = JSON.parse(readFileSync(join(import.meta.dirname, 'seed', 'banners.json'), 'utf8')) as SeedTexts;
  const existing = new Set((await db.select({ key: banners.seedKey }).from(banners)).map((row) => row.key));
  let seeded = 0;
  for (const shipped of SHIPPED) {
    const seedKey = `seed:${shipped.key}`;
    if (existing.has(seedKey)) continue;
    const image = await storeBannerImage(db, images, clock, {
      buffer: await renderBannerArt(shipped.key),
      mime: 'image/png',
      width: BANNER_ART_WIDTH,
      height: BANNER_ART_HEIGHT,
      staffName: 'seed',
    });
    const now = clock.now();
    const [created] = await db
      .insert(banners)
      .values({ imageId: image.image_id, link: shipped.link, sortOrder: shipped.sortOrder, seedKey, createdAt: now, updatedAt: now, updatedBy: 'seed' })
      .onConflictDoNothing()
      .returning({ id: banners.id });
    if (!created) continue;
    seeded++;
    for (const lang of LANGUAGES) {
      const text = texts[lang]?.[shipped.key];
      if (text) await db.insert(bannerTranslations).values({ bannerId: created.id, lang, ...text });
    }
  }
  return seeded;
}
