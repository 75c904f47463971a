import { fail, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { withdrawAddresses } from './schema.js';

/** web/deleteWithdrawAddress: removes one of the user's own addresses (`not_found` for anyone else's). */
export async function deleteWithdrawAddress(db: DbOrTx, options: { userId: bigint; id: bigint }): Promise<Result<Record<string, never>>> {
  const deleted = await db
    .delete(withdrawAddresses)
    .where(and(eq(withdrawAddresses.id, options.id), eq(withdrawAddresses.userId, options.userId)))
    .returning({ id: withdrawAddresses.id });
  return deleted.length ? ok({}) : fail('not_found');
}
