import type { IssueTerms, SubscriptionProjectStatus } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { assets } from '../marketdata/index.js';
import { type SubscriptionProjectRow, subscriptionProjects } from './schema.js';

export const USDT_SCALE = 6;
export const DAY_MS = 86_400_000;
/** The allocation job's period: the page promises allocation within it after the window ends. */
export const ALLOCATION_PERIOD_MS = 30_000;

/** A project with its coin's decimal places and name (the coin is an asset row). */
export interface LoadedProject {
  row: SubscriptionProjectRow;
  coinScale: number;
  coinName: string;
}

export const projectColumns = { row: subscriptionProjects, coinScale: assets.scale, coinName: assets.name };

/** One project with its coin; `lock` takes the project row FOR UPDATE (subscribing, publishing, allocating, listing). */
export async function loadProject(db: DbOrTx, projectId: bigint, lock = false): Promise<LoadedProject | undefined> {
  const query = db
    .select(projectColumns)
    .from(subscriptionProjects)
    .innerJoin(assets, eq(assets.code, subscriptionProjects.coin))
    .where(eq(subscriptionProjects.id, projectId));
  const [found] = lock ? await query.for('update', { of: subscriptionProjects }) : await query;
  return found;
}

export function issueTerms(project: LoadedProject): IssueTerms {
  return { rule: project.row.rule, supply: BigInt(project.row.totalSupply), price: BigInt(project.row.issuePrice), coinScale: project.coinScale };
}

/** The stored status refined by the clock: a project not yet closed is upcoming before its window and open during it. */
export function effectiveStatus(row: SubscriptionProjectRow, now: Date): SubscriptionProjectStatus {
  if (row.status !== 'upcoming' && row.status !== 'open') return row.status;
  if (now < row.startsAt) return 'upcoming';
  if (now < row.endsAt) return 'open';
  // The window has ended and the job has not published yet: closed to new commitments.
  return 'closed';
}

/** Whether the window accepts commitments now (and the job has not closed the project). */
export function isOpen(row: SubscriptionProjectRow, now: Date): boolean {
  return effectiveStatus(row, now) === 'open';
}
