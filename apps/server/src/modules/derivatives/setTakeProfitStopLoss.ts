import { fail, ok, type PositionView, parseUnits, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { contractSpecOf } from './contractSpec.js';
import { currentQuote } from './currentQuote.js';
import { instrumentOf } from './findInstrument.js';
import { notifyPositionChanged } from './positionEvents.js';
import { checkTargets } from './positionRules.js';
import { positionView } from './positionView.js';
import { type Position, positions } from './schema.js';

export type SetTakeProfitStopLossError = 'position_unknown' | 'position_closed' | 'price_invalid' | 'tp_wrong_side' | 'sl_wrong_side' | 'no_price';

/**
 * web/setTpSl: take-profit and stop-loss of an open or pending position. A pending entry's are
 * checked against its limit; an open position's against the price it would close at now (the bid
 * of a long, the ask of a short), as exchanges do: a target already reached would fire at once.
 * Setting the same targets again changes nothing, so a repeat is harmless.
 */
export async function setTakeProfitStopLoss(
  db: Database,
  clock: Clock,
  options: { userId: bigint; positionId: bigint; takeProfit?: string; stopLoss?: string },
): Promise<Result<PositionView, SetTakeProfitStopLossError>> {
  return db.transaction(async (tx) => {
    const [position] = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.id, options.positionId), eq(positions.userId, options.userId)))
      .for('update');
    if (!position) return fail('position_unknown');
    if (position.status !== 'open' && position.status !== 'pending') return fail('position_closed');
    const instrument = await instrumentOf(tx, position.symbol);
    const scale = instrument.priceScale;
    const takeProfit = options.takeProfit === undefined ? null : (parseUnits(options.takeProfit, scale) ?? -1n);
    const stopLoss = options.stopLoss === undefined ? null : (parseUnits(options.stopLoss, scale) ?? -1n);
    if (takeProfit !== null && takeProfit <= 0n) return fail('price_invalid', { field: 'take_profit' });
    if (stopLoss !== null && stopLoss <= 0n) return fail('price_invalid', { field: 'stop_loss' });
    let reference = BigInt(position.limitPrice ?? '0');
    if (position.status === 'open') {
      const quote = await currentQuote(tx, position.symbol, contractSpecOf(instrument), clock.now());
      if (!quote.ok) return quote;
      reference = position.side === 'long' ? quote.value.bid : quote.value.ask;
    }
    const sides = checkTargets(position.side, reference, takeProfit, stopLoss);
    if (!sides.ok) return sides;
    const [row] = (await tx
      .update(positions)
      .set({ takeProfit: takeProfit?.toString() ?? null, stopLoss: stopLoss?.toString() ?? null })
      .where(eq(positions.id, position.id))
      .returning()) as [Position];
    await notifyPositionChanged(tx, row);
    return ok(positionView(row, instrument));
  });
}
