import { earnDayEnd, earnDayNumber, fail, ok, type Result, type SignInRecord, type SignInState } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { postEntries } from '../ledger/index.js';
import { signInState } from './getSignIn.js';
import { REWARDS_ACCOUNT, reserveReward, rewardedAccount } from './rewardsAccount.js';
import { rewardsKeys } from './rewardsKeys.js';
import { type SignInRow, signIns } from './schema.js';
import { cycleToday } from './signInCycle.js';
import { lastSignIn, loadSignInRewards } from './signInRewardTable.js';
import { signInRecordView } from './signInViews.js';

/**
 * web/sign: signs the user in for today's Hong Kong day and pays the cycle day's reward from the
 * rewards account. The unique (user, day) index makes a second sign-in that day impossible: of 20
 * concurrent requests one inserts, the others wait on the index and are refused
 * (`already_signed_in`, with when the next day opens). When the rewards account cannot pay, the
 * sign-in is refused (`rewards_unavailable`) and nothing is recorded. A repeated request id
 * answers the sign-in it made.
 */
export async function signIn(
  db: Database,
  clock: Clock,
  input: { userId: bigint; requestId: string },
): Promise<Result<{ record: SignInRecord; state: SignInState }>> {
  const now = clock.now();
  const today = earnDayNumber(now);
  const signed = await rollbackOnRefusal(db, async (tx) => {
    const last = await lastSignIn(tx, input.userId);
    if (last && last.day >= today) return answerRepeat(tx, input, last.day);
    const cycle = cycleToday(last, today);
    const reward = (await loadSignInRewards(tx))[cycle.currentDay - 1] ?? 0n;
    const [row] = await tx
      .insert(signIns)
      .values({ userId: input.userId, day: today, cycleDay: cycle.currentDay, reward: reward.toString(), requestId: input.requestId, createdAt: now })
      .onConflictDoNothing({ target: [signIns.userId, signIns.day] })
      .returning();
    // A concurrent sign-in of the same day committed while this one waited on the index.
    if (!row) return answerRepeat(tx, input, today);
    if (reward === 0n) return ok(row);
    return payReward(tx, row, reward);
  });
  if (!signed.ok) return signed;
  const amounts = await loadSignInRewards(db);
  return ok({ record: signInRecordView(signed.value), state: await signInState(db, clock, input.userId, amounts) });
}

/** The day's sign-in exists: the same request id gets it back, any other is refused. */
async function answerRepeat(tx: DbOrTx, input: { userId: bigint; requestId: string }, day: number): Promise<Result<SignInRow>> {
  const [existing] = await tx
    .select()
    .from(signIns)
    .where(and(eq(signIns.userId, input.userId), eq(signIns.day, day)));
  if (existing && existing.requestId === input.requestId) return ok(existing);
  return fail('already_signed_in', { next_at: earnDayEnd(day).toISOString() });
}

async function payReward(tx: DbOrTx, row: SignInRow, reward: bigint): Promise<Result<SignInRow>> {
  const reserved = await reserveReward(tx, reward, row.userId);
  if (!reserved.ok) return reserved;
  const posted = await postEntries(tx, {
    reason: 'sign_in_reward',
    actor: `user:${row.userId}`,
    cause: { type: 'sign_in', id: String(row.id) },
    idempotencyKey: rewardsKeys.signIn(row.userId, row.day),
    memo: `Sign-in day ${row.cycleDay}`,
    movements: [
      { account: REWARDS_ACCOUNT, bucket: 'available', amount: -reward },
      { account: rewardedAccount(row.userId), bucket: 'available', amount: reward },
    ],
  });
  if (!posted.ok) throw new Error('a sign-in reward credits a user and cannot be short');
  const [paid] = await tx.update(signIns).set({ postingId: posted.value.postingId }).where(eq(signIns.id, row.id)).returning();
  if (!paid) throw new Error('sign-in row vanished in its own transaction');
  return ok(paid);
}
