import { DEMO_TOP_UP_CEILING_USDT, DEMO_TOP_UP_USDT, type DemoView, fail, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { DEMO_ASSET, demoClearing, demoExchangeAccount, usdtUnits } from './demoMoney.js';
import { demoUsdt, getDemo } from './getDemo.js';

/**
 * web/topUpDemo: DEMO_TOP_UP_USDT more virtual USDT on the exchange account, refused while the
 * identity already holds DEMO_TOP_UP_CEILING_USDT. Under the identity's row lock, so two racing
 * top-ups at the ceiling cannot both pass; the request id makes a retry apply once.
 */
export async function topUpDemo(db: Database, userId: bigint, requestId: string): Promise<Result<DemoView, 'demo_only' | 'demo_top_up_ceiling'>> {
  const refused = await db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select user_id from demo_identities where user_id = ${userId} for update`);
    if (locked.rows.length === 0) return fail('demo_only');
    if ((await demoUsdt(tx, userId)) >= usdtUnits(DEMO_TOP_UP_CEILING_USDT)) return fail('demo_top_up_ceiling', { ceiling: DEMO_TOP_UP_CEILING_USDT });
    const amount = usdtUnits(DEMO_TOP_UP_USDT);
    await postEntries(tx, {
      reason: 'demo_top_up',
      actor: `user:${userId}`,
      cause: { type: 'demo_identity', id: userId.toString() },
      idempotencyKey: `demo:top-up:${userId}:${requestId}`,
      movements: [
        { account: demoClearing(DEMO_ASSET), bucket: 'available', amount: -amount },
        { account: demoExchangeAccount(userId), bucket: 'available', amount },
      ],
    });
    return undefined;
  });
  return refused ?? getDemo(db, userId);
}
