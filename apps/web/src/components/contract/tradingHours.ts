/**
 * An instrument's published trading hours (the server's schedule text, all in UTC) read for
 * people and for timing: the clauses in words, and when an open market next closes (the list is
 * read again then). The server's `open` / `reopens_at` stay the authority; this only describes.
 *
 * Format (apps/server/src/modules/derivatives/tradingHours.ts): `24/7`, or `;`-separated clauses
 * `week:Sun22:00-Fri22:00`, `daily:Mon-Fri14:30-21:00`, `break:Mon-Thu21:00-22:00`.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: weeks start on Monday 00:00 UTC, four days later. */
const FIRST_MONDAY_MS = 4 * DAY_MS;
export const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Day = (typeof DAYS)[number];

export type ScheduleClause =
  | { kind: 'always' }
  | { kind: 'week'; fromDay: Day; fromTime: string; toDay: Day; toTime: string }
  | { kind: 'daily' | 'break'; firstDay: Day; lastDay: Day; fromTime: string; toTime: string };

const WEEK_CLAUSE = /^week:([A-Z][a-z]{2})(\d{2}:\d{2})-([A-Z][a-z]{2})(\d{2}:\d{2})$/;
const DAILY_CLAUSE = /^(daily|break):([A-Z][a-z]{2})(?:-([A-Z][a-z]{2}))?(\d{2}:\d{2})-(\d{2}:\d{2})$/;

const isDay = (value: string | undefined): value is Day => DAYS.includes(value as Day);

/** The clauses of a schedule; undefined when it is not in the known format (then it is shown as written). */
export function parseSchedule(text: string): ScheduleClause[] | undefined {
  const parts = text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 1 && parts[0] === '24/7') return [{ kind: 'always' }];
  const clauses: ScheduleClause[] = [];
  for (const part of parts) {
    const week = WEEK_CLAUSE.exec(part);
    if (week) {
      const [, fromDay, fromTime = '', toDay, toTime = ''] = week;
      if (!isDay(fromDay) || !isDay(toDay)) return undefined;
      clauses.push({ kind: 'week', fromDay, fromTime, toDay, toTime });
      continue;
    }
    const daily = DAILY_CLAUSE.exec(part);
    if (daily) {
      const [, kind, firstDay, lastDay = firstDay, fromTime = '', toTime = ''] = daily;
      if (!isDay(firstDay) || !isDay(lastDay)) return undefined;
      clauses.push({ kind: kind === 'break' ? 'break' : 'daily', firstDay, lastDay, fromTime, toTime });
      continue;
    }
    return undefined;
  }
  return clauses.length > 0 ? clauses : undefined;
}

function timeMs(text: string): number {
  const [hours = 0, minutes = 0] = text.split(':').map(Number);
  return (hours * 60 + minutes) * MINUTE_MS;
}

function dailyWindows(first: Day, last: Day, from: string, to: string): Array<[number, number]> {
  const start = timeMs(from);
  let end = timeMs(to);
  if (end <= start) end += DAY_MS;
  const windows: Array<[number, number]> = [];
  for (let day = DAYS.indexOf(first); ; day = (day + 1) % 7) {
    const s = day * DAY_MS + start;
    const e = day * DAY_MS + end;
    if (e <= WEEK_MS) windows.push([s, e]);
    else windows.push([s, WEEK_MS], [0, e - WEEK_MS]);
    if (DAYS[day] === last) break;
  }
  return windows;
}

function merge(windows: Array<[number, number]>): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const [start, end] of [...windows].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

function subtract(windows: Array<[number, number]>, [cutStart, cutEnd]: [number, number]): Array<[number, number]> {
  return windows.flatMap(([start, end]): Array<[number, number]> => {
    if (cutEnd <= start || end <= cutStart) return [[start, end]];
    return [...(start < cutStart ? [[start, cutStart] as [number, number]] : []), ...(cutEnd < end ? [[cutEnd, end] as [number, number]] : [])];
  });
}

/** Open windows as [start, end) offsets from Monday 00:00 UTC. */
function windowsOf(clauses: ScheduleClause[]): Array<[number, number]> {
  if (clauses.some((clause) => clause.kind === 'always')) return [[0, WEEK_MS]];
  let open: Array<[number, number]> = [];
  const breaks: Array<[number, number]> = [];
  for (const clause of clauses) {
    if (clause.kind === 'week') {
      const start = DAYS.indexOf(clause.fromDay) * DAY_MS + timeMs(clause.fromTime);
      const end = DAYS.indexOf(clause.toDay) * DAY_MS + timeMs(clause.toTime);
      if (start < end) open.push([start, end]);
      else open.push([start, WEEK_MS], [0, end]);
    } else if (clause.kind === 'daily') open.push(...dailyWindows(clause.firstDay, clause.lastDay, clause.fromTime, clause.toTime));
    else if (clause.kind === 'break') breaks.push(...dailyWindows(clause.firstDay, clause.lastDay, clause.fromTime, clause.toTime));
  }
  for (const cut of breaks) open = subtract(open, cut);
  return merge(open);
}

/** When a market open at `now` closes next (ms), or undefined when it never closes (or the schedule is unknown). */
export function nextClose(text: string, now: number): number | undefined {
  const clauses = parseSchedule(text);
  if (!clauses) return undefined;
  const windows = windowsOf(clauses);
  if (windows.length === 1 && windows[0]?.[0] === 0 && windows[0][1] === WEEK_MS) return undefined;
  const weekStart = now - ((((now - FIRST_MONDAY_MS) % WEEK_MS) + WEEK_MS) % WEEK_MS);
  const absolute = merge(
    [-1, 0, 1].flatMap((week) => windows.map(([s, e]): [number, number] => [weekStart + week * WEEK_MS + s, weekStart + week * WEEK_MS + e])),
  );
  return absolute.find(([s, e]) => s <= now && now < e)?.[1];
}
