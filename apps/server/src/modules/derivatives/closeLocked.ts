import type { CloseReason } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type Movement, postEntries } from '../ledger/index.js';
import { contractSpecOf } from './contractSpec.js';
import type { CurrentQuote } from './currentQuote.js';
import { notifyPositionChanged } from './positionEvents.js';
import { positionKeys } from './positionKeys.js';
import { closeAtMark, marginShare } from './positionMath.js';
import { contractAccount } from './positionRules.js';
import { type Instrument, type Position, positions } from './schema.js';

/**
 * Closes `lots` of an open position (all when omitted) at the mark of `quote`: a long at the
 * bid, a short at the ask. One balanced posting releases the margin share: the payout to the
 * user's available balance, the P&L to or from the house counterparty account, the close fee
 * to the fee account, and any loss beyond the margin from the insurance account (a user never
 * loses more than the margin). A partial close splits off a closed row. Runs in the caller's
 * transaction with the position row locked.
 */
export async function closeLocked(
  tx: DbOrTx,
  options: {
    position: Position;
    instrument: Instrument;
    lots: bigint;
    quote: CurrentQuote;
    reason: CloseReason;
    now: Date;
    /** The user's request id: a partial close records it on the row it splits off, so a retry finds it. */
    requestId?: string;
  },
): Promise<Position> {
  const { position, instrument, lots, quote, reason, now } = options;
  const spec = contractSpecOf(instrument);
  const entry = BigInt(position.entryPrice ?? '0');
  const fullMargin = BigInt(position.margin);
  const margin = lots === position.lots ? fullMargin : marginShare(fullMargin, position.lots, lots);
  const result = closeAtMark(spec, position.side, entry, lots, margin, quote.mark);
  const closed = reason === 'liquidation' ? 'liquidated' : 'closed';
  const closedFields = {
    status: closed as 'closed' | 'liquidated',
    closePrice: result.exitPriceUnits.toString(),
    closeTickAt: quote.tickAt,
    closeTickPrice: quote.mark.toString(),
    closeTickSource: quote.source,
    closeReason: reason,
    closeFee: result.feeToHouse.toString(),
    realisedPnl: result.pnl.toString(),
    closedAt: now,
  };
  let target: Position;
  if (lots === position.lots) {
    [target] = (await tx.update(positions).set(closedFields).where(eq(positions.id, position.id)).returning()) as [Position];
  } else {
    await tx
      .update(positions)
      .set({ lots: position.lots - lots, margin: (fullMargin - margin).toString() })
      .where(eq(positions.id, position.id));
    [target] = (await tx
      .insert(positions)
      .values({
        ...position,
        id: undefined,
        parentId: position.id,
        requestId: options.requestId ? positionKeys.partialClose(options.requestId) : `${position.requestId}:part:${now.getTime()}:${lots}`,
        lots,
        margin: margin.toString(),
        openFee: '0',
        ...closedFields,
        createdAt: now,
      })
      .returning()) as [Position];
  }
  const account = contractAccount(position.userId);
  await postEntries(tx, {
    reason: reason === 'liquidation' ? 'position_liquidation' : 'position_close',
    actor: reason === 'user' || reason === 'close_all' ? `user:${position.userId}` : 'system',
    cause: { type: 'position', id: target.id.toString() },
    idempotencyKey: positionKeys.close(target.id),
    memo: `${position.symbol} ${reason} at ${result.exitPriceUnits} (tick ${quote.tickAt.toISOString()})`,
    movements: (
      [
        { account, bucket: 'frozen', amount: -margin },
        { account, bucket: 'available', amount: result.payoutToUser },
        { account: { owner: 'house', kind: 'counterparty', asset: 'USDT' }, bucket: 'available', amount: result.pnlToHouse },
        { account: { owner: 'house', kind: 'fees', asset: 'USDT' }, bucket: 'available', amount: result.feeToHouse },
        { account: { owner: 'house', kind: 'insurance', asset: 'USDT' }, bucket: 'available', amount: -result.shortfallToInsurance },
      ] satisfies Movement[]
    ).filter((m) => m.amount !== 0n),
  });
  await notifyPositionChanged(tx, target);
  if (target.id !== position.id) await notifyPositionChanged(tx, position);
  return target;
}
