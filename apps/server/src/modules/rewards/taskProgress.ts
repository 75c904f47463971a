import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { BenefitTaskRow } from './schema.js';

/**
 * What a task measures, from the user's own records (read-only, one query per kind; these tables
 * belong to other contexts, so they are read by name rather than through their code):
 * - first_deposit: a `deposit` posting credited to the user (an approved deposit posts exactly that);
 * - first_trade: a spot trade as maker or taker, a position that opened (not one that stayed a
 *   pending entry or was cancelled), or a delivery order;
 * - junior_verification: an approved junior identity verification;
 * - sign_in_cycle: a day-7 sign-in (a full cycle completed);
 * - trading_volume: the user's trading turnover (USDT minor units, the table the withdrawal
 *   turnover rule sums: today each spot trade in a USDT market, maker and taker) within the task's
 *   period; whatever else a trading context records there counts too.
 * One-off tasks count the user's whole history: a first deposit made before the task existed is
 * still a first deposit. Answers the progress in the task's unit (1 = done for the one-off kinds).
 */
export async function measureTaskProgress(db: DbOrTx, userId: bigint, task: BenefitTaskRow): Promise<bigint> {
  const query = progressQuery(userId, task);
  const result = await db.execute<{ progress: string }>(query);
  return BigInt(result.rows[0]?.progress ?? '0');
}

function progressQuery(userId: bigint, task: BenefitTaskRow) {
  switch (task.kind) {
    case 'first_deposit':
      return sql`select (exists (
        select 1 from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        join ledger_postings p on p.id = e.posting_id
        where a.owner = 'user' and a.user_id = ${userId} and p.reason = 'deposit' and e.amount > 0))::int::text as progress`;
    case 'first_trade':
      return sql`select (
        exists (select 1 from spot_trades where maker_user_id = ${userId} or taker_user_id = ${userId})
        or exists (select 1 from positions where user_id = ${userId} and status not in ('pending', 'cancelled'))
        or exists (select 1 from delivery_orders where user_id = ${userId}))::int::text as progress`;
    case 'junior_verification':
      return sql`select (exists (
        select 1 from verifications where user_id = ${userId} and level = 'junior' and status = 'approved'))::int::text as progress`;
    case 'sign_in_cycle':
      return sql`select (exists (select 1 from sign_ins where user_id = ${userId} and cycle_day = 7))::int::text as progress`;
    case 'trading_volume':
      return sql`select coalesce(sum(amount), 0)::text as progress from turnover_events
        where user_id = ${userId}
          ${task.periodStart ? sql`and created_at >= ${task.periodStart.toISOString()}` : sql``}
          ${task.periodEnd ? sql`and created_at < ${task.periodEnd.toISOString()}` : sql``}`;
  }
}
