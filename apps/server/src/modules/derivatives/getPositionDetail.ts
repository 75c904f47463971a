import { type CarryChargeView, fail, formatUnits, ok, type PositionDetail, type Result } from '@veritex/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { contractSpecOf } from './contractSpec.js';
import { currentQuote } from './currentQuote.js';
import { instrumentOf } from './findInstrument.js';
import { USDT_SCALE } from './positionRules.js';
import { positionView, tickRef } from './positionView.js';
import { carryCharges, type Instrument, positions } from './schema.js';

/** A charge stored before its tick's source was recorded (provenance came later): said so, never guessed. */
const UNRECORDED_SOURCE = 'unrecorded';

/**
 * web/getPositionDetail: one of the caller's positions (someone else's reads as unknown) with its
 * entry and close ticks and every funding or overnight charge, newest first, each with the
 * boundary tick that valued it as the charge stored it.
 */
export async function getPositionDetail(
  db: DbOrTx,
  clock: Clock,
  options: { userId: bigint; positionId: bigint },
): Promise<Result<PositionDetail, 'position_unknown'>> {
  const [position] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, options.positionId), eq(positions.userId, options.userId)));
  if (!position) return fail('position_unknown');
  const instrument = await instrumentOf(db, position.symbol);
  const quote = position.status === 'open' ? await currentQuote(db, position.symbol, contractSpecOf(instrument), clock.now()) : undefined;
  const charges = await db.select().from(carryCharges).where(eq(carryCharges.positionId, position.id)).orderBy(desc(carryCharges.periodAt));
  return ok({
    position: positionView(position, instrument, quote?.ok ? quote.value : undefined),
    carry_charges: charges.map((charge) => carryChargeView(charge, instrument)),
  });
}

function carryChargeView(charge: typeof carryCharges.$inferSelect, instrument: Instrument): CarryChargeView {
  const tick = tickRef(instrument.symbol, instrument.priceScale, charge.tickAt, charge.price, charge.tickSource ?? UNRECORDED_SOURCE);
  if (!tick) throw new Error(`carry charge of position ${charge.positionId} at ${charge.periodAt.toISOString()} names no tick`);
  return {
    period_at: charge.periodAt.toISOString(),
    kind: instrument.kind === 'perpetual' ? 'funding' : 'overnight',
    rate_pct: formatUnits(BigInt(charge.rateBp), 2),
    notional: formatUnits(BigInt(charge.notional), USDT_SCALE),
    amount: formatUnits(BigInt(charge.amount), USDT_SCALE),
    tick,
    charged_at: charge.chargedAt.toISOString(),
  };
}
