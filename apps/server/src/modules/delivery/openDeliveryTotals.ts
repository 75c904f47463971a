import { formatUnits } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

export interface OpenDeliveryTotals {
  open_orders: number;
  /** Sum of the stakes of unsettled orders, USDT. */
  open_stake: string;
}

/** What delivery contracts have at stake now: unsettled orders and their stakes (admin/riskOverview). */
export async function openDeliveryTotals(db: DbOrTx): Promise<OpenDeliveryTotals> {
  const rows = await db.execute<{ count: number; stake: string }>(sql`
    select count(*)::int as count, coalesce(sum(stake), 0)::text as stake from delivery_orders where status = 'open' and user_id > 0`);
  const row = rows.rows[0];
  return { open_orders: Number(row?.count ?? 0), open_stake: formatUnits(BigInt(row?.stake ?? '0'), 6) };
}
