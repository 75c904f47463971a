import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

/**
 * Open and pending notional the house carries on one side of an instrument (at entry or limit
 * price), in one ledger book: demo positions (negative user ids) have their own cap and never use
 * up the real house's.
 */
export async function houseExposure(tx: DbOrTx, symbol: string, side: 'long' | 'short', book: 'real' | 'demo' = 'real'): Promise<bigint> {
  const rows = await tx.execute<{ total: string }>(sql`
    select coalesce(sum(margin * leverage), 0)::text as total from positions
    where symbol = ${symbol} and side = ${side} and status in ('pending', 'open') and ${book === 'demo' ? sql`user_id < 0` : sql`user_id > 0`}`);
  return BigInt(rows.rows[0]?.total ?? '0');
}
