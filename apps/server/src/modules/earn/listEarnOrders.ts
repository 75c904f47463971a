import type { EarnOrderStatus, EarnOrderView } from '@veritex/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { orderView } from './earnViews.js';
import { loadHolidays } from './holidays.js';
import { earnOrders } from './schema.js';

/** web/getMyprofit: the user's custody orders, newest first, optionally of one status. */
export async function listEarnOrders(
  db: DbOrTx,
  input: { userId: bigint; status?: EarnOrderStatus; page: number; pageSize: number },
): Promise<{ items: EarnOrderView[]; total: number }> {
  const where = and(eq(earnOrders.userId, input.userId), input.status ? eq(earnOrders.status, input.status) : undefined);
  const [rows, [total], holidays] = await Promise.all([
    db
      .select()
      .from(earnOrders)
      .where(where)
      .orderBy(desc(earnOrders.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ value: count() }).from(earnOrders).where(where),
    loadHolidays(db),
  ]);
  return { items: rows.map((row) => orderView(row, holidays)), total: total?.value ?? 0 };
}
