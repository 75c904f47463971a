import { SIGN_IN_CYCLE_DAYS, type SignInDayState } from '@veritex/shared';

/** The user's latest sign-in: its Hong Kong day number and the cycle day it counted as. */
export interface LastSignIn {
  day: number;
  cycleDay: number;
}

export interface CycleToday {
  /** The cycle day signed today, or the one a sign-in today counts as. */
  currentDay: number;
  signedToday: boolean;
  /** The last sign-in was before yesterday in an unfinished cycle: today starts again at day 1. */
  restarted: boolean;
}

/**
 * Where today falls in the 7-day cycle (spec §9). Consecutive days advance 1→7; a missed day
 * restarts at day 1; after day 7 the next sign-in starts a new cycle. Pure: the clock is the caller's.
 */
export function cycleToday(last: LastSignIn | undefined, today: number): CycleToday {
  if (last && last.day === today) return { currentDay: last.cycleDay, signedToday: true, restarted: false };
  if (last && last.day === today - 1 && last.cycleDay < SIGN_IN_CYCLE_DAYS) return { currentDay: last.cycleDay + 1, signedToday: false, restarted: false };
  const restarted = last !== undefined && last.day < today - 1 && last.cycleDay < SIGN_IN_CYCLE_DAYS;
  return { currentDay: 1, signedToday: false, restarted };
}

/** Each cycle day's state on /sign (the contract's SIGN_IN_DAY_STATES says what each means). */
export function dayStates(cycle: CycleToday): SignInDayState[] {
  return Array.from({ length: SIGN_IN_CYCLE_DAYS }, (_, index) => {
    const day = index + 1;
    if (day < cycle.currentDay) return 'acquired';
    if (day === cycle.currentDay) return cycle.signedToday ? 'signed_in' : 'receive';
    return 'in_progress';
  });
}
