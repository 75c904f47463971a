import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { carryCharges, positions } from '../derivatives/index.js';
import { losingShareReports } from './schema.js';

export interface LosingShare {
  periodDay: string;
  accounts: number;
  losing: number;
  shareBp: number;
}

/** The UTC day of an instant, as YYYY-MM-DD. */
function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The risk warning's measured share (the `protection.losing-share` job, daily): among real
 * accounts (positive user ids; demo identities are negative) that closed a leveraged position in
 * the 12 months before the day began, the share whose net result there was below zero. A closed
 * row's result is what the user actually got back: its P&L, but never below minus its margin
 * (negative balance protection), less the close fee and the open fee (a partial close's split-off
 * row carries none, so each open fee counts once); funding and overnight charges are counted
 * from `carry_charges` by when they were charged. Written once per day: a repeat of the day (a
 * crash after writing, a second process) finds the row and returns it unchanged.
 */
export async function computeLosingShare(db: DbOrTx, clock: Clock, options: { asOf: Date }): Promise<LosingShare> {
  const periodDay = dayOf(options.asOf);
  const windowEnd = new Date(`${periodDay}T00:00:00.000Z`);
  const windowStart = new Date(windowEnd);
  windowStart.setUTCFullYear(windowStart.getUTCFullYear() - 1);
  const existing = await db.execute<{ accounts: number; losing: number; share_bp: number }>(
    sql`select accounts, losing, share_bp from ${losingShareReports} where period_day = ${periodDay}`,
  );
  const found = existing.rows[0];
  if (found) return { periodDay, accounts: found.accounts, losing: found.losing, shareBp: found.share_bp };
  const counted = await db.execute<{ accounts: number; losing: number }>(sql`
    with closed as (
      select p.user_id, greatest(p.realised_pnl, -p.margin) - coalesce(p.close_fee, 0) - p.open_fee as result
      from ${positions} p
      where p.user_id > 0 and p.status in ('closed', 'liquidated') and p.closed_at >= ${windowStart} and p.closed_at < ${windowEnd}
    ),
    carry as (
      select p.user_id, sum(c.amount) as paid
      from ${carryCharges} c join ${positions} p on p.id = c.position_id
      where p.user_id > 0 and c.charged_at >= ${windowStart} and c.charged_at < ${windowEnd}
      group by p.user_id
    ),
    net as (
      select closed.user_id, sum(closed.result) - coalesce(max(carry.paid), 0) as result
      from closed left join carry on carry.user_id = closed.user_id
      group by closed.user_id
    )
    select count(*)::int as accounts, (count(*) filter (where result < 0))::int as losing from net`);
  const accounts = counted.rows[0]?.accounts ?? 0;
  const losing = counted.rows[0]?.losing ?? 0;
  const shareBp = accounts === 0 ? 0 : Math.round((losing * 10_000) / accounts);
  await db.insert(losingShareReports).values({ periodDay, windowStart, windowEnd, accounts, losing, shareBp, computedAt: clock.now() }).onConflictDoNothing();
  return { periodDay, accounts, losing, shareBp };
}
