import { fail, ok, parsePositiveUnits, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import { type Clock, systemClock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { acceptImage, type ImageStore } from '../../platform/images.js';
import { checkDeposit } from '../limits/index.js';
import { findAsset } from '../marketdata/index.js';
import { findDepositChannel } from './depositChannels.js';
import { deposits } from './schema.js';

/**
 * web/recharge: a deposit claim with its voucher, pending until finance decides. One claim per
 * request id. The user's responsible-trading limits (cool-off, self-exclusion, deposit limits)
 * are checked before the voucher is stored and again, under the user's lock, with the insert.
 */
export async function submitDeposit(
  db: DbOrTx,
  images: ImageStore,
  input: { userId: bigint; asset: string; chain: string; amount: string; description: string; voucher: Buffer | undefined; requestId: string; clock?: Clock },
): Promise<Result<{ id: string }>> {
  const byRequest = and(eq(deposits.userId, input.userId), eq(deposits.requestId, input.requestId));
  const earlier = await db.query.deposits.findFirst({ where: byRequest });
  if (earlier) return ok({ id: String(earlier.id) });
  const channel = await findDepositChannel(db, input.asset, input.chain);
  const asset = await findAsset(db, input.asset);
  if (!channel || !asset) return fail('deposit_channel_unknown', { field: 'chain' });
  const amount = parsePositiveUnits(input.amount, asset.scale);
  if (amount === undefined) return fail('amount_invalid', { field: 'amount', scale: asset.scale });
  const clock = input.clock ?? systemClock;
  const limits = { userId: input.userId, asset: asset.code, amount };
  const allowed = await checkDeposit(db, clock, limits);
  if (!allowed.ok) return allowed;
  const image = await acceptImage(input.voucher);
  if (!image.ok) return image;
  const voucherKey = await images.save(image.value);
  const inserted = await db.transaction(async (tx) => {
    const stillAllowed = await checkDeposit(tx, clock, limits);
    if (!stillAllowed.ok) return stillAllowed;
    const [row] = await tx
      .insert(deposits)
      .values({
        userId: input.userId,
        asset: asset.code,
        chain: channel.chain,
        amount: amount.toString(),
        description: input.description.slice(0, 500),
        voucherKey,
        requestId: input.requestId,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: deposits.id });
    return ok(row);
  });
  if (!inserted.ok) return inserted;
  if (inserted.value) return ok({ id: String(inserted.value.id) });
  const raced = await db.query.deposits.findFirst({ where: byRequest });
  return ok({ id: String(raced?.id) });
}
