import { SURVEILLANCE_THRESHOLDS } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';

/** Where the reports' window starts: SURVEILLANCE_THRESHOLDS.windowDays before now. */
export function windowStart(clock: Clock): Date {
  return new Date(clock.now().getTime() - SURVEILLANCE_THRESHOLDS.windowDays * 86_400_000);
}

/** A page's offset. */
export function offsetOf(page: { page: number; pageSize: number }): number {
  return (page.page - 1) * page.pageSize;
}
