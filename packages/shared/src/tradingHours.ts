/**
 * Trading hours: a compact text schedule, stored on each instrument, and the question "is the
 * market open at this instant, and if not, when does it reopen?". Pure; the caller passes the
 * clock. The server decides with it (opening and closing positions, placing delivery orders);
 * the web reads the same schedule to describe it and to know when to look again.
 *
 * Format: `24/7`, or clauses separated by `;`, all in UTC:
 * - `week:Sun22:00-Fri22:00`   open from one weekday and time to another (may wrap over the weekend)
 * - `daily:Mon-Fri14:30-21:00` open on each of those days between the two times
 * - `break:Mon-Thu21:00-22:00` closed on each of those days between the two times
 * Open windows are unions of `week` and `daily` clauses minus the `break` clauses; each window
 * includes its opening instant and excludes its closing instant. A daily window whose end is
 * not after its start runs past midnight.
 *
 * Times are UTC with no daylight saving and no holidays: a US stock session is 14:30–21:00 UTC
 * all year, and Christmas is a trading day. Both are known simplifications.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: weeks here start on Monday 00:00 UTC, four days later. */
const FIRST_MONDAY_MS = 4 * DAY_MS;
export const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Day = (typeof DAYS)[number];

/** The schedules the seeded instruments use. */
export const TRADING_HOURS = {
  always: '24/7',
  forex: 'week:Sun22:00-Fri22:00',
  metalAndOil: 'week:Sun22:00-Fri22:00;break:Mon-Thu21:00-22:00',
  usStock: 'daily:Mon-Fri14:30-21:00',
} as const;

/** One clause of a schedule as written (times `HH:MM`), e.g. for showing it in words. */
export type ScheduleClause = { kind: 'always' } | WeekClause | DailyClause;
type WeekClause = { kind: 'week'; fromDay: Day; fromTime: string; toDay: Day; toTime: string };
type DailyClause = { kind: 'daily' | 'break'; firstDay: Day; lastDay: Day; fromTime: string; toTime: string };

/** Open windows as [start, end) offsets from Monday 00:00 UTC, sorted, merged, within one week. */
export interface TradingSchedule {
  windows: Array<[number, number]>;
}

export interface MarketStatus {
  open: boolean;
  /** When a closed market opens again. */
  reopensAt?: Date;
  /** When an open market closes next; absent for a market that never closes. */
  closesAt?: Date;
}

