import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';

/** The window of a merchant's public figures and of the completion-rate criterion. */
export const FIGURES_WINDOW_MS = 30 * 24 * 3_600_000;

export interface RecentFigures {
  /** Orders completed or resolved in the window, as buyer or seller. */
  completed: number;
  /** Orders cancelled in the window where the user was the buyer (a buyer's cancellation never hurts the seller). */
  cancelledAsBuyer: number;
  /** Average minutes from "paid" to release as a seller, two decimals; null without such orders. */
  avgReleaseMinutes: string | null;
}

/**
 * Each user's quick-buy figures over orders created since `since`. The average release time is
 * computed by PostgreSQL in exact numeric arithmetic and answered as text.
 */
export async function recentFigures(db: DbOrTx, since: Date, userIds: readonly bigint[]): Promise<Map<string, RecentFigures>> {
  const figures = new Map<string, RecentFigures>();
  if (userIds.length === 0) return figures;
  const rows = await db.execute<{ user_id: string; completed: number; cancelled_as_buyer: number; avg_release: string | null }>(sql`
    select u.id::text as user_id,
      count(o.id) filter (where o.status in ('completed', 'resolved'))::int as completed,
      count(o.id) filter (where o.status = 'cancelled' and o.buyer_id = u.id)::int as cancelled_as_buyer,
      round(avg(extract(epoch from (o.closed_at - o.paid_at))::numeric)
        filter (where o.status = 'completed' and o.seller_id = u.id and o.paid_at is not null and o.closed_at is not null) / 60, 2)::text as avg_release
    from unnest(${pgArray(userIds)}::bigint[]) as u(id)
    left join p2p_orders o on (o.buyer_id = u.id or o.seller_id = u.id) and o.created_at >= ${since.toISOString()}
    group by u.id`);
  for (const row of rows.rows) {
    figures.set(row.user_id, { completed: row.completed, cancelledAsBuyer: row.cancelled_as_buyer, avgReleaseMinutes: row.avg_release });
  }
  return figures;
}

/** Ratings each user received, all time. */
export async function ratingCounts(db: DbOrTx, userIds: readonly bigint[]): Promise<Map<string, { ratings: number; positive: number }>> {
  const counts = new Map<string, { ratings: number; positive: number }>();
  if (userIds.length === 0) return counts;
  const rows = await db.execute<{ ratee_id: string; ratings: number; positive: number }>(sql`
    select ratee_id::text, count(*)::int as ratings, count(*) filter (where positive)::int as positive
    from p2p_ratings where ratee_id = any(${pgArray(userIds)}::bigint[]) group by ratee_id`);
  for (const row of rows.rows) counts.set(row.ratee_id, { ratings: row.ratings, positive: row.positive });
  return counts;
}

/** A user's whole record: orders completed or resolved as buyer or seller, and the distinct counterparties of those. */
export async function lifetimeFigures(db: DbOrTx, userId: bigint): Promise<{ completed: number; counterparties: number }> {
  const rows = await db.execute<{ completed: number; counterparties: number }>(sql`
    select count(*)::int as completed,
      count(distinct case when buyer_id = ${userId} then seller_id else buyer_id end)::int as counterparties
    from p2p_orders
    where (buyer_id = ${userId} or seller_id = ${userId}) and status in ('completed', 'resolved')`);
  return rows.rows[0] ?? { completed: 0, counterparties: 0 };
}
