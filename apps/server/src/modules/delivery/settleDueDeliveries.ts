import { formatUnits } from '@veritex/shared';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { type Movement, postEntries } from '../ledger/index.js';
import { tickAtOrAfter, tickAtOrBefore } from '../marketdata/index.js';
import { postUserMessage } from '../messaging/index.js';
import { notifyDeliveryChanged } from './deliveryEvents.js';
import { deliveryKeys } from './deliveryKeys.js';
import { TICK_FRESHNESS_MS, USDT_SCALE } from './orderView.js';
import { type DeliveryOrder, type DeliveryStatus, deliveryOrders } from './schema.js';

/**
 * Orders are settled this long after expiry, so that the tick of the expiry second (stored by
 * the recorder within a quarter second of it) is there to be read.
 */
const SETTLE_AFTER_EXPIRY_MS = 1_000;
const BATCH = 200;

export interface SettlementTick {
  at: Date;
  priceUnits: bigint;
  source: string;
  rule: 'at_expiry' | 'after_expiry';
}

/**
 * The stored tick at the expiry instant; if that tick is older than 5 s before expiry (the
 * server was down), the first tick after expiry. Undefined while neither exists yet.
 */
export async function settlementTick(db: DbOrTx, symbol: string, expiresAt: Date): Promise<SettlementTick | undefined> {
  const before = await tickAtOrBefore(db, symbol, expiresAt);
  if (before && expiresAt.getTime() - before.at.getTime() <= TICK_FRESHNESS_MS) return { ...before, rule: 'at_expiry' };
  const after = await tickAtOrAfter(db, symbol, expiresAt);
  return after ? { ...after, rule: 'after_expiry' } : undefined;
}

/** Win, loss or tie, and what returns to available (profit rounds up: never in the house's favour). */
export function outcome(order: Pick<DeliveryOrder, 'direction' | 'stake' | 'payoutBp' | 'purchasePrice'>, settlementPriceUnits: bigint) {
  const stake = BigInt(order.stake);
  const purchase = BigInt(order.purchasePrice);
  if (settlementPriceUnits === purchase) return { status: 'tie' as DeliveryStatus, payout: stake, profit: 0n };
  const won = order.direction === 'up' ? settlementPriceUnits > purchase : settlementPriceUnits < purchase;
  if (!won) return { status: 'lost' as DeliveryStatus, payout: 0n, profit: 0n };
  const profit = (stake * BigInt(order.payoutBp) + 9_999n) / 10_000n;
  return { status: 'won' as DeliveryStatus, payout: stake + profit, profit };
}

/**
 * Settles every open order whose expiry has passed, each in its own transaction. Idempotent and
 * safe to run from several processes (rows are claimed FOR UPDATE SKIP LOCKED); after downtime
 * it catches up on everything that expired meanwhile. Returns how many it settled.
 */
export async function settleDueDeliveries(db: Database, clock: Clock): Promise<number> {
  const due = new Date(clock.now().getTime() - SETTLE_AFTER_EXPIRY_MS);
  let settled = 0;
  let afterId = 0n;
  for (;;) {
    const batch = await db
      .select({ id: deliveryOrders.id })
      .from(deliveryOrders)
      .where(and(eq(deliveryOrders.status, 'open'), lte(deliveryOrders.expiresAt, due), sql`${deliveryOrders.id} > ${afterId}`))
      .orderBy(asc(deliveryOrders.id))
      .limit(BATCH);
    for (const { id } of batch) if (await settleOne(db, clock, id)) settled += 1;
    if (batch.length < BATCH) return settled;
    afterId = batch[batch.length - 1]?.id ?? afterId;
  }
}

async function settleOne(db: Database, clock: Clock, id: bigint): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(deliveryOrders)
      .where(and(eq(deliveryOrders.id, id), eq(deliveryOrders.status, 'open')))
      .for('update', { skipLocked: true });
    if (!order) return false;
    const tick = await settlementTick(tx, order.symbol, order.expiresAt);
    if (!tick) return false;
    const result = outcome(order, tick.priceUnits);
    const posted = await postEntries(tx, {
      reason: 'delivery_settle',
      actor: 'system',
      cause: { type: 'delivery_order', id: String(order.id) },
      idempotencyKey: deliveryKeys.settle(order.id),
      memo: `${result.status} at ${tick.at.toISOString()}`,
      movements: settlementMovements(order, result.payout),
    });
    if (!posted.ok) throw new Error(`frozen stake of delivery order ${order.id} is missing`);
    await tx
      .update(deliveryOrders)
      .set({
        status: result.status,
        settlementPrice: tick.priceUnits.toString(),
        settlementTickAt: tick.at,
        settlementTickRule: tick.rule,
        settlementTickSource: tick.source,
        payout: result.payout.toString(),
        settledAt: clock.now(),
      })
      .where(eq(deliveryOrders.id, order.id));
    await notifyDeliveryChanged(tx, order);
    await postUserMessage(tx, clock, {
      userId: order.userId,
      kind: result.status === 'won' ? 'delivery_won' : result.status === 'lost' ? 'delivery_lost' : 'delivery_tie',
      params: {
        symbol: order.symbol,
        direction: order.direction,
        stake: formatUnits(BigInt(order.stake), USDT_SCALE),
        profit: formatUnits(result.profit, USDT_SCALE),
        payout: formatUnits(result.payout, USDT_SCALE),
        purchase_price: formatUnits(BigInt(order.purchasePrice), order.priceScale),
        price: formatUnits(tick.priceUnits, order.priceScale),
      },
      dedupeKey: `delivery:${order.id}`,
    });
    return true;
  });
}

/** The frozen stake leaves; the payout comes back to available; the house `delivery` account takes the difference. */
function settlementMovements(order: DeliveryOrder, payout: bigint): Movement[] {
  const stake = BigInt(order.stake);
  const user = { owner: 'user' as const, userId: order.userId, kind: 'futures' as const, asset: 'USDT' };
  const movements: Movement[] = [{ account: user, bucket: 'frozen', amount: -stake }];
  if (payout > 0n) movements.push({ account: user, bucket: 'available', amount: payout });
  if (payout !== stake) movements.push({ account: { owner: 'house', kind: 'delivery', asset: 'USDT' }, bucket: 'available', amount: stake - payout });
  return movements;
}
