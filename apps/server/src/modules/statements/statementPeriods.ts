/**
 * Statement months are calendar months in UTC (`YYYY-MM`): ledger times are stored and shown as
 * instants, and a month in one fixed zone is the same month for every reader.
 */

/**
 * A month's head is recorded this long after the month ends. A posting is dated at the start of its
 * transaction, so one dated just before midnight may commit just after it; an hour is far longer
 * than any transaction runs, so nothing dated in a recorded month can appear after its head.
 */
export const HEAD_GRACE_MS = 60 * 60 * 1000;

/** `YYYY-MM` of an instant, in UTC. */
export function periodOfDate(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The first instant of a month. */
export function periodStart(period: string): Date {
  const [year, month] = period.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1));
}

export function nextPeriod(period: string): string {
  const start = periodStart(period);
  return periodOfDate(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)));
}

export function previousPeriod(period: string): string {
  const start = periodStart(period);
  return periodOfDate(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 1)));
}

/** The latest month whose head may be recorded at `now` (ended at least HEAD_GRACE_MS ago). */
export function lastRecordablePeriod(now: Date): string {
  return previousPeriod(periodOfDate(new Date(now.getTime() - HEAD_GRACE_MS)));
}
