import { formatUnits, ok, type PositionPreview, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { availableBalance } from '../ledger/index.js';
import { checkJurisdiction, type JurisdictionRefusal } from '../protection/index.js';
import { type OpenPositionError, type Plan, type PositionDraft, planPosition } from './planPosition.js';
import { closeAtMark, closeFee, liquidationPrice } from './positionMath.js';
import { formatUsdt } from './positionRules.js';

/** web/previewPosition: the pre-trade card of a draft, with what the user's contract account has available. */
export async function previewPosition(
  db: DbOrTx,
  clock: Clock,
  options: { userId: bigint; draft: PositionDraft },
): Promise<Result<PositionPreview, OpenPositionError | JurisdictionRefusal>> {
  const plan = await planPosition(db, clock, options.draft);
  if (!plan.ok) return plan;
  // Refused here as openPosition would refuse; the liquidation price shown includes the profile's close-out.
  const jurisdiction = await checkJurisdiction(db, clock, { userId: options.userId, instrument: plan.value.instrument, leverage: options.draft.leverage });
  if (!jurisdiction.ok) return jurisdiction;
  const available = await availableBalance(db, options.userId, 'contract', 'USDT');
  return ok(previewOf(plan.value, options.draft, formatUsdt(available), BigInt(jurisdiction.value.closeOutBp)));
}

/** The pre-trade card for a plan: margin, fees, liquidation price, and the most the user can lose. */
export function previewOf(plan: Plan, draft: Pick<PositionDraft, 'side' | 'lots'>, available: string, closeOutBp = 0n): PositionPreview {
  const { spec, entry, margin, fee } = plan;
  const lots = BigInt(draft.lots);
  const liquidation = liquidationPrice(spec, draft.side, entry, lots, margin, closeOutBp);
  const atStop = plan.stopLoss === null ? undefined : closeAtMark(spec, draft.side, entry, lots, margin, plan.stopLoss);
  // The loss at the stop is margin minus what would come back, plus the open fee already paid.
  const maxLoss = (atStop ? margin - atStop.payoutToUser : margin) + fee;
  return {
    entry_price: formatUnits(entry, spec.priceScale),
    notional: formatUsdt(plan.notional),
    margin: formatUsdt(margin),
    open_fee: formatUsdt(fee),
    close_fee_estimate: formatUsdt(closeFee(plan.notional, spec)),
    liquidation_price: liquidation === null ? null : formatUnits(liquidation, spec.priceScale),
    max_loss: formatUsdt(maxLoss),
    available,
  };
}
