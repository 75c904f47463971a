import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@veritex/shared';
import { inject } from 'vitest';
import { signIn } from '../../apps/server/src/modules/rewards/index.js';
import type { Clock } from '../../apps/server/src/platform/clock.js';
import { connectDatabase, type DatabaseHandle } from '../../apps/server/src/platform/db/client.js';
import { adminCall } from './staff.js';

/**
 * "Advance the clock" for the browser's sign-in test, the other way round: the platform's own
 * sign-in use case, run on its database with a clock a day behind, records and pays yesterday's
 * sign-in exactly as the page would have then. The page then signs today, on the platform's real
 * clock, and the cycle has moved on a day. Nothing else is touched.
 */
let database: DatabaseHandle | undefined;

export async function signInDaysAgo(userId: bigint, days = 1): Promise<{ date: string; day: number; reward: string }> {
  database ??= connectDatabase(inject('databaseUrl'), 1);
  const past: Clock = { now: () => new Date(Date.now() - days * DAY_MS) };
  const signed = await signIn(database.db, past, { userId, requestId: randomUUID() });
  if (!signed.ok) throw new Error(`sign-in ${days} day(s) ago refused: ${signed.error}`);
  return { date: signed.value.record.date, day: signed.value.record.day, reward: signed.value.record.reward };
}

export async function closeRewardsDatabase(): Promise<void> {
  await database?.close();
  database = undefined;
}

/**
 * A benefit task with an English title only, made through the finance desk's call (audited like any
 * staff change): what a reader of another language sees before its translation exists.
 */
export async function createEnglishOnlyTask(title: string): Promise<string> {
  const answer = await adminCall<{ id: string }>(
    inject('baseUrl'),
    'saveBenefitTask',
    {
      kind: 'trading_volume',
      titles: JSON.stringify({ en: title }),
      reward: '1',
      target: '1000000',
      budget: '10',
      active: '1',
      sort_order: '900',
      request_id: randomUUID(),
    },
    inject('staffToken'),
    'POST',
  );
  if (answer.code !== 0) throw new Error(`saveBenefitTask refused: ${answer.msg}`);
  return answer.data.id;
}
