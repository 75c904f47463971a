import { fail, ok, type Result, type SubscriptionProjectAdmin } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { allocateClosedProject } from './allocateClosedProject.js';
import { projectForDesk } from './listProjectsForDesk.js';
import { publishCommitment } from './publishCommitment.js';
import { loadProject } from './subscriptionTerms.js';

export interface RunProjectAllocationInput {
  /** The pool: publishing the root commits on its own, before the allocation exists (as the job does). */
  db: Database;
  /** The staff action's transaction (its audit entry commits with the allocation). */
  tx: DbOrTx;
  clock: Clock;
  projectId: bigint;
}

/**
 * admin/allocateProject: what the job would do within its next period, now. Refused before the
 * window ends. Publishing is the job's own deterministic step and commits first, so even a staff
 * run publishes the root before any allocation exists; the allocation itself follows the rule and
 * the published numbers, so staff choose nothing about anybody's result. An allocated project
 * answers as it is.
 */
export async function runProjectAllocation(input: RunProjectAllocationInput): Promise<Result<SubscriptionProjectAdmin>> {
  const { db, tx, clock, projectId } = input;
  const project = await loadProject(tx, projectId);
  if (!project) return fail('project_unknown', { field: 'project_id' });
  if (clock.now() < project.row.endsAt) return fail('project_not_closed', { field: 'project_id', ends_at: project.row.endsAt.toISOString() });
  await publishCommitment(db, clock, projectId);
  await allocateClosedProject(tx, clock, projectId);
  const view = await projectForDesk(tx, clock, projectId);
  if (!view) throw new Error(`project ${projectId} vanished`);
  return ok(view);
}
