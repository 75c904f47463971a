import {
  FIAT_SCALE,
  fiatForQuantity,
  floatingPriceCents,
  formatUnits,
  P2P_MARGIN_PCT,
  P2P_WINDOW_MINUTES,
  type P2pAdSide,
  type P2pPaymentMethod,
  type P2pPriceType,
  parseUnits,
  type ReceivingSettings,
} from '@veritex/shared';

/**
 * The ad editor's arithmetic and checks, on bigint minor units (fiat cents, USDT 10^-6): the same
 * rules the server applies to web/p2pSaveAd, so a refusal is shown before anything is sent.
 */

export const USDT_SCALE = 6;
/** Margins are percent with two decimals (101.50 % = 10150 basis points of a percent). */
const MARGIN_SCALE = 2;
export const TERMS_MAX = 500;

/** Cents of a decimal fiat string with at most two decimals; undefined otherwise. */
export function fiatCents(text: string | undefined): bigint | undefined {
  return text === undefined ? undefined : parseUnits(text, FIAT_SCALE);
}

/** A reference price may carry more digits than a fiat amount: cut to the cent, as the server rounds prices to cents. */
export function referenceCentsOf(price: string | null | undefined): bigint | undefined {
  if (!price) return undefined;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(price.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  const cents = parseUnits(`${whole}.${fraction.slice(0, FIAT_SCALE).padEnd(FIAT_SCALE, '0')}`, FIAT_SCALE);
  return cents !== undefined && cents > 0n ? cents : undefined;
}

/** The margin typed ("101.5") in basis points of a percent (10150); undefined when malformed or not positive. */
export function marginBp(text: string | undefined): bigint | undefined {
  if (text === undefined) return undefined;
  const bp = parseUnits(text, MARGIN_SCALE);
  return bp !== undefined && bp > 0n ? bp : undefined;
}

const MARGIN_MIN_BP = parseUnits(P2P_MARGIN_PCT.min, MARGIN_SCALE) ?? 0n;
const MARGIN_MAX_BP = parseUnits(P2P_MARGIN_PCT.max, MARGIN_SCALE) ?? 0n;

/** The price a floating ad would have now: the reference times the margin, rounded half up to the cent (as the server). */
export function floatingPrice(reference: string | null | undefined, margin: string | undefined): string | undefined {
  const cents = referenceCentsOf(reference);
  const bp = marginBp(margin);
  if (cents === undefined || bp === undefined) return undefined;
  return formatUnits(floatingPriceCents(cents, bp), FIAT_SCALE);
}

/**
 * Which payment methods the merchant's receiving settings fill (spec §3 /receive), as the server
 * decides: a bank needs the payee, the bank and the account number; Alipay and WeChat their account.
 */
export function filledMethods(receiving: ReceivingSettings | undefined): Set<P2pPaymentMethod> {
  const filled = new Set<P2pPaymentMethod>();
  if (!receiving) return filled;
  const has = (value: string) => value.trim() !== '';
  if (has(receiving.name) && has(receiving.bank_name) && has(receiving.bank_number)) filled.add('bank');
  if (has(receiving.alipay_account)) filled.add('alipay');
  if (has(receiving.weixin_account)) filled.add('wechat');
  return filled;
}

/** The editor's values as typed. */
export interface AdDraft {
  side: P2pAdSide;
  price_type: P2pPriceType;
  price?: string;
  margin_pct?: string;
  amount?: string;
  min_fiat?: string;
  max_fiat?: string;
  methods?: P2pPaymentMethod[];
  window_minutes?: number;
  terms?: string;
}

/** Why a field is refused, as keys of the `p2p:ads.editor.problem` texts with their values. */
export type AdProblem =
  | { key: 'priceRequired' | 'priceInvalid' | 'amountRequired' | 'amountInvalid' | 'fiatInvalid' | 'maxBelowMin' | 'methodsRequired' }
  | { key: 'marginRange'; min: string; max: string }
  | { key: 'amountOverBalance'; available: string }
  | { key: 'amountBelowMin'; worth: string }
  | { key: 'methodUnfilled' }
  | { key: 'windowRange'; min: number; max: number }
  | { key: 'termsTooLong'; max: number };

export function priceProblem(draft: AdDraft): AdProblem | undefined {
  if (draft.price_type === 'fixed') {
    if (!draft.price) return { key: 'priceRequired' };
    const cents = fiatCents(draft.price);
    return cents === undefined || cents <= 0n ? { key: 'priceInvalid' } : undefined;
  }
  const bp = draft.margin_pct ? parseUnits(draft.margin_pct, MARGIN_SCALE) : undefined;
  if (bp === undefined || bp < MARGIN_MIN_BP || bp > MARGIN_MAX_BP) return { key: 'marginRange', min: P2P_MARGIN_PCT.min, max: P2P_MARGIN_PCT.max };
  return undefined;
}

/**
 * The USDT amount. An ad must be able to fill its own minimum order at the price now (else it could
 * never trade); a sell ad's amount comes out of the exchange account (an edit only moves the
 * difference from what the ad holds now), so it may not exceed the balance plus what is held.
 */
export function amountProblem(draft: AdDraft, spendable: string | undefined, price: string | undefined): AdProblem | undefined {
  if (!draft.amount) return { key: 'amountRequired' };
  const units = parseUnits(draft.amount, USDT_SCALE);
  if (units === undefined || units <= 0n) return { key: 'amountInvalid' };
  const priceCents = fiatCents(price);
  const minCents = fiatCents(draft.min_fiat);
  if (priceCents !== undefined && minCents !== undefined && minCents > 0n) {
    const worth = fiatForQuantity(units, priceCents);
    if (worth < minCents) return { key: 'amountBelowMin', worth: formatUnits(worth, FIAT_SCALE) };
  }
  if (draft.side === 'sell' && spendable !== undefined) {
    const limit = parseUnits(spendable, USDT_SCALE);
    if (limit !== undefined && units > limit) return { key: 'amountOverBalance', available: spendable };
  }
  return undefined;
}

export function minFiatProblem(draft: AdDraft): AdProblem | undefined {
  const cents = fiatCents(draft.min_fiat);
  return cents === undefined || cents <= 0n ? { key: 'fiatInvalid' } : undefined;
}

export function maxFiatProblem(draft: AdDraft): AdProblem | undefined {
  const max = fiatCents(draft.max_fiat);
  if (max === undefined || max <= 0n) return { key: 'fiatInvalid' };
  const min = fiatCents(draft.min_fiat);
  return min !== undefined && max < min ? { key: 'maxBelowMin' } : undefined;
}

export function methodsProblem(draft: AdDraft, filled: ReadonlySet<P2pPaymentMethod>): AdProblem | undefined {
  const methods = draft.methods ?? [];
  if (methods.length === 0) return { key: 'methodsRequired' };
  return methods.every((method) => filled.has(method)) ? undefined : { key: 'methodUnfilled' };
}

export function windowProblem(draft: AdDraft): AdProblem | undefined {
  const minutes = draft.window_minutes;
  const ok = minutes !== undefined && Number.isInteger(minutes) && minutes >= P2P_WINDOW_MINUTES.min && minutes <= P2P_WINDOW_MINUTES.max;
  return ok ? undefined : { key: 'windowRange', min: P2P_WINDOW_MINUTES.min, max: P2P_WINDOW_MINUTES.max };
}

export function termsProblem(draft: AdDraft): AdProblem | undefined {
  return (draft.terms ?? '').trim().length > TERMS_MAX ? { key: 'termsTooLong', max: TERMS_MAX } : undefined;
}

/** The payment windows offered: every five minutes of the allowed range, plus the ad's own if it is another. */
export function windowChoices(current?: number): number[] {
  const choices: number[] = [];
  for (let minutes = P2P_WINDOW_MINUTES.min; minutes <= P2P_WINDOW_MINUTES.max; minutes += 5) choices.push(minutes);
  if (current !== undefined && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

/**
 * What saving a sell ad moves between the exchange account and the ad reserve: positive moves
 * into the reserve, negative returns to the exchange account; zero for a buy ad or no change.
 */
export function reserveChange(side: P2pAdSide, amount: string | undefined, heldNow: string): bigint {
  if (side !== 'sell' || !amount) return 0n;
  const wanted = parseUnits(amount, USDT_SCALE);
  const held = parseUnits(heldNow, USDT_SCALE) ?? 0n;
  return wanted === undefined ? 0n : wanted - held;
}
