import { type AssetAmount, type Dashboard, type DashboardQueue, formatUnits, hasStaffPermission, type StaffPermission } from '@veritex/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { hongKongDay } from './hongKongDay.js';

type Row = { asset: string; units: string; scale: number; n: number };
const USDT = 'USDT';

/** Each open queue with the permission of the desk it links to, and how it is counted. */
const QUEUES: ReadonlyArray<{ queue: DashboardQueue; permission: StaffPermission; count: SQL }> = [
  { queue: 'kyc', permission: 'kyc.read', count: sql`select count(*)::int as n from verifications where status = 'pending'` },
  { queue: 'deposits', permission: 'finance.read', count: sql`select count(*)::int as n from deposits where status = 'processing'` },
  { queue: 'withdrawals', permission: 'finance.read', count: sql`select count(*)::int as n from withdrawals where status = 'processing'` },
  { queue: 'adjustments', permission: 'finance.read', count: sql`select count(*)::int as n from adjustments where status = 'pending'` },
  {
    queue: 'support',
    permission: 'support.chat',
    count: sql`select ((select count(*) from support_conversations where status <> 'closed') + (select count(*) from support_tickets where status = 'new'))::int as n`,
  },
  { queue: 'p2p', permission: 'p2p.read', count: sql`select count(*)::int as n from p2p_orders where status = 'appeal'` },
  { queue: 'loans', permission: 'finance.read', count: sql`select count(*)::int as n from loans where status = 'unreviewed'` },
];

const amounts = (rows: Row[]): AssetAmount[] => rows.map((row) => ({ asset: row.asset, amount: formatUnits(BigInt(row.units), row.scale), count: row.n }));

/**
 * admin/dashboard: today's figures (the Hong Kong day) from the ledger and the order tables, exact
 * to the asset's minor unit, and the open queues; each part only for roles that may open its desk.
 * Demo identities (negative ids) and the demo book are left out: they are not the venue's money.
 */
export async function getDashboard(db: DbOrTx, clock: Clock, options: { roles: readonly string[] }): Promise<Dashboard> {
  const { day, from, to } = hongKongDay(clock.now());
  const may = (permission: StaffPermission) => hasStaffPermission(options.roles, permission);
  const queues: Dashboard['queues'] = [];
  for (const { queue, permission, count } of QUEUES) {
    if (!may(permission)) continue;
    const rows = await db.execute<{ n: number }>(count);
    queues.push({ queue, count: rows.rows[0]?.n ?? 0 });
  }
  const newUsers = may('users.read') ? await countNewUsers(db, from, to) : null;
  const finance = may('finance.read') ? await financeFigures(db, from, to) : null;
  return { day, from: from.toISOString(), to: to.toISOString(), finance, new_users: newUsers, queues };
}

async function countNewUsers(db: DbOrTx, from: Date, to: Date): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from users where id > 0 and created_at >= ${from} and created_at < ${to}`);
  return rows.rows[0]?.n ?? 0;
}

/** Entries of today's postings on real-book accounts, summed per asset (`sign` -1 counts outflows as positive). */
async function ledgerSum(db: DbOrTx, where: SQL, from: Date, to: Date, sign: 1 | -1): Promise<AssetAmount[]> {
  const rows = await db.execute<Row>(sql`
    select e.asset, (${sign}::numeric * sum(e.amount))::text as units, s.scale, count(distinct p.id)::int as n
    from ledger_entries e
    join ledger_postings p on p.id = e.posting_id
    join ledger_accounts a on a.id = e.account_id
    join assets s on s.code = e.asset
    where a.book = 'real' and p.created_at >= ${from} and p.created_at < ${to} and ${where}
    group by e.asset, s.scale order by e.asset`);
  return amounts(rows.rows);
}

async function financeFigures(db: DbOrTx, from: Date, to: Date): Promise<NonNullable<Dashboard['finance']>> {
  const deposits = await ledgerSum(db, sql`a.owner = 'house' and a.kind = 'deposits_clearing' and p.reason = 'deposit'`, from, to, -1);
  const withdrawals = await ledgerSum(db, sql`a.owner = 'user' and p.reason = 'withdrawal' and e.bucket = 'frozen'`, from, to, -1);
  const fees = await ledgerSum(db, sql`a.owner = 'house' and a.kind = 'fees'`, from, to, 1);
  const insuranceRows = await db.execute<Row>(sql`
    select a.asset, sum(a.available)::text as units, s.scale, count(*)::int as n
    from ledger_accounts a join assets s on s.code = a.asset
    where a.owner = 'house' and a.book = 'real' and a.kind = 'insurance'
    group by a.asset, s.scale order by a.asset`);
  return { deposits, withdrawals, fees, volume: await volumes(db, from, to), exposure: await exposure(db), insurance: amounts(insuranceRows.rows) };
}

async function usdtScale(db: DbOrTx): Promise<number> {
  const rows = await db.execute<{ scale: number }>(sql`select scale from assets where code = ${USDT}`);
  return rows.rows[0]?.scale ?? 6;
}

/** Spot: traded quote amount per quote asset; contracts: notional (margin × leverage) of positions opened today; delivery: stakes placed today. */
async function volumes(db: DbOrTx, from: Date, to: Date): Promise<NonNullable<Dashboard['finance']>['volume']> {
  const spot = await db.execute<Row>(sql`
    select m.quote as asset, sum(t.amount)::text as units, s.scale, count(*)::int as n
    from spot_trades t join markets m on m.symbol = t.symbol join assets s on s.code = m.quote
    where t.created_at >= ${from} and t.created_at < ${to}
    group by m.quote, s.scale order by m.quote`);
  const contracts = await db.execute<{ units: string; n: number }>(sql`
    select coalesce(sum(margin * leverage), 0)::text as units, count(*)::int as n
    from positions where user_id > 0 and opened_at >= ${from} and opened_at < ${to}`);
  const delivery = await db.execute<{ units: string; n: number }>(sql`
    select coalesce(sum(stake), 0)::text as units, count(*)::int as n
    from delivery_orders where user_id > 0 and created_at >= ${from} and created_at < ${to}`);
  const scale = await usdtScale(db);
  const usdt = (row: { units: string; n: number } | undefined): AssetAmount => ({
    asset: USDT,
    amount: formatUnits(BigInt(row?.units ?? '0'), scale),
    count: row?.n ?? 0,
  });
  return { spot: amounts(spot.rows), contracts: usdt(contracts.rows[0]), delivery: usdt(delivery.rows[0]) };
}

/** What the house carries now: margin × leverage of open and pending positions per side (as the risk page counts against the caps). */
async function exposure(db: DbOrTx): Promise<{ long: string; short: string }> {
  const rows = await db.execute<{ side: string; units: string }>(sql`
    select side, coalesce(sum(margin * leverage), 0)::text as units
    from positions where user_id > 0 and status in ('pending', 'open') group by side`);
  const scale = await usdtScale(db);
  const of = (side: string) => formatUnits(BigInt(rows.rows.find((row) => row.side === side)?.units ?? '0'), scale);
  return { long: of('long'), short: of('short') };
}
