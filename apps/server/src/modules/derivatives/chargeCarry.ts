import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { tickAtOrAfter, tickAtOrBefore } from '../marketdata/index.js';
import { contractSpecOf } from './contractSpec.js';
import { MAX_TICK_AGE_MS } from './currentQuote.js';
import { notifyPositionChanged } from './positionEvents.js';
import { positionKeys } from './positionKeys.js';
import { carryCharge, notional } from './positionMath.js';
import { contractAccount } from './positionRules.js';
import { carryCharges, type Instrument, instruments, type Position, positions } from './schema.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Overnight fees fall due at the daily rollover, 22:00 UTC (5 pm New York in winter). */
const ROLLOVER_OFFSET_MS = 22 * HOUR_MS;

/**
 * The period boundaries in (afterMs, untilMs], oldest first: funding every 8 h at 00:00, 08:00
 * and 16:00 UTC; overnight fees daily at 22:00 UTC, every calendar night the position is held.
 */
export function carryPeriodsBetween(period: '8h' | '1d', afterMs: number, untilMs: number): Date[] {
  const step = period === '8h' ? 8 * HOUR_MS : DAY_MS;
  const offset = period === '8h' ? 0 : ROLLOVER_OFFSET_MS;
  const boundaries: Date[] = [];
  let next = Math.floor((afterMs - offset) / step) * step + offset;
  if (next <= afterMs) next += step;
  for (; next <= untilMs; next += step) boundaries.push(new Date(next));
  return boundaries;
}

/**
 * Who pays: a perpetual's funding is paid by longs and received by shorts (the house, the
 * counterparty, is on the other side of both); a CFD's overnight fee is paid by either side.
 */
export function carryDirection(kind: Instrument['kind'], side: Position['side']): 1n | -1n {
  return kind === 'perpetual' && side === 'short' ? -1n : 1n;
}

/**
 * Charges every funding or overnight period that has fallen due on every open position, each
 * (position, period) once: the carry_charges primary key and the ledger's idempotency key both
 * refuse a second charge. After downtime it catches up period by period, valuing each at the
 * stored tick of its boundary (or the first tick after it, when none was stored near it). The
 * charge moves between the position's margin and the house (funding: the counterparty account;
 * overnight fees: the fee account) and never takes more than the margin. A position closed
 * before its charge ran is not charged afterwards. Returns how many charges it made.
 */
export async function chargeDueCarry(db: Database, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  const due = await db.execute<{ id: string; opened_at: Date; last: Date | null; carry_period: '8h' | '1d' }>(sql`
    select p.id::text as id, p.opened_at, i.carry_period,
      (select max(c.period_at) from carry_charges c where c.position_id = p.id) as last
    from positions p join instruments i on i.symbol = p.symbol
    where p.status = 'open' and i.carry_rate_bp > 0 and p.opened_at is not null`);
  let charged = 0;
  for (const row of due.rows) {
    const after = new Date(row.last ?? row.opened_at).getTime();
    for (const period of carryPeriodsBetween(row.carry_period, after, now)) {
      const outcome = await chargeOne(db, clock, BigInt(row.id), period);
      if (outcome === 'charged') charged += 1;
      if (outcome === 'wait') break;
    }
  }
  return charged;
}

async function chargeOne(db: Database, clock: Clock, positionId: bigint, periodAt: Date): Promise<'charged' | 'skipped' | 'wait'> {
  return db.transaction(async (tx) => {
    const [position] = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.id, positionId), eq(positions.status, 'open')))
      .for('update');
    if (!position) return 'skipped';
    const [instrument] = await tx.select().from(instruments).where(eq(instruments.symbol, position.symbol));
    if (!instrument) return 'skipped';
    const tick = await boundaryTick(tx, position.symbol, periodAt);
    if (!tick) return 'wait';
    const spec = contractSpecOf(instrument);
    const value = notional(spec, tick.priceUnits, position.lots);
    const margin = BigInt(position.margin);
    let amount = carryDirection(instrument.kind, position.side) * carryCharge(value, BigInt(instrument.carryRateBp));
    if (amount > margin) amount = margin;
    const inserted = await tx
      .insert(carryCharges)
      .values({
        positionId,
        periodAt,
        rateBp: instrument.carryRateBp,
        notional: value.toString(),
        amount: amount.toString(),
        tickAt: tick.at,
        price: tick.priceUnits.toString(),
        tickSource: tick.source,
        chargedAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ positionId: carryCharges.positionId });
    if (inserted.length === 0) return 'skipped';
    if (amount !== 0n) await postCarry(tx, position, instrument, periodAt, amount);
    await tx
      .update(positions)
      .set({ margin: (margin - amount).toString(), carryPaid: (BigInt(position.carryPaid) + amount).toString() })
      .where(eq(positions.id, positionId));
    await notifyPositionChanged(tx, position);
    return 'charged';
  });
}

async function boundaryTick(tx: DbOrTx, symbol: string, at: Date) {
  const before = await tickAtOrBefore(tx, symbol, at);
  if (before && at.getTime() - before.at.getTime() <= MAX_TICK_AGE_MS) return before;
  return tickAtOrAfter(tx, symbol, at);
}

async function postCarry(tx: DbOrTx, position: Position, instrument: Instrument, periodAt: Date, amount: bigint): Promise<void> {
  const funding = instrument.kind === 'perpetual';
  const posted = await postEntries(tx, {
    reason: funding ? 'position_funding' : 'position_overnight_fee',
    actor: 'system',
    cause: { type: 'position', id: position.id.toString() },
    idempotencyKey: positionKeys.carry(position.id, periodAt),
    memo: `${position.symbol} ${funding ? 'funding' : 'overnight fee'} ${periodAt.toISOString()}`,
    movements: [
      { account: contractAccount(position.userId), bucket: 'frozen', amount: -amount },
      { account: { owner: 'house', kind: funding ? 'counterparty' : 'fees', asset: 'USDT' }, bucket: 'available', amount },
    ],
  });
  if (!posted.ok) throw new Error(`carry of position ${position.id}: the margin is not in the frozen bucket`);
}
