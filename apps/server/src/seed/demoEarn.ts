import { DAY_MS } from '@veritex/shared';
import { accrueEarnings, buyEarnProduct, listEarnProducts } from '../modules/earn/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';

/** One request id for good: a second seed finds the order it bought and buys nothing. */
const DEMO_EARN_REQUEST_ID = 'seed-demo-earn-30d';
const DEMO_EARN_AMOUNT = '1000';
const DEMO_EARN_AGE_MS = 5 * DAY_MS;

/**
 * The demo trader holds an earn order: 1,000 USDT of the 30-day product bought five days before
 * `clock.now()` (from the exchange account the seed funded), with its ended days' interest posted
 * by the accrual use case, as the job would have. Idempotent. A database whose demo trader has
 * spent that USDT, or whose 30-day product was withdrawn, keeps no demo order: the seed must not
 * stop the platform from starting.
 */
export async function seedDemoEarn(db: Database, clock: Clock, userId: bigint): Promise<void> {
  const { items } = await listEarnProducts(db, clock);
  const product = items.find((item) => item.term_days === 30);
  if (!product) return;
  const boughtAt: Clock = { now: () => new Date(clock.now().getTime() - DEMO_EARN_AGE_MS) };
  const bought = await buyEarnProduct(db, boughtAt, { userId, productId: BigInt(product.id), amount: DEMO_EARN_AMOUNT, requestId: DEMO_EARN_REQUEST_ID });
  if (bought.ok) await accrueEarnings(db, clock);
}
