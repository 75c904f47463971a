import { type FlashQuote, type FlashRecord, formatUnits } from '@veritex/shared';
import type { MarketRules, SpotWriter } from '../spot/index.js';
import type { FlashSwapRow } from './schema.js';

/** The wire views of a flash swap: amounts as decimal strings at their asset's scale. */

/** The rules of the market a swap went through; a swap of an unknown market is a bug. */
export function swapRules(exchange: SpotWriter, row: FlashSwapRow): MarketRules {
  const market = exchange.view.markets.get(row.symbol);
  if (!market) throw new Error(`flash swap ${row.id} of unknown market ${row.symbol}`);
  return market.rules;
}

/** Decimals of what the swap takes and of what it gives (the fee is in what it gives). */
function scales(row: FlashSwapRow, rules: MarketRules): { from: number; to: number } {
  return row.side === 'sell' ? { from: rules.baseScale, to: rules.quoteScale } : { from: rules.quoteScale, to: rules.baseScale };
}

export function quoteView(row: FlashSwapRow, rules: MarketRules): FlashQuote {
  const scale = scales(row, rules);
  return {
    quote_id: row.id.toString(),
    from_asset: row.fromAsset,
    to_asset: row.toAsset,
    from_amount: formatUnits(BigInt(row.fromAmount), scale.from),
    to_amount: formatUnits(BigInt(row.toAmount), scale.to),
    fee: formatUnits(BigInt(row.fee), scale.to),
    fee_asset: row.feeAsset,
    fee_pct: formatUnits(rules.takerFeeBp, 2),
    price: formatUnits(BigInt(row.priceUnits), rules.quoteScale),
    limit_price: formatUnits(BigInt(row.limitPriceTicks) * rules.tickUnits, rules.quoteScale),
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** A filled swap shows what the order actually took and gave; a refused one what was quoted. */
export function recordView(row: FlashSwapRow, rules: MarketRules): FlashRecord {
  if (row.status === 'open') throw new Error(`flash swap ${row.id} is still open`);
  const scale = scales(row, rules);
  const amount = (filled: string | null, quoted: string) => BigInt(filled ?? quoted);
  return {
    id: row.id.toString(),
    quote_id: row.id.toString(),
    from_asset: row.fromAsset,
    to_asset: row.toAsset,
    from_amount: formatUnits(amount(row.filledFrom, row.fromAmount), scale.from),
    to_amount: formatUnits(amount(row.filledTo, row.toAmount), scale.to),
    fee: formatUnits(amount(row.filledFee, row.fee), scale.to),
    fee_asset: row.feeAsset,
    price: formatUnits(amount(row.filledPriceUnits, row.priceUnits), rules.quoteScale),
    order_id: row.orderId === null ? null : row.orderId.toString(),
    status: row.status,
    created_at: (row.executedAt ?? row.createdAt).toISOString(),
  };
}
