import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { takeLiabilitySnapshot } from './takeLiabilitySnapshot.js';

/**
 * The `proof.snapshot` job: one snapshot per day, keyed by the job's period, so a run repeated after
 * a crash stores none twice. After downtime only the current day is taken (a past day's balances
 * cannot be read any more). On a fresh install the first run is at start, so /proof is never empty.
 */
export async function publishDailySnapshot(db: Database, clock: Clock, periodKey: number): Promise<bigint> {
  return db.transaction((tx) => takeLiabilitySnapshot({ db, tx, clock, trigger: { kind: 'scheduled', periodKey: BigInt(periodKey) } }));
}
