import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { placementInvitations, subscriptions } from './schema.js';
import type { ProjectCounts } from './subscriptionViews.js';

/** Commitments, distinct subscribers and invitations per project, for the desk. */
export async function projectCounts(db: DbOrTx, projectIds: bigint[]): Promise<(id: bigint) => ProjectCounts> {
  if (projectIds.length === 0) return () => ({ subscriptions: 0, subscribers: 0, invited: 0 });
  const subscribed = await db
    .select({ projectId: subscriptions.projectId, count: sql<number>`count(*)::int`, users: sql<number>`count(distinct ${subscriptions.userId})::int` })
    .from(subscriptions)
    .where(inArray(subscriptions.projectId, projectIds))
    .groupBy(subscriptions.projectId);
  const invited = await db
    .select({ projectId: placementInvitations.projectId, count: sql<number>`count(*)::int` })
    .from(placementInvitations)
    .where(inArray(placementInvitations.projectId, projectIds))
    .groupBy(placementInvitations.projectId);
  const bySubscriptions = new Map(subscribed.map((r) => [r.projectId, r]));
  const byInvited = new Map(invited.map((r) => [r.projectId, r.count]));
  return (id) => ({
    subscriptions: bySubscriptions.get(id)?.count ?? 0,
    subscribers: bySubscriptions.get(id)?.users ?? 0,
    invited: byInvited.get(id) ?? 0,
  });
}
