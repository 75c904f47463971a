import { type BenefitTaskAdmin, type BenefitTaskKind, fail, type Lang, ok, parseUnits, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { REWARDS_ASSET, USDT_SCALE } from './rewardsAccount.js';
import { benefitTasks } from './schema.js';
import { taskAdminView } from './taskViews.js';

export interface SaveBenefitTaskInput {
  /** Absent: a new task. */
  id?: bigint;
  kind: BenefitTaskKind;
  /** English required; empty texts are dropped (those languages show the English one). */
  titles: Partial<Record<Lang, string | undefined>>;
  descriptions?: Partial<Record<Lang, string | undefined>>;
  /** Decimal USDT strings. */
  reward: string;
  /** Trading volume in USDT for `trading_volume`; the one-off kinds are done at 1. */
  target?: string;
  periodStart?: Date;
  periodEnd?: Date;
  budget: string;
  active: boolean;
  sortOrder: number;
}

type TaskTerms = Omit<typeof benefitTasks.$inferInsert, 'id' | 'spent' | 'claims' | 'createdAt' | 'updatedAt'>;

/**
 * admin/saveBenefitTask (audited by the route, on its transaction): creates a task or changes one.
 * The row is locked while it changes, so a claim in flight sees either the old terms or the new.
 * Claims already made keep what they paid; the budget cannot go below what was spent, and a task
 * that has paid claims keeps its kind (users claimed it for what it measured).
 */
export async function saveBenefitTask(db: DbOrTx, clock: Clock, input: SaveBenefitTaskInput): Promise<Result<BenefitTaskAdmin>> {
  const terms = taskTerms(input);
  if (!terms.ok) return terms;
  const now = clock.now();
  if (input.id === undefined) {
    const [created] = await db
      .insert(benefitTasks)
      .values({ ...terms.value, createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error('benefit task insert returned nothing');
    return ok(taskAdminView(created));
  }
  const [existing] = await db.select().from(benefitTasks).where(eq(benefitTasks.id, input.id)).for('update');
  if (!existing) return fail('task_unknown', { field: 'id' });
  if (existing.claims > 0 && existing.kind !== input.kind) return fail('invalid_input', { field: 'kind' });
  if (BigInt(terms.value.budget) < BigInt(existing.spent)) return fail('amount_invalid', { field: 'budget', min: existing.spent });
  const [updated] = await db
    .update(benefitTasks)
    .set({ ...terms.value, updatedAt: now })
    .where(eq(benefitTasks.id, input.id))
    .returning();
  if (!updated) throw new Error('benefit task vanished under its lock');
  return ok(taskAdminView(updated));
}

function taskTerms(input: SaveBenefitTaskInput): Result<TaskTerms> {
  const reward = parseUnits(input.reward, USDT_SCALE);
  const budget = parseUnits(input.budget, USDT_SCALE);
  if (reward === undefined || reward <= 0n) return fail('amount_invalid', { field: 'reward', scale: USDT_SCALE });
  if (budget === undefined || budget < 0n) return fail('amount_invalid', { field: 'budget', scale: USDT_SCALE });
  let target = 1n;
  if (input.kind === 'trading_volume') {
    const volume = input.target === undefined ? undefined : parseUnits(input.target, USDT_SCALE);
    if (volume === undefined || volume <= 0n) return fail('amount_invalid', { field: 'target', scale: USDT_SCALE });
    target = volume;
  }
  if (input.periodStart && input.periodEnd && input.periodEnd <= input.periodStart) return fail('invalid_input', { field: 'period_end' });
  const titles = presentTexts(input.titles);
  if (!titles.en) return fail('invalid_input', { field: 'titles' });
  return ok({
    kind: input.kind,
    titles,
    descriptions: presentTexts(input.descriptions ?? {}),
    asset: REWARDS_ASSET,
    reward: reward.toString(),
    target: target.toString(),
    periodStart: input.periodStart ?? null,
    periodEnd: input.periodEnd ?? null,
    budget: budget.toString(),
    active: input.active,
    sortOrder: input.sortOrder,
  });
}

function presentTexts(texts: Partial<Record<Lang, string | undefined>>): Partial<Record<Lang, string>> {
  const kept: Partial<Record<Lang, string>> = {};
  for (const [lang, text] of Object.entries(texts) as Array<[Lang, string | undefined]>) {
    const trimmed = text?.trim();
    if (trimmed) kept[lang] = trimmed;
  }
  return kept;
}
