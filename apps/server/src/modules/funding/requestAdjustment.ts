import { fail, ok, parseUnits, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findUserById } from '../identity/index.js';
import { isUserAccountKind } from '../ledger/index.js';
import { findAsset, type MarketFeed, usdtPriceTicks } from '../marketdata/index.js';
import { readSettings } from '../settings/index.js';
import { applyAdjustment } from './applyAdjustment.js';
import { adjustments } from './schema.js';
import { tickerPriceUsdt } from './valuation.js';

/**
 * admin/adjust: a manual correction of a user balance by finance, with a reason, through the house
 * adjustments account. Worth more than the threshold (in USDT), it waits for a second finance
 * member; the requester cannot approve their own. The value is taken at the asset's reference
 * price (an asset without a USDT market counts as 0: below any threshold).
 */
export async function requestAdjustment(
  db: DbOrTx,
  clock: Clock,
  feed: MarketFeed,
  input: { userId: bigint; accountKind: string; asset: string; amount: string; reason: string; staff: string },
): Promise<Result<{ id: string; status: 'applied' | 'pending' }>> {
  if (!input.reason.trim()) return fail('reason_required', { field: 'reason' });
  if (!(await findUserById(db, input.userId))) return fail('not_found', { field: 'user_id' });
  const asset = await findAsset(db, input.asset);
  if (!asset) return fail('asset_unknown', { field: 'asset' });
  if (!isUserAccountKind(input.accountKind)) return fail('invalid_input', { field: 'account' });
  const amount = parseUnits(input.amount, asset.scale);
  if (amount === undefined || amount === 0n) return fail('amount_invalid', { field: 'amount', scale: asset.scale });
  const settings = await readSettings(db);
  const price = await usdtPriceTicks(db, clock, feed, asset.code);
  const priceUsdt = price ? Number(price.ticks) / 10 ** price.scale : 0;
  const valueUsdt = tickerPriceUsdt(amount < 0n ? -amount : amount, asset.scale, priceUsdt);
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
