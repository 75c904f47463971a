import { type DeliveryOrderView, fail, ok, parseUnits, type Result } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { type Instrument, instruments, marketStatus } from '../derivatives/index.js';
import { findActiveHalt, haltRefusal } from '../halts/index.js';
import { postEntries } from '../ledger/index.js';
import { checkOpening } from '../limits/index.js';
import { type StoredTick, tickAtOrBefore } from '../marketdata/index.js';
import { checkDeliveryOffered } from '../protection/index.js';
import { currentRuleVersion } from '../rules/index.js';
import { notifyDeliveryChanged } from './deliveryEvents.js';
import { deliveryKeys } from './deliveryKeys.js';
import { orderView, plainUnits, TICK_FRESHNESS_MS, USDT_SCALE } from './orderView.js';
import { type DeliveryOrder, type DeliveryProductRow, deliveryOrders, deliveryProducts } from './schema.js';

export interface PlaceDeliveryInput {
  userId: bigint;
  symbol: string;
  direction: 'up' | 'down';
  productId: bigint;
  /** Decimal string of USDT, as typed. */
  stake: string;
  requestId: string;
}

interface Terms {
  product: DeliveryProductRow;
  instrument: Instrument;
  stake: bigint;
  tick: StoredTick;
  now: Date;
}

/**
 * web/placeDelivery. The purchase price is the latest stored reference tick (never a price a
 * person typed); the stake moves from the futures account's available to frozen in the same
 * transaction that records the order. A repeated request_id answers the first order; the same
 * request_id asking for another order is refused (`request_id_reused`), never answered with the first.
 */
export async function placeDelivery(db: Database, clock: Clock, input: PlaceDeliveryInput): Promise<Result<DeliveryOrderView>> {
  const earlier = await findByRequest(db, input.userId, input.requestId);
  if (earlier) return answerRepeat(earlier, input);
  // The user's own limits first: a cool-off, self-exclusion or the day's loss limit refuses any new order.
  const limited = await checkOpening(db, clock, { userId: input.userId });
  if (!limited.ok) return limited;
  // Fixed-time contracts are not offered to retail users in the EU or the UK (issue 18).
  const offered = await checkDeliveryOffered(db, input.userId);
  if (!offered.ok) return offered;
  const terms = await checkTerms(db, clock.now(), input);
  if (!terms.ok) return terms;
  try {
    return await db.transaction(async (tx) => {
      // One placement per user at a time, so a repeated request_id cannot slip past the check.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('delivery'), ${Number(input.userId % 2_147_483_647n)})`);
      const raced = await findByRequest(tx, input.userId, input.requestId);
      if (raced) return answerRepeat(raced, input);
      const order = await insertOrder(tx, input, terms.value);
      const account = { owner: 'user' as const, userId: input.userId, kind: 'futures' as const, asset: 'USDT' };
      const staked = await postEntries(tx, {
        reason: 'delivery_stake',
        actor: `user:${input.userId}`,
        cause: { type: 'delivery_order', id: String(order.id) },
        idempotencyKey: deliveryKeys.stake(input.userId, input.requestId),
        movements: [
          { account, bucket: 'available', amount: -terms.value.stake },
          { account, bucket: 'frozen', amount: terms.value.stake },
        ],
      });
      // Throwing rolls the order back with the refused stake.
      if (!staked.ok) throw new InsufficientBalance();
      await notifyDeliveryChanged(tx, order);
      return ok(orderView(order));
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) return fail('insufficient_balance', { field: 'stake' });
    throw error;
  }
}

class InsufficientBalance extends Error {}

/** The order a request id placed answers its repeats; the same id with other terms is a reused id. */
function answerRepeat(earlier: DeliveryOrder, input: PlaceDeliveryInput): Result<DeliveryOrderView, 'request_id_reused'> {
  const same =
    earlier.symbol === input.symbol &&
    earlier.direction === input.direction &&
    earlier.productId === input.productId &&
    BigInt(earlier.stake) === parseUnits(input.stake, USDT_SCALE);
  return same ? ok(orderView(earlier)) : fail('request_id_reused', { field: 'request_id' });
}

async function findByRequest(db: DbOrTx, userId: bigint, requestId: string): Promise<DeliveryOrder | undefined> {
  const [row] = await db
    .select()
    .from(deliveryOrders)
    .where(and(eq(deliveryOrders.userId, userId), eq(deliveryOrders.requestId, requestId)));
  return row;
}

async function checkTerms(db: DbOrTx, now: Date, input: PlaceDeliveryInput): Promise<Result<Terms>> {
  const stake = parseUnits(input.stake, USDT_SCALE);
  if (stake === undefined || stake < 0n) return fail('amount_invalid', { field: 'stake', scale: USDT_SCALE });
  if (stake === 0n) return fail('investment_amount_empty', { field: 'stake' });
  const [product] = await db
    .select()
    .from(deliveryProducts)
    .where(and(eq(deliveryProducts.id, input.productId), eq(deliveryProducts.active, true)));
  if (!product) return fail('product_unknown', { field: 'product_id' });
  const min = BigInt(product.minStake);
  const max = BigInt(product.maxStake);
  if (stake < min || stake > max) return fail('stake_out_of_bounds', { field: 'stake', min: plainUnits(min, USDT_SCALE), max: plainUnits(max, USDT_SCALE) });
  const [instrument] = await db.select().from(instruments).where(eq(instruments.symbol, input.symbol));
  if (!instrument) return fail('instrument_unknown', { field: 'symbol' });
  const status = marketStatus(instrument.tradingHours, now);
  if (!status.open) return fail('market_closed', { reopens_at: status.reopensAt?.toISOString() ?? '' });
  const halt = await findActiveHalt(db, 'delivery', instrument.symbol);
  if (halt) return haltRefusal(halt);
  const tick = await tickAtOrBefore(db, input.symbol, now);
  if (!tick || now.getTime() - tick.at.getTime() > TICK_FRESHNESS_MS) return fail('no_price');
  return ok({ product, instrument, stake, tick, now });
}

async function insertOrder(tx: DbOrTx, input: PlaceDeliveryInput, terms: Terms): Promise<DeliveryOrder> {
  const [row] = await tx
    .insert(deliveryOrders)
    .values({
      userId: input.userId,
      symbol: input.symbol,
      direction: input.direction,
      stake: terms.stake.toString(),
      productId: terms.product.id,
      durationSeconds: terms.product.durationSeconds,
      payoutBp: terms.product.payoutBp,
      priceScale: terms.instrument.priceScale,
      purchasePrice: terms.tick.priceUnits.toString(),
      purchaseTickAt: terms.tick.at,
      purchaseTickSource: terms.tick.source,
      expiresAt: new Date(terms.now.getTime() + terms.product.durationSeconds * 1000),
      requestId: input.requestId,
      createdAt: terms.now,
      ruleVersion: await currentRuleVersion(tx),
    })
    .returning();
  if (!row) throw new Error('delivery order insert returned nothing');
  return row;
}
