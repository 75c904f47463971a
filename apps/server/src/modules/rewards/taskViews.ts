import { type BenefitClaim, type BenefitTask, type BenefitTaskAdmin, type BenefitTaskStatus, LANGUAGES, type Lang } from '@veritex/shared';
import { usdt } from './rewardsAccount.js';
import type { BenefitClaimRow, BenefitTaskRow } from './schema.js';

/** Trading volume is measured in USDT; the other kinds are done (1) or not (0). */
export const unitOf = (task: BenefitTaskRow): 'usdt' | 'count' => (task.kind === 'trading_volume' ? 'usdt' : 'count');

function amountIn(task: BenefitTaskRow, units: bigint): string {
  return unitOf(task) === 'usdt' ? usdt(units) : units.toString();
}

/** The text in `lang`, or English when that language has none (the answer says which). */
export function localized(texts: Partial<Record<Lang, string>>, lang: Lang): { text: string; lang: Lang } {
  const own = texts[lang];
  if (own) return { text: own, lang };
  return { text: texts.en ?? '', lang: 'en' };
}

export function taskStatus(task: BenefitTaskRow, progress: bigint, claimed: boolean, now: Date): BenefitTaskStatus {
  if (claimed) return 'claimed';
  if (task.periodStart && now < task.periodStart) return 'upcoming';
  if (task.periodEnd && now >= task.periodEnd) return 'ended';
  if (BigInt(task.budget) - BigInt(task.spent) < BigInt(task.reward)) return 'exhausted';
  return progress >= BigInt(task.target) ? 'claimable' : 'in_progress';
}

export function taskView(task: BenefitTaskRow, input: { lang: Lang; progress: bigint; claim: BenefitClaimRow | undefined; now: Date }): BenefitTask {
  const title = localized(task.titles, input.lang);
  const left = BigInt(task.budget) - BigInt(task.spent);
  return {
    id: String(task.id),
    kind: task.kind,
    title: title.text,
    title_lang: title.lang,
    description: localized(task.descriptions, input.lang).text,
    asset: task.asset,
    reward: usdt(task.reward),
    progress: amountIn(task, input.progress),
    target: amountIn(task, BigInt(task.target)),
    unit: unitOf(task),
    status: taskStatus(task, input.progress, input.claim !== undefined, input.now),
    period_start: task.periodStart?.toISOString() ?? null,
    period_end: task.periodEnd?.toISOString() ?? null,
    budget_left: usdt(left > 0n ? left : 0n),
    claimed_at: input.claim?.createdAt.toISOString() ?? null,
  };
}

export function claimView(claim: BenefitClaimRow, task: BenefitTaskRow, lang: Lang): BenefitClaim {
  const title = localized(task.titles, lang);
  return {
    id: String(claim.id),
    task_id: String(claim.taskId),
    kind: task.kind,
    title: title.text,
    title_lang: title.lang,
    amount: usdt(claim.amount),
    asset: claim.asset,
    created_at: claim.createdAt.toISOString(),
  };
}

export function taskAdminView(task: BenefitTaskRow): BenefitTaskAdmin {
  return {
    id: String(task.id),
    kind: task.kind,
    titles: { ...task.titles },
    descriptions: { ...task.descriptions },
    missing_languages: LANGUAGES.filter((lang) => !task.titles[lang]),
    asset: task.asset,
    reward: usdt(task.reward),
    target: amountIn(task, BigInt(task.target)),
    unit: unitOf(task),
    period_start: task.periodStart?.toISOString() ?? null,
    period_end: task.periodEnd?.toISOString() ?? null,
    budget: usdt(task.budget),
    spent: usdt(task.spent),
    claims: task.claims,
    active: task.active,
    sort_order: task.sortOrder,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
  };
}
