import { formatUnits, type PositionView, type TickRef } from '@veritex/shared';
import { contractSpecOf } from './contractSpec.js';
import type { CurrentQuote } from './currentQuote.js';
import { closeAtMark, liquidationPrice, maintenanceMargin, notional } from './positionMath.js';
import { USDT_SCALE as USDT } from './positionRules.js';
import type { Instrument, Position } from './schema.js';

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
    entry_tick: tickRef(position.symbol, spec.priceScale, position.entryTickAt, position.entryTickPrice, position.entryTickSource),
    margin: formatUnits(margin, USDT),
    open_fee: formatUnits(BigInt(position.openFee), USDT),
    take_profit: price(position.takeProfit),
    stop_loss: price(position.stopLoss),
    mark: live && quote ? price(quote.mark) : null,
    close_price_now: live ? price(live.exitPriceUnits) : null,
    unrealised_pnl: live ? usdt(live.pnl) : null,
    margin_ratio_pct: ratio === undefined ? null : formatUnits(ratio, 2),
    liquidation_price:
      entry !== null && position.status === 'open'
        ? price(liquidationPrice(spec, position.side, entry, position.lots, margin, BigInt(position.closeOutBp)))
        : null,
    close_price: price(position.closePrice),
    close_tick_at: position.closeTickAt?.toISOString() ?? null,
    close_tick: tickRef(position.symbol, spec.priceScale, position.closeTickAt, position.closeTickPrice, position.closeTickSource),
    close_reason: (position.closeReason as PositionView['close_reason']) ?? null,
    close_fee: usdt(position.closeFee),
    realised_pnl: usdt(position.realisedPnl),
    carry_paid: formatUnits(BigInt(position.carryPaid), USDT),
    opened_at: position.openedAt?.toISOString() ?? null,
    closed_at: position.closedAt?.toISOString() ?? null,
    created_at: position.createdAt.toISOString(),
  };
}

/** The stored tick a record names, as the pages show it; null until the record has used one. */
export function tickRef(symbol: string, priceScale: number, at: Date | null, priceUnits: string | null, source: string | null): TickRef | null {
  if (at === null || priceUnits === null || source === null) return null;
  return { symbol, at: at.toISOString(), price: formatUnits(BigInt(priceUnits), priceScale), source };
}
