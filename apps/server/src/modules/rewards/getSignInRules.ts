import type { SignInRules } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { loadSignInRewards, signInRules } from './signInRewardTable.js';

/** web/signRule: the published rules with the reward of each day as configured now. */
export async function getSignInRules(db: DbOrTx): Promise<SignInRules> {
  return signInRules(await loadSignInRewards(db));
}