const WEEK_BODY = /^([A-Z][a-z]{2})(\d{2}:\d{2})-([A-Z][a-z]{2})(\d{2}:\d{2})$/;
const DAILY_BODY = /^([A-Z][a-z]{2})(?:-([A-Z][a-z]{2}))?(\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** The clauses of a schedule. Throws on a malformed one: schedules are configuration, checked when they are written. */
export function parseScheduleClauses(text: string): ScheduleClause[] {
  const parts = text
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  if (parts.length === 1 && parts[0] === '24/7') return [{ kind: 'always' }];
  const clauses = parts.map(parseClause);
  if (!clauses.some((clause) => clause.kind !== 'break')) throw new Error(`trading hours: no open window in "${text}"`);
  return clauses;
}

/** Throws on a malformed schedule, like `parseScheduleClauses`. */
export function parseTradingHours(text: string): TradingSchedule {
  return { windows: windowsOf(parseScheduleClauses(text)) };
}

export function isValidTradingHours(text: string): boolean {
  try {
    parseTradingHours(text);
    return true;
  } catch {
    return false;
  }
}

const parsed = new Map<string, TradingSchedule>();

/** Open or closed at `at`, with the next closing or reopening instant. */
export function marketStatus(schedule: string | TradingSchedule, at: Date): MarketStatus {
  const { windows } = typeof schedule === 'string' ? cachedParse(schedule) : schedule;
  if (windows.length === 1 && windows[0]?.[0] === 0 && windows[0][1] === WEEK_MS) return { open: true };
  const weekStartMs = at.getTime() - mod(at.getTime() - FIRST_MONDAY_MS, WEEK_MS);
  // Windows of this week and the next, joined where one runs into the next across Monday 00:00.
  const absolute = merge(
    [-1, 0, 1].flatMap((week) => windows.map(([s, e]): [number, number] => [weekStartMs + week * WEEK_MS + s, weekStartMs + week * WEEK_MS + e])),
  );
  const nowMs = at.getTime();
  const current = absolute.find(([s, e]) => s <= nowMs && nowMs < e);
  if (current) return { open: true, closesAt: new Date(current[1]) };
  const next = absolute.find(([s]) => s > nowMs);
  // Three weeks of windows always hold one after any instant of the middle week.
  if (!next) throw new Error('trading hours: no next window');
  return { open: false, reopensAt: new Date(next[0]) };
}

/**
 * When a market open at `nowMs` closes next (ms); undefined when it is closed, never closes, or
 * the schedule is malformed (a reader of published hours that only describes, never refuses).
 */
export function nextCloseMs(text: string, nowMs: number): number | undefined {
  if (!isValidTradingHours(text)) return undefined;
  return marketStatus(text, new Date(nowMs)).closesAt?.getTime();
}

function cachedParse(text: string): TradingSchedule {
  let schedule = parsed.get(text);
  if (!schedule) {
    schedule = parseTradingHours(text);
    parsed.set(text, schedule);
  }
  return schedule;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

function parseClause(clause: string): ScheduleClause {
  const [kind, body] = splitOnce(clause, ':');
  if (kind === 'week') return weekClause(body, clause);
  if (kind === 'daily' || kind === 'break') return dailyClause(kind, body, clause);
  throw new Error(`trading hours: unknown clause "${clause}"`);
}

/** `Sun22:00-Fri22:00`: from one weekday and time to another. */
function weekClause(body: string, clause: string): ScheduleClause {
  const match = WEEK_BODY.exec(body);
  if (!match) throw new Error(`trading hours: expected e.g. week:Sun22:00-Fri22:00, got "${clause}"`);
  const [, fromDay, fromTime = '', toDay, toTime = ''] = match;
  const week: WeekClause = { kind: 'week', fromDay: dayOf(fromDay, clause), fromTime, toDay: dayOf(toDay, clause), toTime };
  const [start, end] = weekOffsets(week, clause);
  if (start === end) throw new Error(`trading hours: empty window in "${clause}"`);
  return week;
}

/** `Mon-Fri14:30-21:00` or `Sat10:00-12:00`: one window per day, possibly past midnight. */
function dailyClause(kind: 'daily' | 'break', body: string, clause: string): ScheduleClause {
  const match = DAILY_BODY.exec(body);
  if (!match) throw new Error(`trading hours: expected e.g. daily:Mon-Fri14:30-21:00, got "${clause}"`);
  const [, firstDay, lastDay = firstDay, fromTime = '', toTime = ''] = match;
  timeMs(fromTime, clause);
  timeMs(toTime, clause);
  return { kind, firstDay: dayOf(firstDay, clause), lastDay: dayOf(lastDay, clause), fromTime, toTime };
}

function weekOffsets(clause: WeekClause, text: string): [number, number] {
  return [DAYS.indexOf(clause.fromDay) * DAY_MS + timeMs(clause.fromTime, text), DAYS.indexOf(clause.toDay) * DAY_MS + timeMs(clause.toTime, text)];
}

/** Open windows as [start, end) offsets from Monday 00:00 UTC: `week` and `daily` clauses minus `break` clauses. */
function windowsOf(clauses: ScheduleClause[]): Array<[number, number]> {
  if (clauses.some((clause) => clause.kind === 'always')) return [[0, WEEK_MS]];
  let open: Array<[number, number]> = [];
  const breaks: Array<[number, number]> = [];
  for (const clause of clauses) {
    if (clause.kind === 'week') open.push(...weekWindows(clause));
    else if (clause.kind === 'daily') open.push(...dailyWindows(clause));
    else if (clause.kind === 'break') breaks.push(...dailyWindows(clause));
  }
  for (const closed of breaks) open = subtract(open, closed);
  return merge(open);
}

/** One window, split in two when it wraps past Sunday midnight. */
function weekWindows(clause: WeekClause): Array<[number, number]> {
  const [start, end] = weekOffsets(clause, '');
  return start < end
    ? [[start, end]]
    : [
        [start, WEEK_MS],
        [0, end],
      ];
}

function dailyWindows(clause: DailyClause): Array<[number, number]> {
  const first = DAYS.indexOf(clause.firstDay);
  const last = DAYS.indexOf(clause.lastDay);
  const from = timeMs(clause.fromTime, '');
  let to = timeMs(clause.toTime, '');
  if (to <= from) to += DAY_MS;
  const windows: Array<[number, number]> = [];
  for (let day = first; ; day = (day + 1) % 7) {
    const start = day * DAY_MS + from;
    const end = day * DAY_MS + to;
    if (end <= WEEK_MS) windows.push([start, end]);
    else windows.push([start, WEEK_MS], [0, end - WEEK_MS]);
    if (day === last) break;
  }
  return windows;
}

function dayOf(name: string | undefined, clause: string): Day {
  if (!DAYS.includes(name as Day)) throw new Error(`trading hours: unknown day "${name}" in "${clause}" (Mon…Sun)`);
  return name as Day;
}

function timeMs(text: string | undefined, clause: string): number {
  const [hours, minutes] = (text ?? '').split(':').map(Number);
  if (hours === undefined || minutes === undefined || hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) {
    throw new Error(`trading hours: bad time "${text}" in "${clause}"`);
  }
  return (hours * 60 + minutes) * MINUTE_MS;
}

function merge(windows: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...windows].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

function subtract(windows: Array<[number, number]>, [cutStart, cutEnd]: [number, number]): Array<[number, number]> {
  return windows.flatMap(([start, end]): Array<[number, number]> => {
    if (cutEnd <= start || end <= cutStart) return [[start, end]];
    const left: Array<[number, number]> = start < cutStart ? [[start, cutStart]] : [];
    const right: Array<[number, number]> = cutEnd < end ? [[cutEnd, end]] : [];
    return [...left, ...right];
  });
}

function mod(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}
