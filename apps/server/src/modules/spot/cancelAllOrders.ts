import type { Result } from '@veritex/shared';
import type { SpotExchange } from './exchange.js';

/** web/cancelAllOrders: every open order of the user (in one market, or all). */
export async function cancelAllOrders(exchange: SpotExchange, userId: bigint, symbol?: string): Promise<Result<{ cancelled: number }, 'order_not_accepted'>> {
  const answer = await exchange.submit(symbol ? { type: 'cancel_all', userId, symbol } : { type: 'cancel_all', userId });
  return answer as Result<{ cancelled: number }, 'order_not_accepted'>;
}
