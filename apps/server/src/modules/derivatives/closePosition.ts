import { ok, type PositionView, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { type ClosePositionError, closeAtMarket } from './closeAtMarket.js';
import { positionView } from './positionView.js';

/**
 * web/closePosition: the user closes all or part of one of their open positions at market. The
 * request id makes a partial close apply once even when the call's own record of it was lost.
 */
export async function closePosition(
  db: Database,
  clock: Clock,
  options: { userId: bigint; positionId: bigint; lots?: number; requestId: string },
): Promise<Result<PositionView, ClosePositionError>> {
  const closed = await closeAtMarket(db, clock, { ...options, reason: 'user' });
  return closed.ok ? ok(positionView(closed.value.position, closed.value.instrument)) : closed;
}
