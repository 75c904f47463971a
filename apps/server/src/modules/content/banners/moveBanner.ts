import { type DeskBanner, fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { BANNER_ORDER, listDeskBanners } from './bannerViews.js';
import { banners } from './schema.js';

/** Gaps between sort numbers, so that staff can still slot one in by number. */
const STEP = 10;

/** admin/moveBanner: one place earlier or later; every banner is renumbered in steps of 10 in the new order. */
export async function moveBanner(
  db: DbOrTx,
  clock: Clock,
  input: { id: bigint; direction: 'up' | 'down'; staffName: string },
): Promise<Result<{ items: DeskBanner[] }>> {
  const rows = await db
    .select({ id: banners.id, sortOrder: banners.sortOrder })
    .from(banners)
    .orderBy(...BANNER_ORDER);
  const from = rows.findIndex((row) => row.id === input.id);
  if (from < 0) return fail('not_found');
  const to = input.direction === 'up' ? from - 1 : from + 1;
  if (to >= 0 && to < rows.length) {
    const [moved] = rows.splice(from, 1);
    if (moved) rows.splice(to, 0, moved);
  }
  const now = clock.now();
  for (const [index, row] of rows.entries()) {
    const sortOrder = index * STEP;
    if (row.sortOrder !== sortOrder || row.id === input.id) {
      await db
        .update(banners)
        .set({ sortOrder, ...(row.id === input.id ? { updatedAt: now, updatedBy: input.staffName } : {}) })
        .where(eq(banners.id, row.id));
    }
  }
  return ok(await listDeskBanners(db, now));
}
