import { ok, type Result } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { closeAtMarket } from './closeAtMarket.js';
import { positions } from './schema.js';

/**
 * web/closeAllPositions ("one-click"): every open position of the user, optionally of one
 * instrument, each closed whole in its own transaction. A repeat closes what is still open, which
 * after the first is nothing (unless the user opened more in between).
 */
export async function closeAllPositions(
  db: Database,
  clock: Clock,
  options: { userId: bigint; symbol?: string },
): Promise<Result<{ closed: number; skipped: number }>> {
  const { userId, symbol } = options;
  const open = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.userId, userId), eq(positions.status, 'open'), symbol ? eq(positions.symbol, symbol) : sql`true`));
  let closed = 0;
  for (const { id } of open) {
    const result = await closeAtMarket(db, clock, { userId, positionId: id, reason: 'close_all' });
    if (result.ok) closed++;
  }
  return ok({ closed, skipped: open.length - closed });
}
