import { type BannerDetail, fail, type Lang, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { renderMarkdown } from '../renderMarkdown.js';
import { bannerItem, shownAt, translationsOf } from './bannerViews.js';
import { banners } from './schema.js';

/** web/getBannerDetail (/bannerDetail?id=): a banner shown now, with its text rendered and sanitised. */
export async function getBannerDetail(db: DbOrTx, clock: Clock, input: { id: bigint; lang: Lang }): Promise<Result<BannerDetail>> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.id, input.id), shownAt(clock.now())));
  if (!row) return fail('not_found');
  const item = bannerItem(row, (await translationsOf(db, [row.id])).get(row.id) ?? [], input.lang);
  if (!item) return fail('not_found');
  return ok({ ...item, html: renderMarkdown(item.body) });
}
