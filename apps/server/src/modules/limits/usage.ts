import type { DEPOSIT_WINDOW_MS } from '@veritex/shared';
import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { deliveryOrders } from '../delivery/index.js';
import { positions } from '../derivatives/index.js';
import { deposits } from '../funding/index.js';

/** Deposit claims that count against a limit: waiting for finance or credited (a refused one does not). */
const COUNTED_CLAIMS = ['processing', 'success'] as const;
export type DepositWindow = keyof typeof DEPOSIT_WINDOW_MS;

/** USDT claims made after `since`, oldest first (the refusal works out when enough of them leave the window). */
export async function usdtClaimsSince(db: DbOrTx, userId: bigint, since: Date): Promise<{ amount: bigint; at: Date }[]> {
  const rows = await db
    .select({ amount: deposits.amount, at: deposits.createdAt })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.asset, 'USDT'), inArray(deposits.status, [...COUNTED_CLAIMS]), gt(deposits.createdAt, since)))
    .orderBy(asc(deposits.createdAt), asc(deposits.id));
  return rows.map((row) => ({ amount: BigInt(row.amount), at: row.at }));
}

export function sumOf(claims: readonly { amount: bigint }[]): bigint {
  return claims.reduce((sum, claim) => sum + claim.amount, 0n);
}

/**
 * Net realised result of leveraged trading and delivery contracts in [from, to], USDT minor
 * units (negative: a loss). A closed or liquidated position counts its P&L net of its closing
 * fee (never below minus its margin: negative-balance protection) and its opening fee; a
 * settled delivery order what came back minus its stake. Funding and overnight charges are
 * left out: they are charged while a position is open and a partial close copies them.
 */
export async function realisedResult(db: DbOrTx, userId: bigint, from: Date, to: Date): Promise<bigint> {
  const [leveraged] = await db
    .select({
      total: sql<string>`coalesce(sum(greatest(${positions.realisedPnl} - coalesce(${positions.closeFee}, 0), -${positions.margin}) - ${positions.openFee}), 0)::text`,
    })
    .from(positions)
    .where(and(eq(positions.userId, userId), inArray(positions.status, ['closed', 'liquidated']), gte(positions.closedAt, from), lte(positions.closedAt, to)));
  const [delivery] = await db
    .select({ total: sql<string>`coalesce(sum(${deliveryOrders.payout} - ${deliveryOrders.stake}), 0)::text` })
    .from(deliveryOrders)
    .where(
      and(
        eq(deliveryOrders.userId, userId),
        inArray(deliveryOrders.status, ['won', 'lost', 'tie']),
        gte(deliveryOrders.settledAt, from),
        lte(deliveryOrders.settledAt, to),
      ),
    );
  return BigInt(leveraged?.total ?? '0') + BigInt(delivery?.total ?? '0');
}

/** The loss part of a result: 0 when the user is ahead. */
export function lossOf(result: bigint): bigint {
  return result < 0n ? -result : 0n;
}
