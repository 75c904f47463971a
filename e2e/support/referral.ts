import { inject } from 'vitest';
import { payReferralCommissions, releaseReferralCommissions } from '../../apps/server/src/modules/referral/index.js';
import type { Clock } from '../../apps/server/src/platform/clock.js';
import { connectDatabase, type DatabaseHandle } from '../../apps/server/src/platform/db/client.js';

/**
 * The referral jobs for the browser test: the commission scan now (the platform's own job would
 * reach the same fees within seconds; the run is idempotent per fee and level), and the release
 * with a clock past the hold. The platform keeps its real clock.
 */
let database: DatabaseHandle | undefined;
function db() {
  database ??= connectDatabase(inject('databaseUrl'), 1);
  return database.db;
}

export async function closeReferralDatabase(): Promise<void> {
  await database?.close();
  database = undefined;
}

const HOUR_MS = 3_600_000;

export function payCommissionsNow(): ReturnType<typeof payReferralCommissions> {
  return payReferralCommissions(db(), { now: () => new Date() });
}

/** The release job `hours` from now (past a hold of fewer hours). */
export function releaseCommissionsAhead(hours: number): ReturnType<typeof releaseReferralCommissions> {
  const ahead: Clock = { now: () => new Date(Date.now() + hours * HOUR_MS) };
  return releaseReferralCommissions(db(), ahead);
}
