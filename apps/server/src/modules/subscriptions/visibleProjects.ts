import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { placementInvitations, subscriptionProjects, subscriptions } from './schema.js';

/**
 * Who sees what: public projects are visible to everybody; a private placement only to the users
 * invited to it (to anyone else it does not exist, `project_unknown`, so its terms do not leak).
 */
export function visibleTo(userId: bigint | undefined): SQL {
  const invited =
    userId === undefined
      ? sql`false`
      : sql`exists (select 1 from ${placementInvitations} where ${placementInvitations.projectId} = ${subscriptionProjects.id} and ${placementInvitations.userId} = ${userId})`;
  return or(eq(subscriptionProjects.private, false), invited) as SQL;
}

export async function isInvited(db: DbOrTx, projectId: bigint, userId: bigint): Promise<boolean> {
  const [row] = await db
    .select({ userId: placementInvitations.userId })
    .from(placementInvitations)
    .where(and(eq(placementInvitations.projectId, projectId), eq(placementInvitations.userId, userId)));
  return row !== undefined;
}

/** What the user has committed to each of the projects so far (USDT minor units). */
export async function committedBy(db: DbOrTx, userId: bigint | undefined, projectIds: bigint[]): Promise<Map<bigint, bigint>> {
  if (userId === undefined || projectIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: subscriptions.projectId, amount: sql<string>`sum(${subscriptions.amount})::text` })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.projectId, projectIds)))
    .groupBy(subscriptions.projectId);
  return new Map(rows.map((r) => [r.projectId, BigInt(r.amount)]));
}
