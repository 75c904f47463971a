/**
 * Quick buy (spec §2 /kjmbSelect, /kjmb; issue 15): merchants advertise USDT for fiat, users open
 * orders against the ads, the seller's USDT sits in an escrow hold (a ledger posting) until the
 * seller releases it, the payment window expires, or staff decide an appeal. Server and pages
 * share these enums and the price and amount arithmetic, so the page shows what the server books.
 */

/**
 * Fiat currencies ads may quote, each with the FX instrument its reference price comes from
 * (USDT is valued at one US dollar; `invert`: the instrument quotes fiat per USD, else USD per fiat).
 */
export const P2P_FIATS = {
  CNY: { instrument: 'USD_CNH', invert: false },
  USD: { instrument: null, invert: false },
  EUR: { instrument: 'EUR_USD', invert: true },
  GBP: { instrument: 'GBP_USD', invert: true },
  JPY: { instrument: 'USD_JPY', invert: false },
} as const;
export type P2pFiat = keyof typeof P2P_FIATS;
export const P2P_FIAT_CODES = Object.keys(P2P_FIATS) as [P2pFiat, ...P2pFiat[]];
/** Fiat amounts and prices have two decimals (minor units = cents). */
export const FIAT_SCALE = 2;
/** The one asset traded peer to peer. */
export const P2P_ASSET = 'USDT';

/** Payment methods, each filled from the seller's receiving settings (spec §3, /receive). */
export const P2P_PAYMENT_METHODS = ['bank', 'alipay', 'wechat'] as const;
export type P2pPaymentMethod = (typeof P2P_PAYMENT_METHODS)[number];

/** The merchant's side: `sell` ads sell USDT (users buy), `buy` ads buy USDT (users sell). */
export const P2P_AD_SIDES = ['sell', 'buy'] as const;
export type P2pAdSide = (typeof P2P_AD_SIDES)[number];
/** `fixed`: the price as entered; `floating`: a margin (percent) over the reference price, re-read on every order. */
export const P2P_PRICE_TYPES = ['fixed', 'floating'] as const;
export type P2pPriceType = (typeof P2P_PRICE_TYPES)[number];
/**
 * `online`: listed; `offline`: hidden by the merchant (its reserve kept); `suspended`: hidden by
 * staff with a reason; `closed`: ended by the merchant, its reserve returned.
 */
export const P2P_AD_STATUSES = ['online', 'offline', 'suspended', 'closed'] as const;
export type P2pAdStatus = (typeof P2P_AD_STATUSES)[number];

/**
 * An order's life: `unpaid` (escrow held, the payment window running) → `paid` (the buyer says so)
 * → `completed` (the seller released the escrow to the buyer). `cancelled`: the buyer cancelled or
 * the window expired unpaid, the escrow returned to the seller. `appeal`: either side appealed after
 * "paid", the escrow stays held; `resolved`: staff released it to the buyer or returned it.
 */
export const P2P_ORDER_STATUSES = ['unpaid', 'paid', 'appeal', 'completed', 'cancelled', 'resolved'] as const;
export type P2pOrderStatus = (typeof P2P_ORDER_STATUSES)[number];
export const P2P_OPEN_STATUSES: readonly P2pOrderStatus[] = ['unpaid', 'paid', 'appeal'];
/** How an order ended for the escrow: released to the buyer or returned to the seller. */
export const P2P_ESCROW_OUTCOMES = ['released', 'returned'] as const;
export type P2pEscrowOutcome = (typeof P2P_ESCROW_OUTCOMES)[number];
/** Why an order was cancelled. */
export const P2P_CANCEL_REASONS = ['buyer', 'expired'] as const;
export type P2pCancelReason = (typeof P2P_CANCEL_REASONS)[number];

export const MERCHANT_STATUSES = ['pending', 'approved', 'rejected', 'resigned'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

/** The seller picks a payment window in this range (Binance P2P: 15–30 minutes). */
export const P2P_WINDOW_MINUTES = { min: 15, max: 30 } as const;
/** Floating prices: the margin is a percent of the reference price within these bounds. */
export const P2P_MARGIN_PCT = { min: '80', max: '120' } as const;
/** Chat messages are at most this long. */
export const P2P_MESSAGE_MAX = 1000;

/**
 * WebSocket `p2p` (after auth, no subscription): one of the user's quick-buy orders changed (its
 * state, its chat, a rating). The frame names the order only; the page re-reads the order and
 * its chat (web/p2pOrder, web/p2pMessages with `after`), which keeps every rule on the server.
 */
export const P2P_CHANNEL = 'p2p';
export interface P2pOrderNotice {
  order_id: string;
}

const TEN = 10n;
const USDT_UNIT = TEN ** 6n;

/**
 * The price of a floating ad, in fiat cents per USDT: the reference price times the margin
 * (basis points of a percent: 101.50 % = 10150), rounded half up to the cent.
 */
export function floatingPriceCents(referenceCents: bigint, marginBp: bigint): bigint {
  return (referenceCents * marginBp + 5_000n) / 10_000n;
}

/** Fiat owed for a quantity of USDT (6 decimals) at a price (cents): rounded up, so a seller never gets less than the price. */
export function fiatForQuantity(quantityUnits: bigint, priceCents: bigint): bigint {
  return (quantityUnits * priceCents + USDT_UNIT - 1n) / USDT_UNIT;
}

/** USDT (6 decimals) a fiat amount buys at a price: rounded down, so the buyer never gets more than was paid for. */
export function quantityForFiat(fiatCents: bigint, priceCents: bigint): bigint {
  return priceCents > 0n ? (fiatCents * USDT_UNIT) / priceCents : 0n;
}

/**
 * The reference price of one USDT in a fiat, in cents, from the FX instrument's price (a decimal
 * with `priceScale` digits, as a bigint of minor units): USD is 1.00; `invert` divides.
 */
export function referenceCents(fiat: P2pFiat, instrumentPrice: bigint | undefined, priceScale: number): bigint | undefined {
  const spec = P2P_FIATS[fiat];
  if (spec.instrument === null) return 100n;
  if (instrumentPrice === undefined || instrumentPrice <= 0n) return undefined;
  const unit = TEN ** BigInt(priceScale);
  // direct: fiat per USD = price; inverted: fiat per USD = 1 / price. Both rounded half up to the cent.
  return spec.invert ? (100n * unit * 2n + instrumentPrice) / (2n * instrumentPrice) : (instrumentPrice * 100n * 2n + unit) / (2n * unit);
}

/** Completion rate over 30 days in basis points of a percent (10000 = 100 %); undefined without orders. */
export function completionRateBp(completed: number, cancelledByUser: number): number | undefined {
  const total = completed + cancelledByUser;
  return total === 0 ? undefined : Math.floor((completed * 10_000) / total);
}
