import { formatUnits, type QuickWithdrawalRow, SURVEILLANCE_THRESHOLDS } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { offsetOf, windowStart } from './reportWindow.js';

/** USDT's decimals: withdrawals, deposits and turnover are all kept in USDT minor units. */
const USDT_SCALE = 6;

interface Row extends Record<string, unknown> {
  withdrawal_id: string;
  user_id: string;
  account: string;
  asset: string;
  amount: string;
  requested_at: Date | string;
  deposit_amount: string;
  deposited_at: Date | string;
  turnover: string;
  total: number;
}

/**
 * admin/surveillanceQuickWithdrawals: USDT withdrawals requested within
 * `quickWithdrawHours` of the owner's latest credited USDT deposit, while what they traded or
 * staked since that deposit (turnover events) is below `quickWithdrawTurnoverPct` of it.
 */
export async function listQuickWithdrawals(
  db: DbOrTx,
  clock: Clock,
  page: { page: number; pageSize: number },
): Promise<{ items: QuickWithdrawalRow[]; total: number }> {
  const since = windowStart(clock).toISOString();
  const hours = SURVEILLANCE_THRESHOLDS.quickWithdrawHours;
  const pct = SURVEILLANCE_THRESHOLDS.quickWithdrawTurnoverPct;
  const result = await db.execute<Row>(sql`
    with candidates as (
      select w.id, w.user_id, w.asset, w.amount, w.created_at, d.amount as deposit_amount, d.reviewed_at as deposited_at,
             coalesce((select sum(te.amount) from turnover_events te
                       where te.user_id = w.user_id and te.created_at > d.reviewed_at and te.created_at <= w.created_at), 0) as turnover
      from withdrawals w
      join lateral (
        select d.amount, d.reviewed_at from deposits d
        where d.user_id = w.user_id and d.asset = 'USDT' and d.status = 'success'
          and d.reviewed_at <= w.created_at and d.reviewed_at > w.created_at - make_interval(hours => ${hours})
        order by d.reviewed_at desc limit 1
      ) d on true
      where w.asset = 'USDT' and w.created_at >= ${since}::timestamptz
    )
    select c.id::text as withdrawal_id, c.user_id::text as user_id, coalesce(u.email, u.phone, '') as account, c.asset,
           c.amount::text as amount, c.created_at as requested_at, c.deposit_amount::text as deposit_amount,
           c.deposited_at, c.turnover::text as turnover, count(*) over ()::int as total
    from candidates c join users u on u.id = c.user_id
    where c.turnover * 100 < c.deposit_amount * ${pct}
    order by c.created_at desc, c.id desc
    limit ${page.pageSize} offset ${offsetOf(page)}`);
  return {
    total: result.rows[0]?.total ?? 0,
    items: result.rows.map((row) => {
      const requestedAt = new Date(row.requested_at);
      const depositedAt = new Date(row.deposited_at);
      return {
        withdrawal_id: row.withdrawal_id,
        user_id: row.user_id,
        account: row.account,
        asset: row.asset,
        amount: formatUnits(BigInt(row.amount), USDT_SCALE),
        requested_at: requestedAt.toISOString(),
        deposit_amount: formatUnits(BigInt(row.deposit_amount), USDT_SCALE),
        deposited_at: depositedAt.toISOString(),
        turnover_usdt: formatUnits(BigInt(row.turnover), USDT_SCALE),
        minutes_after: Math.floor((requestedAt.getTime() - depositedAt.getTime()) / 60_000),
      };
    }),
  };
}
