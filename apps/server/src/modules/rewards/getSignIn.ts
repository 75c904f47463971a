import { earnDayDate, earnDayEnd, earnDayNumber, type SignInRules, type SignInState } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { REWARDS_ASSET, rewardsBalance, usdt } from './rewardsAccount.js';
import { cycleToday, dayStates } from './signInCycle.js';
import { lastSignIn, loadSignInRewards, signInRules, signInTotals } from './signInRewardTable.js';

/**
 * web/getSignIn: the cycle as /sign shows it, for the user (a visitor sees a cycle not started)
 * and the rules that bind the next sign-in. `rewards_available` says, before anyone presses the
 * button, whether the rewards account holds today's reward.
 */
export async function getSignIn(db: DbOrTx, clock: Clock, userId: bigint | undefined): Promise<{ state: SignInState; rules: SignInRules }> {
  const amounts = await loadSignInRewards(db);
  return { state: await signInState(db, clock, userId, amounts), rules: signInRules(amounts) };
}

export async function signInState(db: DbOrTx, clock: Clock, userId: bigint | undefined, amounts: bigint[]): Promise<SignInState> {
  const today = earnDayNumber(clock.now());
  const [last, totals, balance] = await Promise.all([
    userId === undefined ? undefined : lastSignIn(db, userId),
    userId === undefined ? { count: 0, received: 0n } : signInTotals(db, userId),
    rewardsBalance(db),
  ]);
  const cycle = cycleToday(last, today);
  const states = dayStates(cycle);
  const todaysReward = amounts[cycle.currentDay - 1] ?? 0n;
  return {
    asset: REWARDS_ASSET,
    today: earnDayDate(today),
    days: amounts.map((amount, index) => ({ day: index + 1, reward: usdt(amount), state: states[index] ?? 'in_progress' })),
    current_day: cycle.currentDay,
    signed_today: cycle.signedToday,
    cycle_restarted: cycle.restarted,
    next_at: earnDayEnd(today).toISOString(),
    rewards_available: balance >= todaysReward,
    total_received: usdt(totals.received),
    sign_ins: totals.count,
  };
}
