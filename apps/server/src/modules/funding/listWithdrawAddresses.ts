import type { WithdrawAddress } from '@veritex/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { withdrawAddresses } from './schema.js';

/** web/getWithdrawAddresses: the user's address book, newest first. */
export async function listWithdrawAddresses(db: DbOrTx, options: { userId: bigint }): Promise<{ items: WithdrawAddress[] }> {
  const rows = await db.select().from(withdrawAddresses).where(eq(withdrawAddresses.userId, options.userId)).orderBy(desc(withdrawAddresses.id));
  return { items: rows.map((r) => ({ id: String(r.id), currency: r.currency, chain: r.chain, address: r.address, remark: r.remark, tag: r.tag })) };
}
