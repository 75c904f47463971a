import { fail, formatUnits, ok, parsePositiveUnits, type Result } from '@veritex/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { acceptImage, type ImageStore } from '../../platform/images.js';
import { findAsset, postEntries } from '../ledger/index.js';
import { findDepositChannel } from './depositChannels.js';
import { deposits } from './schema.js';

/** web/recharge: a deposit claim with its voucher, pending until finance decides. */
export async function submitDeposit(
  db: Database,
  images: ImageStore,
  input: { userId: bigint; asset: string; chain: string; amount: string; description: string; voucher: Buffer | undefined; requestId: string },
): Promise<Result<{ id: string }>> {
  const earlier = await db.query.deposits.findFirst({ where: and(eq(deposits.userId, input.userId), eq(deposits.requestId, input.requestId)) });
  if (earlier) return ok({ id: String(earlier.id) });
  const channel = await findDepositChannel(db, input.asset, input.chain);
  const asset = await findAsset(db, input.asset);
  if (!channel || !asset) return fail('deposit_channel_unknown', { field: 'chain' });
  const amount = parsePositiveUnits(input.amount, asset.scale);
  if (amount === undefined) return fail('amount_invalid', { field: 'amount', scale: asset.scale });
  const image = await acceptImage(input.voucher);
  if (!image.ok) return image;
  const voucherKey = await images.save(image.value);
  const [row] = await db
    .insert(deposits)
    .values({
      userId: input.userId,
      asset: asset.code,
      chain: channel.chain,
      amount: amount.toString(),
      description: input.description.slice(0, 500),
      voucherKey,
      requestId: input.requestId,
    })
    .onConflictDoNothing()
    .returning({ id: deposits.id });
  if (row) return ok({ id: String(row.id) });
  const raced = await db.query.deposits.findFirst({ where: and(eq(deposits.userId, input.userId), eq(deposits.requestId, input.requestId)) });
  return ok({ id: String(raced?.id) });
}

/**
 * Finance approves: the claim is locked, decided once, and credited from the deposits
 * clearing account in the same transaction. Approving twice credits once.
 */
export async function approveDeposit(db: Database, clock: Clock, input: { id: bigint; staff: string }): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, input.id)).for('update');
    if (!deposit) return fail('not_found');
    if (deposit.status !== 'processing') return deposit.status === 'success' ? ok(true) : fail('already_reviewed');
    const amount = BigInt(deposit.amount);
    const posted = await postEntries(tx, {
      reason: 'deposit',
      actor: `staff:${input.staff}`,
      cause: { type: 'deposit', id: String(deposit.id) },
      idempotencyKey: `deposit:${deposit.id}`,
      memo: `${deposit.asset} ${deposit.chain}`,
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset: deposit.asset }, bucket: 'available', amount: -amount },
        { account: { owner: 'user', userId: deposit.userId, kind: 'exchange', asset: deposit.asset }, bucket: 'available', amount },
      ],
    });
    if (!posted.ok) throw new Error('a credit cannot lack balance');
    await tx.update(deposits).set({ status: 'success', reviewedAt: clock.now(), reviewedBy: input.staff }).where(eq(deposits.id, deposit.id));
    return ok(true);
  });
}

export async function rejectDeposit(db: Database, clock: Clock, input: { id: bigint; staff: string; reason: string }): Promise<Result<true>> {
  if (!input.reason.trim()) return fail('reason_required', { field: 'reason' });
  return db.transaction(async (tx) => {
    const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, input.id)).for('update');
    if (!deposit) return fail('not_found');
    if (deposit.status !== 'processing') return fail('already_reviewed');
    await tx
      .update(deposits)
      .set({ status: 'refused', reason: input.reason.trim(), reviewedAt: clock.now(), reviewedBy: input.staff })
      .where(eq(deposits.id, deposit.id));
    return ok(true);
  });
}

export async function listDeposits(db: DbOrTx, filter: { userId?: bigint; status?: string; page: number; pageSize: number }) {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(deposits.userId, filter.userId));
  if (filter.status) conditions.push(eq(deposits.status, filter.status as 'processing'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(deposits).where(where),
  ]);
  const scales = new Map<string, number>();
  for (const row of rows) if (!scales.has(row.asset)) scales.set(row.asset, (await findAsset(db, row.asset))?.scale ?? 0);
  return {
    total: total?.value ?? 0,
    items: rows.map((d) => ({
      id: String(d.id),
      user_id: String(d.userId),
      asset: d.asset,
      chain: d.chain,
      amount: formatUnits(BigInt(d.amount), scales.get(d.asset) ?? 0),
      description: d.description,
      status: d.status,
      reason: d.reason,
      created_at: d.createdAt.toISOString(),
      reviewed_at: d.reviewedAt?.toISOString() ?? null,
      reviewed_by: d.reviewedBy,
    })),
  };
}

export async function depositVoucher(db: DbOrTx, images: ImageStore, input: { id: bigint; userId?: bigint }) {
  const deposit = await db.query.deposits.findFirst({ where: eq(deposits.id, input.id) });
  if (!deposit || (input.userId !== undefined && deposit.userId !== input.userId)) return undefined;
  return images.read(deposit.voucherKey);
}
