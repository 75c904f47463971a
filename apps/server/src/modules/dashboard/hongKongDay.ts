const HONG_KONG_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Hong Kong calendar day (UTC+8 all year: no daylight saving) holding `at`, as the venue counts days. */
export function hongKongDay(at: Date): { day: string; from: Date; to: Date } {
  const local = at.getTime() + HONG_KONG_OFFSET_MS;
  const startLocal = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  const from = new Date(startLocal - HONG_KONG_OFFSET_MS);
  return { day: new Date(startLocal).toISOString().slice(0, 10), from, to: new Date(from.getTime() + DAY_MS) };
}
