import type { MerchantPublic, MerchantStatus } from '@veritex/shared';
import { inArray } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { FIGURES_WINDOW_MS, ratingCounts, recentFigures } from './merchantFigures.js';
import { percentText } from './p2pAmounts.js';
import { p2pMerchants } from './schema.js';

/**
 * Approved merchants as every user sees them on an ad and an order (keyed by user id): completed
 * orders, completion rate and average release time over the last 30 days, ratings of all time.
 * Users who are not approved merchants are absent from the map.
 */
export async function merchantPublicViews(db: DbOrTx, clock: Clock, userIds: bigint[]): Promise<Map<string, MerchantPublic>> {
  return merchantProfiles(db, clock, userIds, ['approved']);
}

/**
 * The same figures for merchants in any of `statuses`: a merchant's own ads and the desk still show
 * the figures after a resignation. `merchant_since` is the approval, else the application.
 */
export async function merchantProfiles(
  db: DbOrTx,
  clock: Clock,
  userIds: readonly bigint[],
  statuses: readonly MerchantStatus[] = ['pending', 'approved', 'rejected', 'resigned'],
): Promise<Map<string, MerchantPublic>> {
  const views = new Map<string, MerchantPublic>();
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return views;
  const rows = (await db.select().from(p2pMerchants).where(inArray(p2pMerchants.userId, unique))).filter((row) => statuses.includes(row.status));
  const ids = rows.map((row) => row.userId);
  const recent = await recentFigures(db, new Date(clock.now().getTime() - FIGURES_WINDOW_MS), ids);
  const ratings = await ratingCounts(db, ids);
  for (const row of rows) {
    const key = String(row.userId);
    const figures = recent.get(key) ?? { completed: 0, cancelledAsBuyer: 0, avgReleaseMinutes: null };
    const rated = ratings.get(key) ?? { ratings: 0, positive: 0 };
    views.set(key, {
      id: key,
      nickname: row.nickname,
      completed_30d: figures.completed,
      completion_rate_pct: percentText(figures.completed, figures.completed + figures.cancelledAsBuyer),
      avg_release_minutes: figures.avgReleaseMinutes,
      positive_rate_pct: percentText(rated.positive, rated.ratings),
      ratings: rated.ratings,
      merchant_since: (row.approvedAt ?? row.appliedAt).toISOString(),
    });
  }
  return views;
}
