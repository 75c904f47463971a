import { inject } from 'vitest';
import { allocateDueProjects, unlockDueSubscriptions } from '../../apps/server/src/modules/subscriptions/index.js';
import type { Clock } from '../../apps/server/src/platform/clock.js';
import { connectDatabase, type DatabaseHandle } from '../../apps/server/src/platform/db/client.js';
import { adminCall } from './staff.js';

/**
 * Setup and "advance the clock" for the browser's subscription test. The project is made at the
 * staff desk's call (admin/saveSubscriptionProject, audited like any staff change); allocation and
 * unlocking are the platform's own job use cases run on its database with a clock set after the
 * window or the lock-up. The platform keeps its real clock: its own jobs never reach these moments.
 */
let database: DatabaseHandle | undefined;
function db() {
  database ??= connectDatabase(inject('databaseUrl'), 1);
  return database.db;
}

export async function closeSubscriptionDatabase(): Promise<void> {
  await database?.close();
  database = undefined;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface TestProject {
  id: string;
  coin: string;
  endsAt: Date;
  lockupDays: number;
}

/** A coin code nobody has: "E" and seven letters or digits. */
const newCoin = () => `E${Math.random().toString(36).slice(2, 9).toUpperCase()}`;

/**
 * A public pro-rata project open from a minute ago for an hour: 1,000 coins (8 decimals) at
 * 0.5 USDT, 10–1,000 USDT per user, locked `lockupDays` days after allocation.
 */
export async function createOpenProject(lockupDays = 2): Promise<TestProject> {
  const coin = newCoin();
  const now = Date.now();
  const endsAt = new Date(now + 60 * MINUTE_MS);
  const answer = await adminCall<{ id: string }>(
    inject('baseUrl'),
    'saveSubscriptionProject',
    {
      coin,
      coin_name: `${coin} Network`,
      coin_scale: '8',
      name: `${coin} launch`,
      private: '0',
      rule: 'pro_rata',
      issue_price: '0.5',
      total_supply: '1000',
      min_commit: '10',
      user_cap: '1000',
      starts_at: new Date(now - MINUTE_MS).toISOString(),
      ends_at: endsAt.toISOString(),
      listing_at: new Date(endsAt.getTime() + DAY_MS).toISOString(),
      lockup_days: String(lockupDays),
      release_at: new Date(now - DAY_MS).toISOString(),
      total_issuance: '1000000',
      circulation: '1000',
      website: 'https://example.test',
      white_paper: 'https://example.test/paper.pdf',
      introduction: JSON.stringify({ en: `${coin} is a test coin for the browser tests.` }),
      request_id: `e2e-project-${coin}`,
    },
    inject('staffToken'),
    'POST',
  );
  if (answer.code !== 0) throw new Error(`saveSubscriptionProject: ${answer.msg}`);
  return { id: answer.data.id, coin, endsAt, lockupDays };
}

/** The allocation job as it runs a minute after the window closed: the root published, then the allocation. */
export function allocateAfterWindow(project: TestProject): Promise<{ published: number; allocated: number }> {
  const ahead: Clock = { now: () => new Date(project.endsAt.getTime() + MINUTE_MS) };
  return allocateDueProjects(db(), ahead);
}

/** The unlock job as it runs an hour after the lock-up ended (allocation ran a minute after the window). */
export function unlockAfterLockup(project: TestProject): Promise<number> {
  const ahead: Clock = { now: () => new Date(project.endsAt.getTime() + project.lockupDays * DAY_MS + 61 * MINUTE_MS) };
  return unlockDueSubscriptions(db(), ahead);
}
