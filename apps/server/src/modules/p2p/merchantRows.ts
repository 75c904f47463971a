import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type P2pMerchantRow, p2pMerchants } from './schema.js';

export async function findMerchant(db: DbOrTx, userId: bigint): Promise<P2pMerchantRow | undefined> {
  const [row] = await db.select().from(p2pMerchants).where(eq(p2pMerchants.userId, userId));
  return row;
}

/**
 * Locks the user's row, then reads their merchant row. Every change of a merchant's standing
 * (apply, resign, the desk's decision) takes the user's row lock first, so they queue in one order
 * and two of them never both act on what the other is changing.
 */
export async function lockMerchant(tx: DbOrTx, userId: bigint): Promise<P2pMerchantRow | undefined> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const [row] = await tx.select().from(p2pMerchants).where(eq(p2pMerchants.userId, userId)).for('update');
  return row;
}
