import { earnDayDate, earnDayOfDate, fail, ok, type Result } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { earnHolidays } from './schema.js';

/**
 * admin/setEarnHolidays: replaces the holiday calendar. Orders already matured keep the payout
 * day fixed at their maturity; the new calendar counts for orders maturing from now on.
 */
export async function setEarnHolidays(db: DbOrTx, dates: string[]): Promise<Result<{ holidays: string[] }>> {
  // "2026-02-30" has the shape of a date but is not one: it would come back as another day.
  const invalid = dates.find((date) => Number.isNaN(earnDayOfDate(date)) || earnDayDate(earnDayOfDate(date)) !== date);
  if (invalid !== undefined) return fail('invalid_input', { field: 'dates', value: invalid });
  const unique = [...new Set(dates)].sort();
  await db.delete(earnHolidays);
  if (unique.length > 0) await db.insert(earnHolidays).values(unique.map((date) => ({ date })));
  return ok({ holidays: unique });
}
