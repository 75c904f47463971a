import type { WithdrawRules } from '@veritex/shared';
import { formatUnits } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { availableBalance } from '../ledger/index.js';
import { readSettings } from '../settings/index.js';
import { describeWithdrawRules, USDT_SCALE, WITHDRAW_CHANNELS } from './withdrawRules.js';
import { loadWithdrawState } from './withdrawState.js';

/** web/getWithdrawRules: every rule that binds a withdrawal and where the user stands, before submitting. */
export async function getWithdrawRules(db: DbOrTx, clock: Clock, options: { userId: bigint }): Promise<WithdrawRules> {
  const settings = await readSettings(db);
  const state = await loadWithdrawState(db, clock, options.userId);
  const channel = WITHDRAW_CHANNELS[0];
  const available = await availableBalance(db, options.userId, 'exchange', channel.asset);
  return { asset: channel.asset, chain: channel.chain, ...describeWithdrawRules(settings, state), available: formatUnits(available, USDT_SCALE) };
}
