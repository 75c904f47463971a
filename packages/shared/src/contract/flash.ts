import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { decimalString, defineCalls, idField, idString, isoTime, noInput, pageOf, pagingFields, requestIdField } from './define.js';

/**
 * Flash exchange (issue 15, spec §2 /exchange): swap a coin for USDT or USDT for a coin at a
 * quote taken from the live spot book (the depth walked for the amount), valid a few seconds;
 * confirming places a fill-or-kill order on that market bounded by the quote's worst price, so
 * it fills at the quote or better, or not at all ("the price moved"). The fee is the market's
 * taker fee, on what the user receives, as on any spot trade.
 */

const msg = (name: ErrorName) => ({ message: name });
const assetField = z
  .string(msg('flash_pair_unsupported'))
  .trim()
  .regex(/^[A-Z0-9]{2,12}$/, msg('flash_pair_unsupported'));

export const FLASH_RECORD_STATUSES = ['filled', 'refused'] as const;

/** One coin that swaps against USDT, through its spot market. */
export const flashPairSchema = z.object({
  asset: z.string(),
  symbol: z.string(),
  /** Decimals of the coin's amounts (the market's lot) and of USDT amounts. */
  asset_decimals: z.number().int(),
  usdt_decimals: z.number().int(),
  /** The market's taker fee in percent, charged on what is received. */
  fee_pct: decimalString,
  /** The smallest amount of each side a swap may give (one lot; the market's minimum notional). */
  min_asset: decimalString,
  min_usdt: decimalString,
});
export type FlashPair = z.infer<typeof flashPairSchema>;

export const flashQuoteSchema = z.object({
  quote_id: idString,
  from_asset: z.string(),
  to_asset: z.string(),
  /** What the swap takes (a sell: the coins, on the lot; a buy: at most this much USDT). */
  from_amount: decimalString,
  /** What arrives, after the fee. */
  to_amount: decimalString,
  fee: decimalString,
  fee_asset: z.string(),
  fee_pct: decimalString,
  /** The average price of the walk, USDT per coin. */
  price: decimalString,
  /** The worst price the walk reached: the fill-or-kill order's limit. */
  limit_price: decimalString,
  expires_at: isoTime,
  created_at: isoTime,
});
export type FlashQuote = z.infer<typeof flashQuoteSchema>;

export const flashRecordSchema = z.object({
  id: idString,
  quote_id: idString,
  from_asset: z.string(),
  to_asset: z.string(),
  /** What the swap actually took and gave (at the quote or better). */
  from_amount: decimalString,
  to_amount: decimalString,
  fee: decimalString,
  fee_asset: z.string(),
  price: decimalString,
  /** The spot order that executed it (in the spot order history too). */
  order_id: idString.nullable(),
  status: z.enum(FLASH_RECORD_STATUSES),
  created_at: isoTime,
});
export type FlashRecord = z.infer<typeof flashRecordSchema>;

export const flashCalls = defineCalls({
  flashPairs: {
    verbs: ['GET'],
    access: 'anyone',
    input: noInput,
    output: z.object({ items: z.array(flashPairSchema), quote_seconds: z.number().int() }),
    summary: 'Coins that swap against USDT, their fees and minimums, and how long a quote holds',
  },
  flashQuote: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({
      from_asset: assetField,
      to_asset: assetField,
      amount: z.string(msg('amount_invalid')).trim().min(1, msg('amount_required')).max(40, msg('amount_invalid')),
      request_id: requestIdField,
    }),
    output: flashQuoteSchema,
    summary: 'A quote for swapping an amount, from the live book (walked for the amount), valid for quote_seconds',
  },
  flashConfirm: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ quote_id: idField, request_id: requestIdField }),
    output: flashRecordSchema,
    summary: 'Execute a quote as a fill-or-kill order bounded by its worst price; refused if expired or if the book no longer gives it',
  },
  flashRecords: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ ...pagingFields(50) }),
    output: pageOf(flashRecordSchema),
    summary: "The caller's flash exchanges, newest first",
  },
});
