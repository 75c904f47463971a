import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { allocateClosedProject } from './allocateClosedProject.js';
import { publishCommitment } from './publishCommitment.js';
import { subscriptionProjects } from './schema.js';

export interface AllocationRun {
  published: number;
  allocated: number;
}

/**
 * The `subscriptions.allocate` job: everything due by `clock.now()`, so one run after downtime
 * catches up. First every project whose window has ended gets its commitment root published (each
 * in its own transaction, committed), then every closed project is allocated (each in its own
 * transaction). Idempotent: the project's status says what is done, and every posting has its key.
 */
export async function allocateDueProjects(db: Database, clock: Clock): Promise<AllocationRun> {
  const run: AllocationRun = { published: 0, allocated: 0 };
  const ended = await db
    .select({ id: subscriptionProjects.id })
    .from(subscriptionProjects)
    .where(and(inArray(subscriptionProjects.status, ['upcoming', 'open']), lte(subscriptionProjects.endsAt, clock.now())))
    .orderBy(asc(subscriptionProjects.id));
  for (const { id } of ended) if (await publishCommitment(db, clock, id)) run.published += 1;
  const closed = await db
    .select({ id: subscriptionProjects.id })
    .from(subscriptionProjects)
    .where(eq(subscriptionProjects.status, 'closed'))
    .orderBy(asc(subscriptionProjects.id));
  for (const { id } of closed) if (await db.transaction((tx) => allocateClosedProject(tx, clock, id))) run.allocated += 1;
  return run;
}
