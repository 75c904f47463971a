import { earnDayDate, earnDayNumber } from '@veritex/shared';
import { asc, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { earnHolidays } from './schema.js';

/** The configured holidays ("YYYY-MM-DD"), skipped with weekends when a matured order waits its working day. */
export async function loadHolidays(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.select({ date: earnHolidays.date }).from(earnHolidays);
  return new Set(rows.map((row) => row.date));
}

/** Holidays from today (Hong Kong) on, as the published rules list them. */
export async function upcomingHolidays(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .select({ date: earnHolidays.date })
    .from(earnHolidays)
    .where(gte(earnHolidays.date, earnDayDate(earnDayNumber(now))))
    .orderBy(asc(earnHolidays.date));
  return rows.map((row) => row.date);
}
