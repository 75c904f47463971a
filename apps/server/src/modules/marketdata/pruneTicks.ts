import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { dayPartitionsBefore } from '../../platform/db/dayPartitions.js';
import { readSettings } from '../settings/index.js';

const DAY_MS = 86_400_000;

/** A tick some record names (view `referenced_ticks`, migration 0027): retention keeps it. */
const referenced = sql`exists (select 1 from referenced_ticks r where r.at = t.at and (r.symbol = t.symbol or r.symbol is null))`;

/**
 * Raw-tick retention (the `marketdata.prune-ticks` job): ticks older than `tick_retention_days`
 * go, except every tick that a fill, close, liquidation, funding or overnight charge, delivery
 * purchase or settlement, or collateral liquidation names. A whole day partition past the cutoff
 * is detached, its referenced ticks copied back into the table (the day has no partition any
 * more, so they land in the default partition, which every reader reads through the parent), and
 * dropped: one transaction per day, so a crash leaves the day either whole or done. No new record
 * names a tick that old (records name the tick of their own moment), so reading them aside first is safe. Candles
 * (`reference_tick_candles`) are never pruned. Idempotent: a second run finds nothing to do.
 */
export async function pruneTicks(db: Database, now: Date): Promise<{ days: number; kept: number; deleted: number }> {
  const { tick_retention_days: retentionDays } = await readSettings(db);
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let kept = 0;
  const days = await dayPartitionsBefore(db, 'reference_ticks', cutoff.getTime());
  for (const day of days) {
    kept += await db.transaction(async (tx) => {
      // The referenced ticks are read aside before the detach, whose lock on the table stops the tick
      // recorder: it is held only for the detach, the copy of those few rows and the drop.
      await tx.execute(sql`create temporary table kept_ticks on commit drop as select t.* from ${sql.identifier(day.name)} t where ${referenced}`);
      await tx.execute(sql.raw(`alter table reference_ticks detach partition "${day.name}"`));
      const copied = await tx.execute(sql`insert into reference_ticks select * from kept_ticks`);
      await tx.execute(sql.raw(`drop table "${day.name}"`));
      return copied.rowCount ?? 0;
    });
  }
  return { days: days.length, kept, deleted: await pruneDefaultPartition(db, cutoff) };
}

/** Ticks past the cutoff that sit in the default partition (days that never had one) and nobody names. */
async function pruneDefaultPartition(db: DbOrTx, cutoff: Date): Promise<number> {
  const deleted = await db.execute(sql`delete from reference_ticks_default t where t.at < ${cutoff.toISOString()} and not ${referenced}`);
  return deleted.rowCount ?? 0;
}
