/** Hong Kong keeps UTC+8 all year (no daylight saving), so plain arithmetic is exact. */
const HK_OFFSET_MS = 8 * 3_600_000;

export function hongKongHour(at: Date): number {
  return new Date(at.getTime() + HK_OFFSET_MS).getUTCHours();
}

/** Start of the Hong Kong calendar day containing `at`, as an instant. */
export function startOfHongKongDay(at: Date): Date {
  const local = new Date(at.getTime() + HK_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - HK_OFFSET_MS);
}

/** Next instant at `hour`:00 Hong Kong time at or after `at`. */
export function nextHongKongHour(at: Date, hour: number): Date {
  const candidate = new Date(startOfHongKongDay(at).getTime() + hour * 3_600_000);
  return candidate >= at ? candidate : new Date(candidate.getTime() + 86_400_000);
}

/** "2026-11-22 12:00 HKT" */
export function formatHongKong(at: Date): string {
  const local = new Date(at.getTime() + HK_OFFSET_MS);
  return `${local.toISOString().slice(0, 16).replace('T', ' ')} HKT`;
}
