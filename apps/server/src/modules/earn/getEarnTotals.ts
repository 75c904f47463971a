import { type EarnTotals, earnDayNumber, formatUnits } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { USDT_SCALE } from './earnTerms.js';
import { rulesView } from './earnViews.js';
import { upcomingHolidays } from './holidays.js';

/**
 * web/getProfitTotal: principal in custody (orders in custody or awaiting payout), interest earned
 * on every order (accrued on open ones, paid on closed ones), the interest of yesterday (Hong Kong
 * calendar), and the published rules. A visitor gets zeros and the rules.
 */
export async function getEarnTotals(db: DbOrTx, clock: Clock, userId: bigint | undefined): Promise<EarnTotals> {
  const now = clock.now();
  const rules = rulesView(await upcomingHolidays(db, now));
  const zero = formatUnits(0n, USDT_SCALE);
  if (userId === undefined) return { asset: 'USDT', in_custody: zero, earned_total: zero, earned_yesterday: zero, active_orders: 0, rules };
  const yesterday = earnDayNumber(now) - 1;
  const result = await db.execute<{ in_custody: string; earned_total: string; earned_yesterday: string; active_orders: number }>(sql`
    select coalesce(sum(o.principal) filter (where o.status in ('custody', 'redeeming')), 0)::text as in_custody,
           coalesce(sum(case when o.status in ('custody', 'redeeming') then o.accrued else coalesce(o.interest_paid, 0) end), 0)::text as earned_total,
           coalesce(sum((select a.amount from earn_accruals a where a.order_id = o.id and a.day = ${yesterday} - o.start_day + 1)), 0)::text as earned_yesterday,
           (count(*) filter (where o.status in ('custody', 'redeeming')))::int as active_orders
    from earn_orders o where o.user_id = ${userId}`);
  const row = result.rows[0];
  const usdt = (units: string | undefined) => formatUnits(BigInt(units ?? '0'), USDT_SCALE);
  return {
    asset: 'USDT',
    in_custody: usdt(row?.in_custody),
    earned_total: usdt(row?.earned_total),
    earned_yesterday: usdt(row?.earned_yesterday),
    active_orders: row?.active_orders ?? 0,
    rules,
  };
}
