import { fail, ok, type PositionView, type Result } from '@veritex/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { instrumentOf } from './findInstrument.js';
import { notifyPositionChanged } from './positionEvents.js';
import { positionKeys } from './positionKeys.js';
import { contractAccount } from './positionRules.js';
import { positionView } from './positionView.js';
import { type Position, positions } from './schema.js';

/**
 * web/cancelPosition: a pending limit entry is withdrawn and its frozen margin and fee released.
 * Once: the row is locked and must still be pending, and the release is keyed by the position.
 */
export async function cancelPendingPosition(
  db: DbOrTx,
  clock: Clock,
  options: { userId: bigint; positionId: bigint },
): Promise<Result<PositionView, 'position_unknown' | 'position_closed'>> {
  const { userId, positionId } = options;
  return db.transaction(async (tx) => {
    const [position] = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.id, positionId), eq(positions.userId, userId)))
      .for('update');
    if (!position) return fail('position_unknown');
    if (position.status !== 'pending') return fail('position_closed');
    const held = BigInt(position.margin) + BigInt(position.openFee);
    const account = contractAccount(userId);
    await postEntries(tx, {
      reason: 'position_cancel',
      actor: `user:${userId}`,
      cause: { type: 'position', id: position.id.toString() },
      idempotencyKey: positionKeys.cancel(position.id),
      movements: [
        { account, bucket: 'frozen', amount: -held },
        { account, bucket: 'available', amount: held },
      ],
    });
    const [row] = (await tx.update(positions).set({ status: 'cancelled', closedAt: clock.now() }).where(eq(positions.id, position.id)).returning()) as [
      Position,
    ];
    await notifyPositionChanged(tx, row);
    return ok(positionView(row, await instrumentOf(tx, row.symbol)));
  });
}

/**
 * A halt that cancels pending entries (admin/haltTrading): every pending limit entry on the
 * instrument is withdrawn through the owner's cancel path, in the caller's transaction. Open
 * positions are not touched. Answers how many were cancelled.
 */
export async function cancelPendingEntries(db: DbOrTx, clock: Clock, symbol: string): Promise<number> {
  const pending = await db
    .select({ id: positions.id, userId: positions.userId })
    .from(positions)
    .where(and(eq(positions.symbol, symbol), eq(positions.status, 'pending')))
    .orderBy(asc(positions.id));
  let cancelled = 0;
  for (const entry of pending) {
    const answer = await cancelPendingPosition(db, clock, { userId: entry.userId, positionId: entry.id });
    if (answer.ok) cancelled += 1;
  }
  return cancelled;
}
