import type { DbOrTx } from '../../platform/db/client.js';
import { staffUsernames } from '../admin/index.js';

export type { MailSender } from '../messaging/index.js';

/** Usernames of the staff ids given (nulls skipped). */
export function staffUsernamesFor(db: DbOrTx, ids: ReadonlyArray<bigint | null>): Promise<Map<string, string>> {
  return staffUsernames(
    db,
    ids.filter((id): id is bigint => id !== null),
  );
}
