import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

/** Open and pending notional the house carries on one side of an instrument (at entry or limit price). */
export async function houseExposure(tx: DbOrTx, symbol: string, side: 'long' | 'short'): Promise<bigint> {
  const rows = await tx.execute<{ total: string }>(sql`
    select coalesce(sum(margin * leverage), 0)::text as total from positions
    where symbol = ${symbol} and side = ${side} and status in ('pending', 'open')`);
  return BigInt(rows.rows[0]?.total ?? '0');
}
