import type { SubscriptionProject } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { assets } from '../marketdata/index.js';
import { subscriptionProjects } from './schema.js';
import { projectColumns } from './subscriptionTerms.js';
import { projectView } from './subscriptionViews.js';
import { committedBy, visibleTo } from './visibleProjects.js';

export interface ListNewcoinsInput {
  userId?: bigint;
  page: number;
  pageSize: number;
}

/** web/getNewcoinsList: the projects the caller may see, open ones first, then upcoming, then past (newest first). */
export async function listNewcoins(db: DbOrTx, clock: Clock, input: ListNewcoinsInput): Promise<{ items: SubscriptionProject[]; total: number }> {
  const now = clock.now();
  const visible = visibleTo(input.userId);
  const running = sql`${subscriptionProjects.status} in ('upcoming', 'open')`;
  const order = sql`case when ${running} and ${subscriptionProjects.startsAt} <= ${now} and ${subscriptionProjects.endsAt} > ${now} then 0
    when ${running} and ${subscriptionProjects.startsAt} > ${now} then 1 else 2 end`;
  const rows = await db
    .select(projectColumns)
    .from(subscriptionProjects)
    .innerJoin(assets, eq(assets.code, subscriptionProjects.coin))
    .where(visible)
    .orderBy(order, sql`${subscriptionProjects.startsAt} desc`, sql`${subscriptionProjects.id} desc`)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(subscriptionProjects).where(visible);
  const mine = await committedBy(
    db,
    input.userId,
    rows.map((r) => r.row.id),
  );
  return { items: rows.map((project) => projectView(project, now, mine.get(project.row.id) ?? 0n)), total: count?.total ?? 0 };
}
