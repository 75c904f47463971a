import { isDemoUserId, ok, type Result } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { cancelAllDemoOrders } from './demo/cancelDemoOrders.js';
import type { SpotWriter } from './spotWriter.js';

/** web/cancelAllOrders: every open order of the user (in one market, or all). */
export async function cancelAllOrders(
  deps: { db: DbOrTx; exchange: SpotWriter },
  userId: bigint,
  symbol?: string,
): Promise<Result<{ cancelled: number }, 'order_not_accepted'>> {
  if (isDemoUserId(userId)) return ok({ cancelled: await cancelAllDemoOrders(deps, userId, symbol) });
  const { exchange } = deps;
  const answer = await exchange.submit(symbol ? { type: 'cancel_all', userId, symbol } : { type: 'cancel_all', userId });
  return answer as Result<{ cancelled: number }, 'order_not_accepted'>;
}
