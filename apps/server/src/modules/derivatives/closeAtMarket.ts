import { type CloseReason, fail, marketStatus, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { closeLocked } from './closeLocked.js';
import { contractSpecOf } from './contractSpec.js';
import { currentQuote } from './currentQuote.js';
import { instrumentOf } from './findInstrument.js';
import { positionKeys } from './positionKeys.js';
import { type Instrument, type Position, positions } from './schema.js';

export type ClosePositionError = 'position_unknown' | 'position_closed' | 'market_closed' | 'no_price' | 'lots_required' | 'request_id_reused';

export interface CloseRequest {
  userId: bigint;
  positionId: bigint;
  /** Omitted: the whole position. */
  lots?: number;
  reason: CloseReason;
  /** The user's request id: a partial close with it applies once, whatever happened to the call's own record. */
  requestId?: string;
}

/**
 * Closes all or part of one of the user's open positions at the current quote, in one
 * transaction with the row locked. A partial close records the request id on the row it splits
 * off: a repeat (a retry after a crash, or a concurrent duplicate that waited for the row lock)
 * finds those lots closed and answers that row instead of closing more; the same request id for
 * another close is refused. A repeated whole close finds the position closed.
 */
export async function closeAtMarket(
  db: Database,
  clock: Clock,
  request: CloseRequest,
): Promise<Result<{ position: Position; instrument: Instrument }, ClosePositionError>> {
  return db.transaction(async (tx) => {
    const [position] = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.id, request.positionId), eq(positions.userId, request.userId)))
      .for('update');
    if (!position) return fail('position_unknown');
    const earlier = request.requestId === undefined ? undefined : await findPartialClose(tx, request.userId, request.requestId);
    if (earlier) return isSameClose(earlier, request) ? ok({ position: earlier, instrument: await instrumentOf(tx, earlier.symbol) }) : reused();
    if (position.status !== 'open') return fail('position_closed');
    const lots = request.lots === undefined ? position.lots : BigInt(request.lots);
    if (lots < 1n || lots > position.lots) return fail('lots_required', { field: 'lots' });
    const instrument = await instrumentOf(tx, position.symbol);
    const now = clock.now();
    const status = marketStatus(instrument.tradingHours, now);
    if (!status.open) return fail('market_closed', { reopens_at: status.reopensAt?.toISOString() ?? '' });
    const quote = await currentQuote(tx, instrument.symbol, contractSpecOf(instrument), now);
    if (!quote.ok) return quote;
    const closed = await closeLocked(tx, {
      position,
      instrument,
      lots,
      quote: quote.value,
      reason: request.reason,
      now,
      ...(request.requestId === undefined ? {} : { requestId: request.requestId }),
    });
    return ok({ position: closed, instrument });
  });
}

function reused(): Result<never, 'request_id_reused'> {
  return fail('request_id_reused', { field: 'request_id' });
}

async function findPartialClose(tx: DbOrTx, userId: bigint, requestId: string): Promise<Position | undefined> {
  const [row] = await tx
    .select()
    .from(positions)
    .where(and(eq(positions.userId, userId), eq(positions.requestId, positionKeys.partialClose(requestId))));
  return row;
}

/** The row a partial close split off answers the same request: the same position and number of lots. */
function isSameClose(closed: Position, request: CloseRequest): boolean {
  return closed.parentId === request.positionId && request.lots !== undefined && closed.lots === BigInt(request.lots);
}
