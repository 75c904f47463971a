import { DEMO_START_USDT, type DemoView, fail, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { closeAllPositions } from '../derivatives/index.js';
import type { Movement } from '../ledger/index.js';
import { postEntries } from '../ledger/index.js';
import { cancelAllDemoOrders, type SpotWriter } from '../spot/index.js';
import { DEMO_ASSET, demoClearing, demoExchangeAccount, usdtUnits } from './demoMoney.js';
import { getDemo } from './getDemo.js';

/**
 * web/resetDemo: starts the demo identity again. Open demo spot orders are cancelled and open
 * positions closed at the market (each by its own use case, as the user would), then every free
 * balance returns to the demo book's clearing account and the starting USDT is credited, in one
 * transaction under the identity's lock. What is still held (running delivery orders, earn
 * principal) settles into the new start later; the page says so before the user confirms.
 */
export async function resetDemo(
  deps: { db: Database; clock: Clock; exchange: SpotWriter },
  userId: bigint,
  requestId: string,
): Promise<Result<DemoView, 'demo_only'>> {
  const known = await deps.db.execute(sql`select 1 from demo_identities where user_id = ${userId}`);
  if (known.rows.length === 0) return fail('demo_only');
  await cancelAllDemoOrders(deps, userId);
  await closeAllPositions(deps.db, deps.clock, { userId });
  await deps.db.transaction(async (tx) => {
    const [identity] = (await tx.execute<{ resets: number }>(sql`select resets from demo_identities where user_id = ${userId} for update`)).rows;
    if (!identity) throw new Error('demo identity vanished');
    const round = identity.resets + 1;
    const free = await tx.execute<{ kind: string; asset: string; available: string }>(
      sql`select kind, asset, available::text from ledger_accounts where owner = 'user' and user_id = ${userId} and available > 0 order by kind, asset`,
    );
    const movements: Movement[] = free.rows.flatMap((row) => {
      const amount = BigInt(row.available);
      const account = { owner: 'user', userId, kind: row.kind, asset: row.asset } as Movement['account'];
      return [
        { account, bucket: 'available', amount: -amount },
        { account: demoClearing(row.asset), bucket: 'available', amount },
      ];
    });
    const cause = { type: 'demo_identity', id: userId.toString() };
    if (movements.length > 0) {
      await postEntries(tx, { reason: 'demo_reset', actor: `user:${userId}`, cause, idempotencyKey: `demo:reset:${userId}:${round}:${requestId}`, movements });
    }
    const start = usdtUnits(DEMO_START_USDT);
    await postEntries(tx, {
      reason: 'demo_deposit',
      actor: `user:${userId}`,
      cause,
      idempotencyKey: `demo:start:${userId}:${round}:${requestId}`,
      movements: [
        { account: demoClearing(DEMO_ASSET), bucket: 'available', amount: -start },
        { account: demoExchangeAccount(userId), bucket: 'available', amount: start },
      ],
    });
    await tx.execute(sql`update demo_identities set resets = ${round} where user_id = ${userId}`);
  });
  return getDemo(deps.db, userId);
}
