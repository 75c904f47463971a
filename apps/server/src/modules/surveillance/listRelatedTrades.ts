import { formatUnits, type RelatedTradeRow, type RelationKind } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { offsetOf, windowStart } from './reportWindow.js';

interface Row extends Record<string, unknown> {
  maker_id: string;
  maker_account: string;
  taker_id: string;
  taker_account: string;
  device: boolean;
  address: boolean;
  invitation: boolean;
  symbol: string;
  trades: number;
  amount: string;
  quote_asset: string;
  quote_scale: number;
  last_at: Date | string;
  total: number;
}

/**
 * admin/surveillanceRelatedTrades: spot fills in the window whose maker and taker are related:
 * sessions from the same browser (identical user-agent text) or the same address, or one invited
 * the other (directly or further up the chain). One row per pair and market, most recent first.
 * A read across contexts (spot trades, identity sessions and users, market quotes) kept to SQL
 * here, as the report is read-only.
 */
export async function listRelatedTrades(
  db: DbOrTx,
  clock: Clock,
  page: { page: number; pageSize: number },
): Promise<{ items: RelatedTradeRow[]; total: number }> {
  const since = windowStart(clock).toISOString();
  const result = await db.execute<Row>(sql`
    with pairs as (
      select distinct maker_user_id as m, taker_user_id as k
      from spot_trades where created_at >= ${since}::timestamptz and maker_user_id <> taker_user_id
    ),
    related as (
      select p.m, p.k,
        exists (select 1 from sessions a join sessions b on a.user_agent = b.user_agent
                where a.user_id = p.m and b.user_id = p.k and a.user_agent <> '') as device,
        exists (select 1 from sessions a join sessions b on a.ip = b.ip
                where a.user_id = p.m and b.user_id = p.k and a.ip <> '') as address,
        exists (
          with recursive up(id, inviter, depth) as (
            select u.id, u.inviter_id, 1 from users u where u.id in (p.m, p.k)
            union all
            select u.id, u.inviter_id, up.depth + 1 from users u join up on u.id = up.inviter where up.depth < 50
          )
          select 1 from up where (up.inviter = p.m or up.inviter = p.k)
        ) as invitation
      from pairs p
    ),
    flagged as (select * from related where device or address or invitation),
    rows as (
      select f.m, f.k, f.device, f.address, f.invitation, t.symbol,
             count(*)::int as trades, sum(t.amount)::text as amount, max(t.created_at) as last_at
      from flagged f join spot_trades t on t.maker_user_id = f.m and t.taker_user_id = f.k and t.created_at >= ${since}::timestamptz
      group by f.m, f.k, f.device, f.address, f.invitation, t.symbol
    )
    select r.m::text as maker_id, coalesce(mu.email, mu.phone, '') as maker_account,
           r.k::text as taker_id, coalesce(ku.email, ku.phone, '') as taker_account,
           r.device, r.address, r.invitation, r.symbol, r.trades, r.amount, r.last_at,
           mk.quote as quote_asset, coalesce(a.scale, 0) as quote_scale, count(*) over ()::int as total
    from rows r
    join users mu on mu.id = r.m join users ku on ku.id = r.k
    join markets mk on mk.symbol = r.symbol left join assets a on a.code = mk.quote
    order by r.last_at desc, r.m, r.k, r.symbol
    limit ${page.pageSize} offset ${offsetOf(page)}`);
  const rows = result.rows;
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      maker_id: row.maker_id,
      maker_account: row.maker_account,
      taker_id: row.taker_id,
      taker_account: row.taker_account,
      relations: (['device', 'address', 'invitation'] as const).filter((kind): kind is RelationKind => row[kind]),
      symbol: row.symbol,
      trades: row.trades,
      amount: formatUnits(BigInt(row.amount), Number(row.quote_scale)),
      quote_asset: row.quote_asset,
      last_at: new Date(row.last_at).toISOString(),
    })),
  };
}
