/**
 * Wall-clock times of another time zone (the withdrawal window is 12:00–24:00 Hong Kong time)
 * turned into instants, so that they can be shown in the user's own zone too.
 */

function partsIn(instant: Date, timeZone: string): Record<string, number> {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const out: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, (p.hour ?? 0) % 24, p.minute ?? 0, p.second ?? 0);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which it is `hhmm` ("12:00", "24:00") in `timeZone` on the zone's calendar day of `reference`.
 * Undefined when the zone or the time is not understood.
 */
export function zonedTimeToday(hhmm: string, timeZone: string, reference = new Date()): Date | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return undefined;
  try {
    const day = partsIn(reference, timeZone);
    const wall = Date.UTC(day.year ?? 1970, (day.month ?? 1) - 1, day.day ?? 1, Number(match[1]), Number(match[2]));
    const guess = wall - zoneOffsetMs(new Date(wall), timeZone);
    // Around a daylight-saving change the offset at the guess may differ: correct once.
    return new Date(wall - zoneOffsetMs(new Date(guess), timeZone));
  } catch {
    return undefined;
  }
}

/** A name of a zone for labels: short ("GMT+8") or long ("Hong Kong Standard Time"), in the given locale. */
export function zoneShortName(timeZone: string, locale: string, style: 'short' | 'long' = 'short'): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
      .formatToParts(new Date())
      .find((candidate) => candidate.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The first value that is an ISO 8601 date-time ("2026-11-22T04:00:00.000Z"), for fields that may also carry display text. */
export function firstIsoMoment(...values: unknown[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)));
}

/** An hour of the day as "HH:MM": 12 → "12:00", "9:30" → "09:30", 24 → "24:00". */
export function hourLabel(value: number | string): string {
  if (typeof value === 'number') return `${String(Math.trunc(value)).padStart(2, '0')}:00`;
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(value.trim());
  return match ? `${(match[1] ?? '0').padStart(2, '0')}:${match[2] ?? '00'}` : value;
}
