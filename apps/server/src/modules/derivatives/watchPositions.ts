import { marketStatus } from '@veritex/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { findActiveHalt } from '../halts/index.js';
import { closeLocked } from './closeLocked.js';
import { contractSpecOf } from './contractSpec.js';
import { type CurrentQuote, currentQuote } from './currentQuote.js';
import { payOpenFee } from './payOpenFee.js';
import { notifyPositionChanged } from './positionEvents.js';
import { tellPositionClosedBySystem } from './positionNotices.js';
import { exactTrigger, watchedOf } from './riskIndex.js';
import { type Instrument, instruments, positions } from './schema.js';

/**
 * One full pass over every live position, at the latest stored tick of its instrument (run at
 * start-up to catch up, and by tests; the live job is PositionWatcher): liquidations,
 * stop-losses and take-profits close at that tick (named on the closed row), pending limit
 * entries open. Each position is handled in its own transaction with
 * its row locked and its state re-read, so a user's close racing the job happens once.
 * Instruments whose market is closed are left alone until it reopens.
 */
export async function watchPositions(db: Database, clock: Clock): Promise<{ closed: number; opened: number }> {
  const now = clock.now();
  const live = await db
    .select({ id: positions.id, symbol: positions.symbol })
    .from(positions)
    .where(inArray(positions.status, ['pending', 'open']));
  const symbols = [...new Set(live.map((p) => p.symbol))];
  const counts = { closed: 0, opened: 0 };
  for (const symbol of symbols) {
    const [instrument] = await db.select().from(instruments).where(eq(instruments.symbol, symbol));
    if (!instrument || !marketStatus(instrument.tradingHours, now).open) continue;
    const quote = await currentQuote(db, symbol, contractSpecOf(instrument), now);
    if (!quote.ok) continue;
    for (const { id } of live.filter((p) => p.symbol === symbol)) {
      const outcome = await reviewPosition(db, instrument, id, quote.value, now);
      if (outcome) counts[outcome]++;
    }
  }
  return counts;
}

/** One position at one quote, under its row lock: fills a pending entry or closes at a trigger. */
export async function reviewPosition(
  db: Database,
  instrument: Instrument,
  id: bigint,
  quote: CurrentQuote,
  now: Date,
): Promise<'closed' | 'opened' | undefined> {
  return db.transaction(async (tx) => {
    const [position] = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.id, id), inArray(positions.status, ['pending', 'open'])))
      .for('update', { skipLocked: true });
    const watched = position && watchedOf(position);
    if (!position || !watched) return undefined;
    const trigger = exactTrigger(contractSpecOf(instrument), watched, quote);
    if (!trigger) return undefined;
    if (trigger === 'fill') {
      // A kept pending entry waits out a halt: filling it would open a position while trading is halted.
      if (await findActiveHalt(tx, 'instrument', instrument.symbol)) return undefined;
      const entry = position.side === 'long' ? quote.ask : quote.bid;
      const [opened] = (await tx
        .update(positions)
        .set({
          status: 'open',
          entryPrice: entry.toString(),
          entryTickAt: quote.tickAt,
          entryTickPrice: quote.mark.toString(),
          entryTickSource: quote.source,
          openedAt: now,
        })
        .where(eq(positions.id, position.id))
        .returning()) as [typeof position];
      await payOpenFee(tx, opened);
      await notifyPositionChanged(tx, opened);
      return 'opened';
    }
    const closed = await closeLocked(tx, { position, instrument, lots: position.lots, quote, reason: trigger, now });
    if (trigger === 'liquidation' || trigger === 'take_profit' || trigger === 'stop_loss') {
      await tellPositionClosedBySystem(tx, { now: () => now }, closed, instrument, trigger);
    }
    return 'closed';
  });
}
