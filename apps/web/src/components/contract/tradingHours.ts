/**
 * An instrument's published trading hours (the schedule text of `@veritex/shared`'s
 * tradingHours.ts, all in UTC) in the reader's words. The server's `open` / `reopens_at` stay the
 * authority; this only describes.
 */
import { DAYS, type Day, parseScheduleClauses, type ScheduleClause } from '@veritex/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type Formatters, useFormat } from '../../i18n/format';

/** Monday 2024-01-01 (UTC) and the days after it: weekday names in the reader's language. */
function dayName(format: Formatters, day: Day): string {
  const date = new Date(Date.UTC(2024, 0, 1 + DAYS.indexOf(day), 12));
  return new Intl.DateTimeFormat(format.bcp47, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

/** The published trading hours in words ("Sun 22:00 – Fri 22:00 UTC; closed Mon–Thu 21:00–22:00 UTC"), or as written. */
export function tradingHoursText(t: TFunction, format: Formatters, text: string): string {
  const clauses = clausesOrUndefined(text);
  if (!clauses) return text;
  return clauses
    .map((clause) => {
      if (clause.kind === 'always') return t('hours.always');
      if (clause.kind === 'week')
        return t('hours.week', { from: `${dayName(format, clause.fromDay)} ${clause.fromTime}`, to: `${dayName(format, clause.toDay)} ${clause.toTime}` });
      const days =
        clause.firstDay === clause.lastDay ? dayName(format, clause.firstDay) : `${dayName(format, clause.firstDay)}–${dayName(format, clause.lastDay)}`;
      return t(clause.kind === 'break' ? 'hours.break' : 'hours.daily', { days, from: clause.fromTime, to: clause.toTime });
    })
    .join('; ');
}

export function useTradingHoursText(): (text: string) => string {
  const { t } = useTranslation('contract');
  const format = useFormat();
  return (text) => tradingHoursText(t, format, text);
}

/** A schedule not in the known format is shown as written rather than refused. */
function clausesOrUndefined(text: string): ScheduleClause[] | undefined {
  try {
    return parseScheduleClauses(text);
  } catch {
    return undefined;
  }
}
