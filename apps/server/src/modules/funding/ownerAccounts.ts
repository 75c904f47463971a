import { displayAccount } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { findUserById } from '../identity/index.js';

/** The display account (phone, else e-mail) of each distinct owner, for the finance desk's queues. */
export async function ownerAccounts(db: DbOrTx, userIds: readonly bigint[]): Promise<Map<bigint, string>> {
  const accounts = new Map<bigint, string>();
  for (const userId of new Set(userIds)) {
    const user = await findUserById(db, userId);
    accounts.set(userId, displayAccount(user?.phone, user?.email));
  }
  return accounts;
}
