import type { BannerItem, Lang } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { BANNER_ORDER, bannerItem, shownAt, translationsOf } from './bannerViews.js';
import { banners } from './schema.js';

/** Banners a home page shows at once: more are a carousel nobody waits for. */
const MAX_SHOWN = 8;

/** web/getBanner: the banners shown now, in display order, in the reader's language or English. */
export async function listBanners(db: DbOrTx, clock: Clock, input: { lang: Lang }): Promise<{ items: BannerItem[] }> {
  const rows = await db
    .select()
    .from(banners)
    .where(shownAt(clock.now()))
    .orderBy(...BANNER_ORDER)
    .limit(MAX_SHOWN);
  const texts = await translationsOf(
    db,
    rows.map((row) => row.id),
  );
  const items: BannerItem[] = [];
  for (const row of rows) {
    const item = bannerItem(row, texts.get(row.id) ?? [], input.lang);
    if (!item) continue;
    const { body: _body, ...shown } = item;
    items.push(shown);
  }
  return { items };
}
