import type { SubscriptionRecord } from '@veritex/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { assets } from '../marketdata/index.js';
import { subscriptionProjects, subscriptions } from './schema.js';
import { recordView } from './subscriptionViews.js';

export interface ListSubscriptionsInput {
  /** The user's own records (web/getMySubscriptions); absent for the desk's view of a project. */
  userId?: bigint;
  projectId?: bigint;
  page: number;
  pageSize: number;
  /** Newest first for the user's list; id order (the leaves' order) for the desk. */
  order: 'newest' | 'leaves';
}

/** Subscription records with their project's name and the coin's decimal places. */
export async function listSubscriptions(
  db: DbOrTx,
  input: ListSubscriptionsInput,
): Promise<{ items: Array<SubscriptionRecord & { user_id: string }>; total: number }> {
  const conditions: SQL[] = [];
  if (input.userId !== undefined) conditions.push(eq(subscriptions.userId, input.userId));
  if (input.projectId !== undefined) conditions.push(eq(subscriptions.projectId, input.projectId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ row: subscriptions, name: subscriptionProjects.name, coinScale: assets.scale })
    .from(subscriptions)
    .innerJoin(subscriptionProjects, eq(subscriptionProjects.id, subscriptions.projectId))
    .innerJoin(assets, eq(assets.code, subscriptions.coin))
    .where(where)
    .orderBy(input.order === 'newest' ? desc(subscriptions.id) : subscriptions.id)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(subscriptions).where(where);
  return {
    items: rows.map(({ row, name, coinScale }) => ({ ...recordView(row, { name, coinScale }), user_id: String(row.userId) })),
    total: count?.total ?? 0,
  };
}

/** web/getMySubscriptions (/subscriptionList): the user's records, newest first. */
export async function listMySubscriptions(
  db: DbOrTx,
  input: { userId: bigint; projectId?: bigint; page: number; pageSize: number },
): Promise<{ items: SubscriptionRecord[]; total: number }> {
  const page = await listSubscriptions(db, { ...input, order: 'newest' });
  return { items: page.items.map(({ user_id: _user, ...record }) => record), total: page.total };
}
