import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/**
 * The tables partitioned by UTC day (migration 0027_history_partitions): each has a partition per
 * day named `<table>_pYYYYMMDD` and a default partition that catches any day without one.
 */
export const DAY_PARTITIONED_TABLES = ['reference_ticks', 'spot_trades'] as const;
export type DayPartitionedTable = (typeof DAY_PARTITIONED_TABLES)[number];

const DAY_MS = 86_400_000;
/** How far ahead the `history.ensure-partitions` job keeps days ready. */
export const DAYS_AHEAD = 7;

/** The UTC day of an instant as 'YYYY-MM-DD'. */
const dayOf = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/**
 * Creates the day partitions of `table` covering [fromMs, toMs] that do not exist yet (rows of
 * those days already in the default partition move in). Idempotent; answers how many it created.
 */
export async function ensureDayPartitions(db: DbOrTx, range: { table: DayPartitionedTable; fromMs: number; toMs: number }): Promise<number> {
  const rows = await db.execute<{ created: string }>(sql`
    select count(*) filter (where ensure_day_partition(${range.table}, d::date))::text as created
    from generate_series(${dayOf(range.fromMs)}::date, ${dayOf(range.toMs)}::date, interval '1 day') as d`);
  return Number(rows.rows[0]?.created ?? 0);
}

/**
 * The `history.ensure-partitions` job: today's partition and the next DAYS_AHEAD days' of every
 * day-partitioned table, so live inserts land in their own day (a missed run only leaves rows in
 * the default partition until the next one moves them out).
 */
export async function ensurePartitionsAhead(db: DbOrTx, now: Date): Promise<Record<DayPartitionedTable, number>> {
  const created: Record<string, number> = {};
  for (const table of DAY_PARTITIONED_TABLES) {
    created[table] = await ensureDayPartitions(db, { table, fromMs: now.getTime(), toMs: now.getTime() + DAYS_AHEAD * DAY_MS });
  }
  return created as Record<DayPartitionedTable, number>;
}

/** The day partitions of `table` opening before `beforeMs`, oldest first (name and day). */
export async function dayPartitionsBefore(db: DbOrTx, table: DayPartitionedTable, beforeMs: number): Promise<Array<{ name: string; day: string }>> {
  const rows = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = ${table}::regclass and c.relname ~ '_p[0-9]{8}$' order by c.relname`);
  const before = dayOf(beforeMs);
  return rows.rows
    .map((row) => ({ name: row.name, day: `${row.name.slice(-8, -4)}-${row.name.slice(-4, -2)}-${row.name.slice(-2)}` }))
    .filter((partition) => partition.day < before);
}
