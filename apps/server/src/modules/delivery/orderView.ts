import type { DeliveryOrderView, DeliveryProduct, TickRef } from '@veritex/shared';
import { formatUnits } from '@veritex/shared';
import type { DeliveryOrder, DeliveryProductRow } from './schema.js';

/** Delivery contracts settle in USDT minor units (6 decimals). */
export const USDT_SCALE = 6;
/** How old the latest tick may be when a contract is bought, and at expiry before the next tick is used. */
export const TICK_FRESHNESS_MS = 5_000;

/** An unchanged price returns the stake in full; stated with the products so the page can show it. */
export type DeliveryProductAnswer = DeliveryProduct;

/** A decimal string without trailing zeros ("10", "0.5"): bounds read naturally in messages. */
export function plainUnits(units: bigint, scale: number): string {
  const text = formatUnits(units, scale);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export function productAnswer(row: DeliveryProductRow): DeliveryProductAnswer {
  return {
    id: String(row.id),
    duration_seconds: row.durationSeconds,
    payout_pct: plainUnits(BigInt(row.payoutBp), 2),
    min_stake: plainUnits(BigInt(row.minStake), USDT_SCALE),
    max_stake: plainUnits(BigInt(row.maxStake), USDT_SCALE),
    tie_rule: 'stake_returned',
  };
}

export function orderView(row: DeliveryOrder): DeliveryOrderView {
  const price = (units: string | null) => (units === null ? null : formatUnits(BigInt(units), row.priceScale));
  const usdt = (units: bigint) => formatUnits(units, USDT_SCALE);
  const stake = BigInt(row.stake);
  const payout = row.payout === null ? null : BigInt(row.payout);
  return {
    id: String(row.id),
    symbol: row.symbol,
    direction: row.direction,
    stake: usdt(stake),
    duration_seconds: row.durationSeconds,
    payout_pct: plainUnits(BigInt(row.payoutBp), 2),
    purchase_price: formatUnits(BigInt(row.purchasePrice), row.priceScale),
    purchase_tick_at: row.purchaseTickAt.toISOString(),
    purchase_tick: tickOf(row, row.purchaseTickAt, row.purchasePrice, row.purchaseTickSource),
    expires_at: row.expiresAt.toISOString(),
    status: row.status,
    settlement_price: price(row.settlementPrice),
    settlement_tick_at: row.settlementTickAt?.toISOString() ?? null,
    settlement_tick_rule: row.settlementTickRule ?? null,
    settlement_tick:
      row.settlementTickAt && row.settlementPrice !== null ? tickOf(row, row.settlementTickAt, row.settlementPrice, row.settlementTickSource) : null,
    payout: payout === null ? null : usdt(payout),
    income: payout === null ? null : usdt(payout - stake),
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

/** An order placed before provenance stored the tick's source: said so, never guessed. */
const UNRECORDED_SOURCE = 'unrecorded';

/** A tick the order names (purchase or settlement), as stored with it. */
function tickOf(row: DeliveryOrder, at: Date, priceUnits: string, source: string | null): TickRef {
  return { symbol: row.symbol, at: at.toISOString(), price: formatUnits(BigInt(priceUnits), row.priceScale), source: source ?? UNRECORDED_SOURCE };
}
