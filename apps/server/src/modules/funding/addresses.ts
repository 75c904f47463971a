import { fail, ok, type Result } from '@veritex/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { isChecksummedEvmAddress } from './evmAddress.js';
import { withdrawAddresses } from './schema.js';

const BITCOIN_ADDRESS = /^(bc1[a-z0-9]{25,87}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/;

/** ERC20 addresses must carry a valid EIP-55 checksum (mixed case) or be all one case. */
export function isValidAddress(chain: string, address: string): boolean {
  if (chain === 'ERC20') return isChecksummedEvmAddress(address);
  if (chain === 'Bitcoin') return BITCOIN_ADDRESS.test(address);
  return false;
}

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

export async function listWithdrawAddresses(db: DbOrTx, userId: bigint) {
  const rows = await db.select().from(withdrawAddresses).where(eq(withdrawAddresses.userId, userId)).orderBy(desc(withdrawAddresses.id));
  return rows.map((r) => ({ id: String(r.id), currency: r.currency, chain: r.chain, address: r.address, remark: r.remark, tag: r.tag }));
}

export async function deleteWithdrawAddress(db: DbOrTx, userId: bigint, id: bigint): Promise<Result<true>> {
  const deleted = await db
    .delete(withdrawAddresses)
    .where(and(eq(withdrawAddresses.id, id), eq(withdrawAddresses.userId, userId)))
    .returning({ id: withdrawAddresses.id });
  return deleted.length ? ok(true) : fail('not_found');
}
