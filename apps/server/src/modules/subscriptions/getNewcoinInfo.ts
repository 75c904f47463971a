import { type CoinInfoView, fail, type Lang, ok, type Result, type SubscriptionProject, type SubscriptionRules } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { ALLOCATION_PERIOD_MS, loadProject } from './subscriptionTerms.js';
import { coinInfoView, projectView } from './subscriptionViews.js';
import { committedBy, isInvited } from './visibleProjects.js';

export interface GetNewcoinInfoInput {
  projectId: bigint;
  userId?: bigint;
  lang: Lang;
}

/** The rules every subscription page shows before the user commits. */
export const SUBSCRIPTION_RULES_VIEW: SubscriptionRules = {
  asset: 'USDT',
  account: 'exchange',
  // The job runs every period; a run may wait for the previous one, so the promise is two periods.
  allocation_within_seconds: (2 * ALLOCATION_PERIOD_MS) / 1000,
  locked_account: 'locked',
};

/** web/getNewcoinsInfo: one project with its coin information; a private placement exists only for its invitees. */
export async function getNewcoinInfo(
  db: DbOrTx,
  clock: Clock,
  input: GetNewcoinInfoInput,
): Promise<Result<{ project: SubscriptionProject; coin: CoinInfoView; rules: SubscriptionRules }>> {
  const project = await loadProject(db, input.projectId);
  if (!project) return fail('project_unknown', { field: 'id' });
  if (project.row.private && (input.userId === undefined || !(await isInvited(db, project.row.id, input.userId))))
    return fail('project_unknown', { field: 'id' });
  const mine = await committedBy(db, input.userId, [project.row.id]);
  return ok({
    project: projectView(project, clock.now(), mine.get(project.row.id) ?? 0n),
    coin: coinInfoView(project, input.lang),
    rules: SUBSCRIPTION_RULES_VIEW,
  });
}
