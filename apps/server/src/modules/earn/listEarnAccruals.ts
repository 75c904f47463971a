import { type EarnAccrual, type EarnOrderView, earnDayDate, fail, formatUnits, ok, type Result } from '@veritex/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { USDT_SCALE } from './earnTerms.js';
import { orderView } from './earnViews.js';
import { findOwnOrder } from './findOwnOrder.js';
import { loadHolidays } from './holidays.js';
import { earnAccruals } from './schema.js';

/** web/getProfitAccruals: one of the user's orders with its accrual ledger, day by day (day 1 is the day of deposit). */
export async function listEarnAccruals(
  db: DbOrTx,
  input: { userId: bigint; orderId: bigint },
): Promise<Result<{ order: EarnOrderView; items: EarnAccrual[]; total: string }>> {
  const order = await findOwnOrder(db, input.userId, input.orderId);
  if (!order) return fail('earn_order_unknown', { field: 'id' });
  const rows = await db.select().from(earnAccruals).where(eq(earnAccruals.orderId, order.id)).orderBy(asc(earnAccruals.day));
  const items = rows.map((row) => ({
    day: row.day,
    date: earnDayDate(order.startDay + row.day - 1),
    amount: formatUnits(BigInt(row.amount), USDT_SCALE),
    cumulative: formatUnits(BigInt(row.cumulative), USDT_SCALE),
    posted_at: row.postedAt.toISOString(),
  }));
  const total = rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  return ok({ order: orderView(order, await loadHolidays(db)), items, total: formatUnits(total, USDT_SCALE) });
}
