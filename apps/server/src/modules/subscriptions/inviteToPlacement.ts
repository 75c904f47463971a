import { fail, ok, type Result } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { findUserById } from '../identity/index.js';
import { placementInvitations } from './schema.js';
import { loadProject } from './subscriptionTerms.js';

/** admin/inviteToPlacement (audited by the route): the user may now see the private placement and subscribe under its terms. */
export async function inviteToPlacement(
  db: DbOrTx,
  input: { projectId: bigint; userId: bigint /** Absent when the seed invites. */; staffId?: bigint },
): Promise<Result<{ project_id: string; user_id: string; invited: number }>> {
  const project = await loadProject(db, input.projectId);
  if (!project) return fail('project_unknown', { field: 'project_id' });
  // A public project is open to everyone already: an invitation would mean nothing.
  if (!project.row.private) return fail('invalid_input', { field: 'project_id' });
  if (!(await findUserById(db, input.userId))) return fail('account_unknown', { field: 'user_id' });
  await db
    .insert(placementInvitations)
    .values({ projectId: input.projectId, userId: input.userId, invitedBy: input.staffId ?? null })
    .onConflictDoNothing();
  const [count] = await db
    .select({ invited: sql<number>`count(*)::int` })
    .from(placementInvitations)
    .where(eq(placementInvitations.projectId, input.projectId));
  return ok({ project_id: String(input.projectId), user_id: String(input.userId), invited: count?.invited ?? 0 });
}
