import { fail, formatUnits, ok, type Paged, type PositionView, parseUnits, type Result } from '@veritex/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { contractSpecOf } from './contractSpec.js';
import { type CurrentQuote, currentQuote } from './currentQuote.js';
import { checkTargets } from './openPosition.js';
import { notifyPositionChanged } from './positionEvents.js';
import { closeAtMark, liquidationPrice, maintenanceMargin, notional } from './positionMath.js';
import { type Instrument, instruments, type Position, positions } from './schema.js';

const USDT = 6;
const TABS = {
  pending: ['pending'],
  open: ['open', 'closing'],
  closed: ['closed', 'liquidated'],
  cancelled: ['cancelled'],
} as const;

/** A position as the pages show it; open ones carry their live P&L at `quote`. */
export function positionView(position: Position, instrument: Instrument, quote?: CurrentQuote): PositionView {
  const spec = contractSpecOf(instrument);
  const price = (units: string | bigint | null) => (units === null ? null : formatUnits(BigInt(units), spec.priceScale));
  const usdt = (units: string | bigint | null) => (units === null ? null : formatUnits(BigInt(units), USDT));
  const entry = position.entryPrice === null ? null : BigInt(position.entryPrice);
  const margin = BigInt(position.margin);
  const live = position.status === 'open' && entry !== null && quote ? closeAtMark(spec, position.side, entry, position.lots, margin, quote.mark) : undefined;
  const ratio =
    live && quote && entry !== null
      ? (maintenanceMargin(spec, notional(spec, quote.mark, position.lots)) * 10_000n) / (margin + live.pnl > 0n ? margin + live.pnl : 1n)
      : undefined;
  return {
    id: position.id.toString(),
    symbol: position.symbol,
    side: position.side,
    lots: Number(position.lots),
    leverage: position.leverage,
    status: position.status,
    limit_price: price(position.limitPrice),
    entry_price: price(position.entryPrice),
    entry_tick_at: position.entryTickAt?.toISOString() ?? null,
    margin: formatUnits(margin, USDT),
    open_fee: formatUnits(BigInt(position.openFee), USDT),
    take_profit: price(position.takeProfit),
    stop_loss: price(position.stopLoss),
    mark: live && quote ? price(quote.mark) : null,
    close_price_now: live ? price(live.exitPriceUnits) : null,
    unrealised_pnl: live ? usdt(live.pnl) : null,
    margin_ratio_pct: ratio === undefined ? null : formatUnits(ratio, 2),
    liquidation_price: entry !== null && position.status === 'open' ? price(liquidationPrice(spec, position.side, entry, position.lots, margin)) : null,
    close_price: price(position.closePrice),
    close_tick_at: position.closeTickAt?.toISOString() ?? null,
    close_reason: (position.closeReason as PositionView['close_reason']) ?? null,
    close_fee: usdt(position.closeFee),
    realised_pnl: usdt(position.realisedPnl),
    carry_paid: formatUnits(BigInt(position.carryPaid), USDT),
    opened_at: position.openedAt?.toISOString() ?? null,
    closed_at: position.closedAt?.toISOString() ?? null,
    created_at: position.createdAt.toISOString(),
  };
}

/** web/getPositions: one of the spec §4 tabs, newest first, open ones with live figures. */
export async function listPositions(
  db: DbOrTx,
  clock: Clock,
  userId: bigint,
  filter: { tab: keyof typeof TABS; symbol?: string; page: number; limit: number },
): Promise<Paged<PositionView>> {
  const where = and(
    eq(positions.userId, userId),
    inArray(positions.status, [...TABS[filter.tab]]),
    filter.symbol ? eq(positions.symbol, filter.symbol) : sql`true`,
  );
  const rows = await db
    .select()
    .from(positions)
    .where(where)
    .orderBy(desc(positions.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [count] = await db.select({ total: sql<string>`count(*)::text` }).from(positions).where(where);
  const catalogue = new Map((await db.select().from(instruments)).map((i) => [i.symbol, i]));
  const quotes = new Map<string, CurrentQuote | undefined>();
  const now = clock.now();
  const list: PositionView[] = [];
  for (const row of rows) {
    const instrument = catalogue.get(row.symbol);
    if (!instrument) continue;
    if (row.status === 'open' && !quotes.has(row.symbol)) {
      const quote = await currentQuote(db, row.symbol, contractSpecOf(instrument), now);
      quotes.set(row.symbol, quote.ok ? quote.value : undefined);
    }
    list.push(positionView(row, instrument, quotes.get(row.symbol)));
  }
  return { list, total: Number(count?.total ?? 0) };
}

/**
 * web/setTpSl: take-profit and stop-loss of an open or pending position. A pending entry's are
 * checked against its limit; an open position's against the price it would close at now (the bid
 * of a long, the ask of a short), as exchanges do: a target already reached would fire at once.
 */
export async function setTakeProfitStopLoss(
  db: Database,
  clock: Clock,
  userId: bigint,
  input: { positionId: bigint; takeProfit?: string; stopLoss?: string },
): Promise<Result<Position, 'position_unknown' | 'position_closed' | 'price_invalid' | 'tp_wrong_side' | 'sl_wrong_side' | 'no_price'>> {
  return db.transaction(async (tx) => {
    const [position] = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.id, input.positionId), eq(positions.userId, userId)))
      .for('update');
    if (!position) return fail('position_unknown');
    if (position.status !== 'open' && position.status !== 'pending') return fail('position_closed');
    const [instrument] = await tx.select().from(instruments).where(eq(instruments.symbol, position.symbol));
    if (!instrument) return fail('position_unknown');
    const scale = instrument.priceScale;
    const takeProfit = input.takeProfit === undefined ? null : (parseUnits(input.takeProfit, scale) ?? -1n);
    const stopLoss = input.stopLoss === undefined ? null : (parseUnits(input.stopLoss, scale) ?? -1n);
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
    return ok(row);
  });
}
