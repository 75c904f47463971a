import { type CloseReason, fail, marketStatus, ok, type Result } from '@veritex/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { type Movement, postEntries } from '../ledger/index.js';
import { contractSpecOf } from './contractSpec.js';
import { type CurrentQuote, currentQuote } from './currentQuote.js';
import { contractAccount } from './openPosition.js';
import { notifyPositionChanged } from './positionEvents.js';
import { closeAtMark, marginShare } from './positionMath.js';
import { type Instrument, instruments, type Position, positions } from './schema.js';

export type ClosePositionError = 'position_unknown' | 'position_closed' | 'market_closed' | 'no_price' | 'lots_required';

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
  options: { position: Position; instrument: Instrument; lots: bigint; quote: CurrentQuote; reason: CloseReason; now: Date },
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
        requestId: `${position.requestId}:part:${now.getTime()}:${lots}`,
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
    idempotencyKey: `position:close:${target.id}`,
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

/** web/closePosition: the user closes all or part of one of their open positions at market. */
export async function closePosition(
  db: Database,
  clock: Clock,
  userId: bigint,
  input: { positionId: bigint; lots?: number; reason?: CloseReason },
): Promise<Result<Position, ClosePositionError>> {
  return db.transaction(async (tx) => {
    const [position] = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.id, input.positionId), eq(positions.userId, userId)))
      .for('update');
    if (!position) return fail('position_unknown');
    if (position.status !== 'open') return fail('position_closed');
    const lots = input.lots === undefined ? position.lots : BigInt(input.lots);
    if (lots < 1n || lots > position.lots) return fail('lots_required', { field: 'lots' });
    const [instrument] = await tx.select().from(instruments).where(eq(instruments.symbol, position.symbol));
    if (!instrument) return fail('position_unknown');
    const now = clock.now();
    const status = marketStatus(instrument.tradingHours, now);
    if (!status.open) return fail('market_closed', { reopens_at: status.reopensAt?.toISOString() ?? '' });
    const quote = await currentQuote(tx, instrument.symbol, contractSpecOf(instrument), now);
    if (!quote.ok) return quote;
    return ok(await closeLocked(tx, { position, instrument, lots, quote: quote.value, reason: input.reason ?? 'user', now }));
  });
}

/** web/closeAllPositions ("one-click"): every open position of the user, optionally of one instrument. */
export async function closeAllPositions(db: Database, clock: Clock, userId: bigint, symbol?: string): Promise<Result<{ closed: number; skipped: number }>> {
  const open = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.userId, userId), eq(positions.status, 'open'), symbol ? eq(positions.symbol, symbol) : sql`true`));
  let closed = 0;
  for (const { id } of open) {
    const result = await closePosition(db, clock, userId, { positionId: id, reason: 'close_all' });
    if (result.ok) closed++;
  }
  return ok({ closed, skipped: open.length - closed });
}

/** web/cancelPosition: a pending limit entry is withdrawn and its frozen margin and fee released. */
export async function cancelPendingPosition(
  db: Database,
  clock: Clock,
  userId: bigint,
  positionId: bigint,
): Promise<Result<Position, 'position_unknown' | 'position_closed'>> {
  return db.transaction(async (tx) => {
    const [position] = await tx
      .select()
      .from(positions)
      .where(
        and(eq(positions.id, positionId), eq(positions.userId, userId), inArray(positions.status, ['pending', 'open', 'closed', 'liquidated', 'cancelled'])),
      )
      .for('update');
    if (!position) return fail('position_unknown');
    if (position.status !== 'pending') return fail('position_closed');
    const held = BigInt(position.margin) + BigInt(position.openFee);
    const account = contractAccount(userId);
    await postEntries(tx, {
      reason: 'position_cancel',
      actor: `user:${userId}`,
      cause: { type: 'position', id: position.id.toString() },
      idempotencyKey: `position:cancel:${position.id}`,
      movements: [
        { account, bucket: 'frozen', amount: -held },
        { account, bucket: 'available', amount: held },
      ],
    });
    const [row] = (await tx.update(positions).set({ status: 'cancelled', closedAt: clock.now() }).where(eq(positions.id, position.id)).returning()) as [
      Position,
    ];
    await notifyPositionChanged(tx, row);
    return ok(row);
  });
}
