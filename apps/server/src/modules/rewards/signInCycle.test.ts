import { describe, expect, it } from 'vitest';
import { cycleToday, dayStates } from './signInCycle.js';

describe('the 7-day sign-in cycle', () => {
  it('starts at day 1 for a user who never signed in', () => {
    const cycle = cycleToday(undefined, 100);
    expect(cycle).toEqual({ currentDay: 1, signedToday: false, restarted: false });
    expect(dayStates(cycle)).toEqual(['receive', 'in_progress', 'in_progress', 'in_progress', 'in_progress', 'in_progress', 'in_progress']);
  });

  it('advances on consecutive days and shows the day signed today', () => {
    expect(cycleToday({ day: 99, cycleDay: 3 }, 100)).toEqual({ currentDay: 4, signedToday: false, restarted: false });
    const signed = cycleToday({ day: 100, cycleDay: 4 }, 100);
    expect(signed).toEqual({ currentDay: 4, signedToday: true, restarted: false });
    expect(dayStates(signed)).toEqual(['acquired', 'acquired', 'acquired', 'signed_in', 'in_progress', 'in_progress', 'in_progress']);
  });

  it('restarts at day 1 after a missed day, and says so', () => {
    expect(cycleToday({ day: 98, cycleDay: 5 }, 100)).toEqual({ currentDay: 1, signedToday: false, restarted: true });
  });

  it('starts a new cycle after day 7, whether the next sign-in is the next day or later', () => {
    expect(cycleToday({ day: 99, cycleDay: 7 }, 100)).toEqual({ currentDay: 1, signedToday: false, restarted: false });
    expect(cycleToday({ day: 90, cycleDay: 7 }, 100)).toEqual({ currentDay: 1, signedToday: false, restarted: false });
    expect(dayStates(cycleToday({ day: 100, cycleDay: 7 }, 100))).toEqual([
      'acquired',
      'acquired',
      'acquired',
      'acquired',
      'acquired',
      'acquired',
      'signed_in',
    ]);
  });
});
