import { z } from 'zod';
import { getDeliveryOrdersInputSchema, placeDeliveryInputSchema } from '../derivatives.js';
import { decimalString, defineCalls, idString, isoTime, noInput } from './define.js';
import { listPageOf } from './spot.js';
import { tickRefSchema } from './ticks.js';

/** Delivery (fixed-time up/down) contracts (issue 5): stakes in USDT of the futures account. */

/** A delivery product: a duration with its payout rate and stake bounds. */
export const deliveryProductSchema = z.object({
  id: idString,
  duration_seconds: z.number().int(),
  /** Profit on a win, in percent of the stake. */
  payout_pct: decimalString,
  min_stake: decimalString,
  max_stake: decimalString,
  /** Stated on the page: an unchanged price at expiry returns the stake in full. */
  tie_rule: z.literal('stake_returned'),
});
export type DeliveryProduct = z.infer<typeof deliveryProductSchema>;

export const deliveryOrderViewSchema = z.object({
  id: idString,
  symbol: z.string(),
  direction: z.enum(['up', 'down']),
  stake: decimalString,
  duration_seconds: z.number().int(),
  payout_pct: decimalString,
  purchase_price: decimalString,
  purchase_tick_at: isoTime,
  /** The reference tick the purchase price came from, as stored with the order. */
  purchase_tick: tickRefSchema,
  expires_at: isoTime,
  status: z.enum(['open', 'won', 'lost', 'tie']),
  settlement_price: decimalString.nullable(),
  settlement_tick_at: isoTime.nullable(),
  /** `at_expiry`: the tick of the expiry second; `after_expiry`: the first tick after it (the server was down at expiry). */
  settlement_tick_rule: z.enum(['at_expiry', 'after_expiry']).nullable(),
  /** The reference tick that settled the order, as stored when it settled. */
  settlement_tick: tickRefSchema.nullable(),
  /** What came back: stake + profit on a win, the stake on a tie, 0 on a loss. */
  payout: decimalString.nullable(),
  /** Payout minus stake. */
  income: decimalString.nullable(),
  created_at: isoTime,
  settled_at: isoTime.nullable(),
});
export type DeliveryOrderView = z.infer<typeof deliveryOrderViewSchema>;

export const deliveryCalls = defineCalls({
  getDeliveryProducts: {
    verbs: ['GET'],
    access: 'anyone',
    input: noInput,
    output: z.array(deliveryProductSchema),
    summary: 'Delivery contract durations with payout (profit on a win, % of stake), stake bounds and the tie rule',
  },
  placeDelivery: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: placeDeliveryInputSchema,
    output: deliveryOrderViewSchema,
    summary:
      'Buy a delivery contract at the latest reference tick; the stake is frozen in the futures account; request_id makes a retry return the first order, the same id with another order is refused',
  },
  getDeliveryOrders: {
    verbs: ['GET'],
    access: 'user',
    input: getDeliveryOrdersInputSchema,
    output: listPageOf(deliveryOrderViewSchema),
    summary: "The user's delivery contracts: open (with expiry for the countdown) or settled (with both ticks and the income)",
  },
});
