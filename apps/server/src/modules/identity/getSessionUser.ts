import { fail, formatUnits, ok, type Result, type SessionView } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { availableBalance } from '../ledger/index.js';
import { findUserById, toSessionView } from './users.js';

const USDT_SCALE = 6;

/**
 * web/getInfo: the signed-in user's spec §3 Session fields. The spec's session carries the USDT
 * balance: the exchange account's available USDT.
 */
export async function getSessionUser(db: DbOrTx, options: { userId: bigint }): Promise<Result<SessionView>> {
  const user = await findUserById(db, options.userId);
  if (!user) return fail('login_required');
  const usdt = await availableBalance(db, options.userId, 'exchange', 'USDT');
  return ok(toSessionView(user, formatUnits(usdt, USDT_SCALE)));
}
