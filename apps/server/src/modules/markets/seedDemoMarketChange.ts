import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { SpotValues } from './changeValues.js';
import { currentValues } from './currentValues.js';
import { marketChanges } from './schema.js';
import { submitMarketChange } from './submitMarketChange.js';

const DEMO_MARKET = 'LINK_USDT';
const DEMO_LEAD_MS = 30 * 86_400_000;

/**
 * `npm start` with demo data: one scheduled change (LINK/USDT's maker fee lowered to 0.08 % a month
 * after the first start), so the desk's pending list, /rules and LINK/USDT's trading page show how
 * a change is announced before it binds. Once only: a later start leaves it (and whatever staff did with it).
 */
export async function seedDemoMarketChange(db: DbOrTx, clock: Clock): Promise<void> {
  const [seeded] = await db
    .select({ id: marketChanges.id })
    .from(marketChanges)
    .where(and(eq(marketChanges.requestedBy, 'seed'), eq(marketChanges.subjectKey, DEMO_MARKET)))
    .limit(1);
  if (seeded) return;
  const current = (await currentValues(db, 'spot_market', DEMO_MARKET)) as SpotValues | null;
  if (!current) return;
  await submitMarketChange(db, clock, {
    kind: 'spot_market',
    key: DEMO_MARKET,
    values: { ...current, maker_fee_bp: Math.min(8, current.taker_fee_bp) },
    effectiveAt: new Date(clock.now().getTime() + DEMO_LEAD_MS),
    requestedBy: 'seed',
  });
}
