import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ImageStore } from '../../platform/images.js';
import { deposits } from './schema.js';

/** A deposit's voucher image: for its owner (`userId` set) or finance (no `userId`); undefined when not theirs or missing. */
export async function depositVoucher(db: DbOrTx, images: ImageStore, input: { id: bigint; userId?: bigint }) {
  const deposit = await db.query.deposits.findFirst({ where: eq(deposits.id, input.id) });
  if (!deposit || (input.userId !== undefined && deposit.userId !== input.userId)) return undefined;
  return images.read(deposit.voucherKey);
}
