import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { subscriptions } from './schema.js';
import { subscriptionKeys } from './subscriptionKeys.js';

const BATCH = 200;

/**
 * The `subscriptions.unlock` job: passed coins whose lock-up has ended move from the user's
 * `locked` account to the exchange account's available balance (`locked_unlock`). Each in its own
 * transaction under the subscription's row lock (SKIP LOCKED: concurrent runs split the work);
 * idempotent by `unlocked_at` and the posting key. Answers how many were unlocked.
 */
export async function unlockDueSubscriptions(db: Database, clock: Clock): Promise<number> {
  const now = clock.now();
  let unlocked = 0;
  let afterId = 0n;
  for (;;) {
    const batch = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(sql`${subscriptions.id} > ${afterId}`, eq(subscriptions.status, 'passed'), isNull(subscriptions.unlockedAt), lte(subscriptions.unlocksAt, now)),
      )
      .orderBy(asc(subscriptions.id))
      .limit(BATCH);
    for (const { id } of batch) if (await unlockOne(db, id, now)) unlocked += 1;
    if (batch.length < BATCH) return unlocked;
    afterId = batch[batch.length - 1]?.id ?? afterId;
  }
}

async function unlockOne(db: Database, id: bigint, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'passed'), isNull(subscriptions.unlockedAt)))
      .for('update', { skipLocked: true });
    if (!row || row.unlocksAt === null || row.unlocksAt > now) return false;
    const quantity = BigInt(row.allotted ?? '0');
    if (quantity > 0n) {
      const posted = await postEntries(tx, {
        reason: 'locked_unlock',
        actor: 'system',
        cause: { type: 'subscription', id: String(row.id) },
        idempotencyKey: subscriptionKeys.unlock(row.id),
        memo: 'lock-up ended',
        movements: [
          { account: { owner: 'user', userId: row.userId, kind: 'locked', asset: row.coin }, bucket: 'frozen', amount: -quantity },
          { account: { owner: 'user', userId: row.userId, kind: 'exchange', asset: row.coin }, bucket: 'available', amount: quantity },
        ],
      });
      if (!posted.ok) throw new Error(`subscription ${row.id}: the locked account does not hold the allotted coins`);
    }
    await tx.update(subscriptions).set({ unlockedAt: now }).where(eq(subscriptions.id, row.id));
    return true;
  });
}
