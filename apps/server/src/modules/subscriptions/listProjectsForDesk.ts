import type { SubscriptionProjectAdmin } from '@veritex/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { assets } from '../marketdata/index.js';
import { projectCounts } from './projectCounts.js';
import { subscriptionProjects } from './schema.js';
import { projectColumns } from './subscriptionTerms.js';
import { projectAdminView } from './subscriptionViews.js';

/** admin/subscriptionProjects: every project, private placements too, newest first. */
export async function listProjectsForDesk(
  db: DbOrTx,
  clock: Clock,
  input: { page: number; pageSize: number },
): Promise<{ items: SubscriptionProjectAdmin[]; total: number }> {
  const rows = await db
    .select(projectColumns)
    .from(subscriptionProjects)
    .innerJoin(assets, eq(assets.code, subscriptionProjects.coin))
    .orderBy(desc(subscriptionProjects.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(subscriptionProjects);
  const counts = await projectCounts(
    db,
    rows.map((r) => r.row.id),
  );
  const now = clock.now();
  return { items: rows.map((project) => projectAdminView(project, now, counts(project.row.id))), total: count?.total ?? 0 };
}

/** One project as the desk sees it (the answer of every desk action on a project). */
export async function projectForDesk(db: DbOrTx, clock: Clock, projectId: bigint): Promise<SubscriptionProjectAdmin | undefined> {
  const [project] = await db
    .select(projectColumns)
    .from(subscriptionProjects)
    .innerJoin(assets, eq(assets.code, subscriptionProjects.coin))
    .where(eq(subscriptionProjects.id, projectId));
  if (!project) return undefined;
  return projectAdminView(project, clock.now(), (await projectCounts(db, [projectId]))(projectId));
}
