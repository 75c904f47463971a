import { P2P_FIAT_CODES, P2P_MARGIN_PCT, P2P_PAYMENT_METHODS, P2P_WINDOW_MINUTES, type P2pRules } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { readSettings } from '../settings/index.js';
import { merchantCriteria } from './merchantRequirements.js';
import { fiatText } from './p2pAmounts.js';
import { readReferencePrice } from './referencePrice.js';

/**
 * web/p2pRules: what binds every quick-buy order, published before anyone trades: each fiat's
 * reference price now, the payment methods, the window and margin ranges, the cancellation and
 * open-order limits, and the merchant criteria.
 */
export async function getP2pRules(db: DbOrTx, clock: Clock): Promise<P2pRules> {
  const settings = await readSettings(db);
  const fiats: P2pRules['fiats'] = [];
  for (const fiat of P2P_FIAT_CODES) {
    const reference = await readReferencePrice(db, clock, fiat);
    fiats.push({
      fiat,
      price: reference.cents === undefined ? null : fiatText(reference.cents),
      instrument: reference.instrument,
      as_of: reference.asOf?.toISOString() ?? null,
    });
  }
  return {
    fiats,
    methods: [...P2P_PAYMENT_METHODS],
    window_minutes: { min: P2P_WINDOW_MINUTES.min, max: P2P_WINDOW_MINUTES.max },
    margin_pct: { min: P2P_MARGIN_PCT.min, max: P2P_MARGIN_PCT.max },
    daily_cancel_limit: settings.p2p_daily_cancel_limit,
    max_open_orders: settings.p2p_max_open_orders,
    merchant_criteria: merchantCriteria(settings),
  };
}
