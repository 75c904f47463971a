import { fail, ok, type Result } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { isValidAddress } from './addressFormats.js';
import { withdrawAddresses } from './schema.js';

/** web/addCollectCurrenct: a new entry of the user's withdrawal address book. */
export async function addWithdrawAddress(
  db: DbOrTx,
  input: { userId: bigint; currency: string; chain: string; address: string; remark: string; tag: string },
): Promise<Result<{ id: string }>> {
  const address = input.address.trim();
  if (!isValidAddress(input.chain, address)) return fail('address_invalid', { field: 'address' });
  const [row] = await db
    .insert(withdrawAddresses)
    .values({ userId: input.userId, currency: input.currency, chain: input.chain, address, remark: input.remark.trim(), tag: input.tag.trim() })
    .returning({ id: withdrawAddresses.id });
  return ok({ id: String(row?.id) });
}
