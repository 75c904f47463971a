import { DAY_MS, earnDayEnd, earnDayNumber } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { postEntries } from '../modules/ledger/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';

/** Idempotency key of the seed's funding of the rewards account: a second start posts nothing. */
export const demoRewardsKeys = { funding: () => 'seed:rewards-funding' };

/** Sign-in reward per cycle day, USDT minor units: 0.1, 0.1, 0.2, 0.2, 0.3, 0.5, 1 (2.4 USDT a full cycle). */
const SIGN_IN_REWARDS = [100_000n, 100_000n, 200_000n, 200_000n, 300_000n, 500_000n, 1_000_000n];
/** Capital the demo puts into the rewards account: 50,000 USDT. */
const REWARDS_FUNDING_UNITS = 50_000_000_000n;
const USDT = 1_000_000n;

interface DefaultTask {
  kind: 'first_deposit' | 'first_trade' | 'junior_verification' | 'sign_in_cycle' | 'trading_volume';
  title: string;
  description: string;
  reward: bigint;
  target: bigint;
  budget: bigint;
  /** Days the task runs from the day it is seeded; none: open-ended. */
  periodDays?: number;
}

const DEFAULT_TASKS: DefaultTask[] = [
  {
    kind: 'first_deposit',
    title: 'Make your first deposit',
    description: 'Have a deposit credited to your account, then claim 5 USDT.',
    reward: 5n * USDT,
    target: 1n,
    budget: 5_000n * USDT,
  },
  {
    kind: 'first_trade',
    title: 'Make your first trade',
    description: 'Complete a spot trade, open a contract position or place a delivery order, then claim 5 USDT.',
    reward: 5n * USDT,
    target: 1n,
    budget: 5_000n * USDT,
  },
  {
    kind: 'junior_verification',
    title: 'Pass junior verification',
    description: 'Once your junior identity verification is approved, claim 10 USDT.',
    reward: 10n * USDT,
    target: 1n,
    budget: 10_000n * USDT,
  },
  {
    kind: 'sign_in_cycle',
    title: 'Complete a 7-day sign-in',
    description: 'Sign in 7 days in a row to complete a cycle, then claim 2 USDT.',
    reward: 2n * USDT,
    target: 1n,
    budget: 2_000n * USDT,
  },
  {
    kind: 'trading_volume',
    title: 'Trade 10,000 USDT in 30 days',
    description: 'Reach 10,000 USDT of spot trading volume (USDT markets) within the activity period, then claim 20 USDT.',
    reward: 20n * USDT,
    target: 10_000n * USDT,
    budget: 10_000n * USDT,
    periodDays: 30,
  },
];

/**
 * The rewards configuration every venue starts with: the sign-in reward of each cycle day (days
 * not yet configured only) and the five default benefit tasks (each kind only if no task of that
 * kind exists, so a venue's own edits stay), English titles only (the other languages show the
 * English one until staff add theirs). `fund` (demo accounts only) also moves 50,000 USDT of
 * platform capital into the rewards account, once. A real venue funds it through admin/fundRewards:
 * until then sign-in and claims say the rewards account cannot pay. Idempotent.
 */
export async function seedDemoRewards(db: Database, options: { clock: Clock; fund: boolean }): Promise<void> {
  const now = options.clock.now();
  for (const [index, amount] of SIGN_IN_REWARDS.entries()) {
    await db.execute(sql`
      insert into sign_in_rewards (day, asset, amount, updated_at) values (${index + 1}, 'USDT', ${amount.toString()}, ${now.toISOString()})
      on conflict (day) do nothing`);
  }
  for (const [index, task] of DEFAULT_TASKS.entries()) await seedTask(db, task, index, now);
  if (options.fund) await fundRewardsAccount(db);
}

async function seedTask(db: Database, task: DefaultTask, sortOrder: number, now: Date): Promise<void> {
  // The period starts at the Hong Kong midnight that began the seed's day.
  const start = task.periodDays === undefined ? null : new Date(earnDayEnd(earnDayNumber(now)).getTime() - DAY_MS);
  const end = start === null || task.periodDays === undefined ? null : new Date(start.getTime() + task.periodDays * DAY_MS);
  await db.execute(sql`
    insert into benefit_tasks (kind, titles, descriptions, asset, reward, target, period_start, period_end, budget, active, sort_order, created_at, updated_at)
    select ${task.kind}, ${JSON.stringify({ en: task.title })}::jsonb, ${JSON.stringify({ en: task.description })}::jsonb, 'USDT',
      ${task.reward.toString()}, ${task.target.toString()}, ${start?.toISOString() ?? null}, ${end?.toISOString() ?? null},
      ${task.budget.toString()}, true, ${sortOrder}, ${now.toISOString()}, ${now.toISOString()}
    where not exists (select 1 from benefit_tasks where kind = ${task.kind})`);
}

async function fundRewardsAccount(db: Database): Promise<void> {
  await db.transaction((tx) =>
    postEntries(tx, {
      reason: 'rewards_funding',
      actor: 'system',
      cause: { type: 'seed', id: 'rewards' },
      idempotencyKey: demoRewardsKeys.funding(),
      memo: 'Initial rewards funding',
      movements: [
        { account: { owner: 'house', kind: 'capital', asset: 'USDT' }, bucket: 'available', amount: -REWARDS_FUNDING_UNITS },
        { account: { owner: 'house', kind: 'rewards', asset: 'USDT' }, bucket: 'available', amount: REWARDS_FUNDING_UNITS },
      ],
    }),
  );
}
