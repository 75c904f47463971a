import { formatUnits, type NearLimitRow, SURVEILLANCE_THRESHOLDS } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { readSettings } from '../settings/index.js';
import { offsetOf, windowStart } from './reportWindow.js';

const USDT_UNIT = 1_000_000n;
const USDT_SCALE = 6;

interface Row extends Record<string, unknown> {
  user_id: string;
  account: string;
  near_max: number;
  days_at_count: number;
  last_at: Date | string;
  total: number;
}

/**
 * admin/surveillanceNearLimits: accounts whose withdrawal requests in the window came near the
 * published limits at least `nearLimitCount` times: requests of at least `nearLimitPct` of the
 * per-transaction maximum, and Hong Kong days on which they made as many requests as a day allows.
 */
export async function listNearLimits(
  db: DbOrTx,
  clock: Clock,
  page: { page: number; pageSize: number },
): Promise<{ items: NearLimitRow[]; total: number; per_transaction_max: string; per_day: number }> {
  const settings = await readSettings(db);
  const maxUnits = BigInt(settings.withdraw_max_usdt) * USDT_UNIT;
  const nearUnits = (maxUnits * BigInt(SURVEILLANCE_THRESHOLDS.nearLimitPct)) / 100n;
  const since = windowStart(clock).toISOString();
  const result = await db.execute<Row>(sql`
    with w as (
      select user_id, amount, created_at, (created_at at time zone 'Asia/Hong_Kong')::date as day
      from withdrawals where asset = 'USDT' and created_at >= ${since}::timestamptz
    ),
    near as (
      select user_id, count(*) filter (where amount >= ${String(nearUnits)}::numeric)::int as near_max, max(created_at) as last_at
      from w group by user_id
    ),
    full_days as (
      select user_id, count(*)::int as days from (select user_id, day from w group by user_id, day having count(*) >= ${settings.withdraw_per_day}) x
      group by user_id
    ),
    listed as (
      select n.user_id, n.near_max, coalesce(f.days, 0) as days_at_count, n.last_at
      from near n left join full_days f on f.user_id = n.user_id
      where n.near_max + coalesce(f.days, 0) >= ${SURVEILLANCE_THRESHOLDS.nearLimitCount}
    )
    select l.user_id::text as user_id, coalesce(u.email, u.phone, '') as account, l.near_max, l.days_at_count, l.last_at,
           count(*) over ()::int as total
    from listed l join users u on u.id = l.user_id
    order by l.near_max + l.days_at_count desc, l.last_at desc
    limit ${page.pageSize} offset ${offsetOf(page)}`);
  return {
    total: result.rows[0]?.total ?? 0,
    per_transaction_max: formatUnits(maxUnits, USDT_SCALE),
    per_day: settings.withdraw_per_day,
    items: result.rows.map((row) => ({
      user_id: row.user_id,
      account: row.account,
      near_max: row.near_max,
      days_at_count: row.days_at_count,
      last_at: new Date(row.last_at).toISOString(),
    })),
  };
}
