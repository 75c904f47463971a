import type { MarketChangeKind } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { deliveryProducts } from '../delivery/index.js';
import { instruments } from '../derivatives/index.js';
import { markets } from '../marketdata/index.js';
import { usdtDecimal } from './applyMarketChange.js';
import { type ChangeValues, plain } from './changeValues.js';

/** A row's fields as a change carries them: what a change replaces (the audit entry's "before"). */
export async function currentValues(db: DbOrTx, kind: MarketChangeKind, key: string): Promise<ChangeValues | null> {
  if (kind === 'spot_market') {
    const [m] = await db.select().from(markets).where(eq(markets.symbol, key));
    return m
      ? {
          tick_size: plain(m.tickSize),
          lot_size: plain(m.lotSize),
          min_notional: plain(m.minNotional),
          maker_fee_bp: m.makerFeeBp,
          taker_fee_bp: m.takerFeeBp,
          listed: m.listed,
        }
      : null;
  }
  if (kind === 'instrument') {
    const [i] = await db.select().from(instruments).where(eq(instruments.symbol, key));
    return i
      ? {
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
        }
      : null;
  }
  const [p] = await db
    .select()
    .from(deliveryProducts)
    .where(eq(deliveryProducts.id, BigInt(key)));
  return p ? { payout_bp: p.payoutBp, min_stake: plain(usdtDecimal(p.minStake)), max_stake: plain(usdtDecimal(p.maxStake)), active: p.active } : null;
}
