import { type EarnBook, formatUnits } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { houseAccounts } from '../ledger/index.js';
import { USDT_SCALE } from './earnTerms.js';

/**
 * admin/earnBook: what the platform owes earn users (principal plus interest posted, of orders in
 * custody or awaiting payout: the sum of the users' `earn` ledger accounts), the yield's net cost
 * so far (the earn-expense account's balance, negated) and the interest still to accrue on the
 * open orders held to maturity.
 */
export async function getEarnBook(db: DbOrTx): Promise<EarnBook> {
  const orders = await db.execute<{ orders: number; principal: string; accrued: string; to_come: string }>(sql`
    select count(*)::int as orders,
           coalesce(sum(principal), 0)::text as principal,
           coalesce(sum(accrued), 0)::text as accrued,
           coalesce(sum(div(principal * daily_rate_ppm * term_days, 1000000) - accrued) filter (where status = 'custody'), 0)::text as to_come
    from earn_orders where status in ('custody', 'redeeming') and user_id > 0`);
  const expense = (await houseAccounts(db)).find((account) => account.code === 'earn_expense' && account.asset === 'USDT');
  const row = orders.rows[0];
  const principal = BigInt(row?.principal ?? '0');
  const accrued = BigInt(row?.accrued ?? '0');
  const usdt = (units: bigint) => formatUnits(units, USDT_SCALE);
  return {
    asset: 'USDT',
    orders_active: row?.orders ?? 0,
    principal: usdt(principal),
    accrued: usdt(accrued),
    liability: usdt(principal + accrued),
    expense_to_date: usdt(-(expense?.balance ?? 0n)),
    interest_to_come: usdt(BigInt(row?.to_come ?? '0')),
  };
}
