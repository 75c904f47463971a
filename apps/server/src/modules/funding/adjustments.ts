import { fail, formatUnits, ok, type Result } from '@veritex/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { findAsset, isUserAccountKind, postEntries } from '../ledger/index.js';
import { readSettings } from '../settings/index.js';
import { adjustments } from './schema.js';
import { tickerPriceUsdt } from './valuation.js';

/**
 * A manual correction of a user balance by finance, with a reason, through the house
 * adjustments account. Worth more than the threshold (in USDT), it waits for a second finance
 * member; the requester cannot approve their own.
 */
export async function requestAdjustment(
  db: Database,
  clock: Clock,
  input: { userId: bigint; accountKind: string; asset: string; amount: string; reason: string; staff: string; usdtPriceOf: (asset: string) => number },
): Promise<Result<{ id: string; status: 'applied' | 'pending' }>> {
  if (!input.reason.trim()) return fail('reason_required', { field: 'reason' });
  const asset = await findAsset(db, input.asset);
  if (!asset) return fail('asset_unknown', { field: 'asset' });
  if (!isUserAccountKind(input.accountKind)) return fail('invalid_input', { field: 'account' });
  const match = /^(-?)(\d+(?:\.\d+)?)$/.exec(input.amount.trim());
  const magnitude = match ? parseSigned(match[2] ?? '', asset.scale) : undefined;
  if (!match || magnitude === undefined || magnitude === 0n) return fail('amount_invalid', { field: 'amount', scale: asset.scale });
  const amount = match[1] === '-' ? -magnitude : magnitude;
  const settings = await readSettings(db);
  const valueUsdt = tickerPriceUsdt(magnitude, asset.scale, input.usdtPriceOf(asset.code));
  const needsSecond = valueUsdt > settings.adjustment_approval_threshold_usdt;
  const [row] = await db
    .insert(adjustments)
    .values({
      userId: input.userId,
      accountKind: input.accountKind,
      asset: asset.code,
      amount: amount.toString(),
      reason: input.reason.trim(),
      status: 'pending',
      requestedBy: input.staff,
    })
    .returning({ id: adjustments.id });
  if (!row) throw new Error('adjustment insert returned nothing');
  if (needsSecond) return ok({ id: String(row.id), status: 'pending' });
  const applied = await applyAdjustment(db, clock, row.id, input.staff);
  return applied.ok ? ok({ id: String(row.id), status: 'applied' }) : applied;
}

function parseSigned(text: string, scale: number): bigint | undefined {
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > scale) return undefined;
  return BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
}

export async function approveAdjustment(db: Database, clock: Clock, input: { id: bigint; staff: string }): Promise<Result<true>> {
  const row = await db.query.adjustments.findFirst({ where: eq(adjustments.id, input.id) });
  if (!row) return fail('not_found');
  if (row.status !== 'pending') return fail('already_reviewed');
  if (row.requestedBy === input.staff) return fail('adjustment_self_approval');
  return applyAdjustment(db, clock, row.id, input.staff);
}

/** Any finance member may refuse a pending adjustment (the reason goes to the audit log). */
export async function rejectAdjustment(db: Database, clock: Clock, input: { id: bigint; staff: string }): Promise<Result<true>> {
  const decided = await db
    .update(adjustments)
    .set({ status: 'rejected', approvedBy: input.staff, decidedAt: clock.now() })
    .where(and(eq(adjustments.id, input.id), eq(adjustments.status, 'pending')))
    .returning({ id: adjustments.id });
  return decided.length ? ok(true) : fail('already_reviewed');
}

async function applyAdjustment(db: Database, clock: Clock, id: bigint, approver: string): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(adjustments).where(eq(adjustments.id, id)).for('update');
    if (row?.status !== 'pending') return fail('already_reviewed');
    const amount = BigInt(row.amount);
    const kind = isUserAccountKind(row.accountKind) ? row.accountKind : 'exchange';
    const posted = await postEntries(tx, {
      reason: 'adjustment',
      actor: `staff:${approver}`,
      cause: { type: 'adjustment', id: String(row.id) },
      idempotencyKey: `adjustment:${row.id}`,
      memo: row.reason,
      movements: [
        { account: { owner: 'house', kind: 'adjustments', asset: row.asset }, bucket: 'available', amount: -amount },
        { account: { owner: 'user', userId: row.userId, kind, asset: row.asset }, bucket: 'available', amount },
      ],
    });
    if (!posted.ok) return posted;
    await tx.update(adjustments).set({ status: 'applied', approvedBy: approver, decidedAt: clock.now() }).where(eq(adjustments.id, row.id));
    return ok(true);
  });
}

export async function listAdjustments(db: DbOrTx, status?: string) {
  const rows = await db
    .select()
    .from(adjustments)
    .where(status ? eq(adjustments.status, status as 'pending') : undefined)
    .orderBy(desc(adjustments.id))
    .limit(200);
  const out = [];
  for (const r of rows) {
    const scale = (await findAsset(db, r.asset))?.scale ?? 0;
    out.push({
      id: String(r.id),
      user_id: String(r.userId),
      account: r.accountKind,
      asset: r.asset,
      amount: formatSigned(BigInt(r.amount), scale),
      reason: r.reason,
      status: r.status,
      requested_by: r.requestedBy,
      approved_by: r.approvedBy,
      created_at: r.createdAt.toISOString(),
    });
  }
  return out;
}

function formatSigned(value: bigint, scale: number): string {
  return value < 0n ? `-${formatUnits(-value, scale)}` : formatUnits(value, scale);
}
