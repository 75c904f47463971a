import {
  FIAT_SCALE,
  fail,
  fiatForQuantity,
  ok,
  P2P_MARGIN_PCT,
  P2P_WINDOW_MINUTES,
  type P2pAdSide,
  type P2pFiat,
  type P2pPaymentMethod,
  type P2pPriceType,
  parseUnits,
  type ReceivingSettings,
  type Result,
} from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { getReceivingSettings } from '../identity/index.js';
import { USDT_SCALE } from './p2pAmounts.js';
import { currentAdPrice } from './referencePrice.js';

/** An ad as the merchant typed it (web/p2pSaveAd). */
export interface AdForm {
  side: P2pAdSide;
  fiat: P2pFiat;
  priceType: P2pPriceType;
  /** Fixed ads: fiat per USDT. */
  price?: string;
  /** Floating ads: percent of the reference price. */
  marginPct?: string;
  amount: string;
  minFiat: string;
  maxFiat: string;
  methods: P2pPaymentMethod[];
  windowMinutes: number;
  terms: string;
}

/** The checked terms in stored units. */
export interface AdTerms {
  priceType: P2pPriceType;
  priceCents: bigint | null;
  marginBp: number | null;
  /** USDT minor units. */
  amount: bigint;
  minFiat: bigint;
  maxFiat: bigint;
  methods: P2pPaymentMethod[];
  windowMinutes: number;
  terms: string;
}

const invalid = (field: string) => fail('p2p_ad_invalid', { field });

/**
 * Checks an ad against the published ranges (packages/shared p2p.ts) and the merchant's receiving
 * settings, field by field: the price (or the margin and a reference price to apply it to), the
 * window, the limits, the amount, that the amount can fill the minimum order at the price now,
 * and that every payment method is filled in on /receive.
 */
export async function checkAdTerms(db: DbOrTx, clock: Clock, merchantId: bigint, form: AdForm): Promise<Result<AdTerms>> {
  const priced = parsePrice(form);
  if (!priced.ok) return priced;
  const price = await currentAdPrice(db, clock, { fiat: form.fiat, ...priced.value });
  if (!price.ok) return price;
  if (form.windowMinutes < P2P_WINDOW_MINUTES.min || form.windowMinutes > P2P_WINDOW_MINUTES.max) return invalid('window_minutes');
  const minFiat = parsePositive(form.minFiat, FIAT_SCALE);
  if (minFiat === undefined) return invalid('min_fiat');
  const maxFiat = parsePositive(form.maxFiat, FIAT_SCALE);
  if (maxFiat === undefined || maxFiat < minFiat) return invalid('max_fiat');
  const amount = parsePositive(form.amount, USDT_SCALE);
  if (amount === undefined) return invalid('amount');
  // An ad that cannot fill its own minimum order could never trade.
  if (fiatForQuantity(amount, price.value) < minFiat) return invalid('amount');
  const methods = [...new Set(form.methods)];
  const receiving = await getReceivingSettings(db, merchantId);
  const missing = methods.find((method) => !offers(receiving, method));
  if (missing) return fail('p2p_method_unavailable', { field: 'methods', method: missing });
  return ok({
    priceType: form.priceType,
    priceCents: priced.value.priceCents === null ? null : BigInt(priced.value.priceCents),
    marginBp: priced.value.marginBp,
    amount,
    minFiat,
    maxFiat,
    methods,
    windowMinutes: form.windowMinutes,
    terms: form.terms,
  });
}

/** The stored price columns: a fixed price in cents, or a margin in basis points of a percent (101.50 % = 10150). */
function parsePrice(form: AdForm): Result<{ priceType: P2pPriceType; priceCents: string | null; marginBp: number | null }> {
  if (form.priceType === 'fixed') {
    const cents = parsePositive(form.price ?? '', FIAT_SCALE);
    return cents === undefined ? invalid('price') : ok({ priceType: 'fixed', priceCents: String(cents), marginBp: null });
  }
  const margin = parseUnits(form.marginPct ?? '', 2);
  const min = parseUnits(P2P_MARGIN_PCT.min, 2) ?? 0n;
  const max = parseUnits(P2P_MARGIN_PCT.max, 2) ?? 0n;
  if (margin === undefined || margin < min || margin > max) return invalid('margin_pct');
  return ok({ priceType: 'floating', priceCents: null, marginBp: Number(margin) });
}

/** No price, limit or amount reaches a quadrillion: the bound keeps every product of them far inside numeric(38). */
const MAX_WHOLE = 10n ** 15n;

function parsePositive(text: string, scale: number): bigint | undefined {
  const units = parseUnits(text, scale);
  return units !== undefined && units > 0n && units < MAX_WHOLE * 10n ** BigInt(scale) ? units : undefined;
}

/** Whether the receiving settings fill a payment method (the details an order copies for the buyer). */
export function offers(receiving: ReceivingSettings, method: P2pPaymentMethod): boolean {
  const filled = (...values: string[]) => values.every((value) => value.trim() !== '');
  if (method === 'bank') return filled(receiving.name, receiving.bank_name, receiving.bank_number);
  if (method === 'alipay') return filled(receiving.alipay_account);
  return filled(receiving.weixin_account);
}
