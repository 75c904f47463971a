import { coinIconUrl, type MarketsDesk } from '@veritex/shared';
import { asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { deliveryProducts } from '../delivery/index.js';
import { instruments } from '../derivatives/index.js';
import { assets, markets } from '../marketdata/index.js';
import { usdtDecimal } from './applyMarketChange.js';
import { plain } from './changeValues.js';
import { marketChangeView } from './marketChangeView.js';
import { marketChanges } from './schema.js';

const RECENT_CHANGES = 50;

/** admin/marketsDesk: every configurable row as the forms edit it, the pending changes (soonest first) and the latest decided ones. */
export async function listMarketsDesk(db: DbOrTx): Promise<MarketsDesk> {
  const spot = await db.select().from(markets).where(eq(markets.kind, 'spot')).orderBy(asc(markets.sort), asc(markets.symbol));
  const leveraged = await db.select().from(instruments).orderBy(asc(instruments.category), asc(instruments.sort), asc(instruments.symbol));
  const products = await db.select().from(deliveryProducts).orderBy(asc(deliveryProducts.durationSeconds));
  const coins = await db.select().from(assets).orderBy(asc(assets.sort), asc(assets.code));
  const pending = await db
    .select()
    .from(marketChanges)
    .where(eq(marketChanges.status, 'pending'))
    .orderBy(asc(marketChanges.effectiveAt), asc(marketChanges.id));
  const decided = await db.select().from(marketChanges).where(ne(marketChanges.status, 'pending')).orderBy(desc(marketChanges.id)).limit(RECENT_CHANGES);
  return {
    spot_markets: spot.map((m) => ({
      symbol: m.symbol,
      base: m.base,
      quote: m.quote,
      tick_size: plain(m.tickSize),
      lot_size: plain(m.lotSize),
      min_notional: plain(m.minNotional),
      maker_fee_bp: m.makerFeeBp,
      taker_fee_bp: m.takerFeeBp,
      listed: m.listed,
    })),
    instruments: leveraged.map((i) => ({
      symbol: i.symbol,
      name: i.name,
      category: i.category,
      kind: i.kind,
      lot_size: plain(i.lotSize),
      max_leverage: i.maxLeverage,
      spread_bp: i.spreadBp,
      open_fee_bp: i.openFeeBp,
      close_fee_bp: i.closeFeeBp,
      maintenance_margin_bp: i.maintenanceMarginBp,
      carry_rate_bp: i.carryRateBp,
      carry_period: i.carryPeriod,
      trading_hours: i.tradingHours,
      exposure_cap_usdt: plain(i.exposureCapUsdt),
    })),
    delivery_products: products.map((p) => ({
      id: p.id.toString(),
      duration_seconds: p.durationSeconds,
      payout_bp: p.payoutBp,
      min_stake: plain(usdtDecimal(p.minStake)),
      max_stake: plain(usdtDecimal(p.maxStake)),
      active: p.active,
    })),
    coins: coins.map((c) => ({
      code: c.code,
      name: c.name,
      scale: c.scale,
      display_scale: c.displayScale,
      icon_url: c.iconKey ? coinIconUrl(c.code, c.iconKey) : '',
      website: c.website ?? '',
      markets: spot.filter((m) => m.base === c.code).map((m) => m.symbol),
    })),
    changes: [...pending, ...decided].map(marketChangeView),
  };
}
