import { z } from 'zod';
import { EARLY_REDEMPTION_RULES, EARN_ORDER_STATUSES } from '../earn.js';
import type { ErrorName } from '../errors.js';
import { decimalString, defineCalls, idField, idString, isoTime, noInput, pageOf, pagingFields, requestIdField } from './define.js';

/**
 * Earn (custody) products (issue 13, spec §2 /profit_index, /profit_buy, /profit_wdtg): USDT held
 * for a fixed term with a daily yield paid by the platform from its earn-expense account.
 */

const msg = (name: ErrorName) => ({ message: name });
const once = { request_id: requestIdField };
const amountField = z.string(msg('amount_invalid')).trim().min(1, msg('amount_required')).max(40, msg('amount_invalid'));
/** "YYYY-MM-DD": an earn day (Hong Kong calendar). */
export const earnDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An earn product as users see it; the terms are copied into each order at purchase. */
export const earnProductSchema = z.object({
  id: idString,
  asset: z.string(),
  term_days: z.number().int(),
  /** Daily yield in percent ("0.35"); interest for day d is ⌊principal × rate × d⌋ − what days 1…d−1 paid. */
  daily_rate_pct: decimalString,
  min_amount: decimalString,
  max_amount: decimalString,
  capacity: decimalString,
  /** Capacity minus the principal of orders in custody or awaiting payout. */
  remaining: decimalString,
  early_rule: z.enum(EARLY_REDEMPTION_RULES),
  /** `penalty`: share of accrued interest withheld on early redemption, percent. */
  penalty_interest_pct: decimalString,
  /** `penalty`: share of principal withheld on early redemption, percent. */
  penalty_principal_pct: decimalString,
  active: z.boolean(),
});
export type EarnProduct = z.infer<typeof earnProductSchema>;

/** The published rules every earn page shows: who pays, when days count, when matured money arrives. */
export const earnRulesSchema = z.object({
  /** The house account the yield is paid from. */
  yield_payer: z.literal('platform'),
  expense_account: z.literal('earn_expense'),
  /** Interest counts from the day of deposit (spec §9); days are Hong Kong calendar days. */
  day_zone: z.literal('Asia/Hong_Kong'),
  /** Working days after maturity before principal and interest reach the exchange account. */
  payout_working_days: z.literal(1),
  /** Upcoming holidays skipped (with weekends) when counting working days. */
  holidays: z.array(earnDateSchema),
});
export type EarnRules = z.infer<typeof earnRulesSchema>;

/** A custody order (spec §3): the terms as bought, progress and the outcome. */
export const earnOrderSchema = z.object({
  id: idString,
  /** The order number users quote ("E" + date + id). */
  order_no: z.string(),
  product_id: idString,
  asset: z.string(),
  amount: decimalString,
  term_days: z.number().int(),
  daily_rate_pct: decimalString,
  early_rule: z.enum(EARLY_REDEMPTION_RULES),
  penalty_interest_pct: decimalString,
  penalty_principal_pct: decimalString,
  /** Interest posted so far (kept by the order until redemption). */
  earned: decimalString,
  /** Interest over the whole term if held to maturity. */
  expected_interest: decimalString,
  days_accrued: z.number().int(),
  days_remaining: z.number().int(),
  /** First and last day of the term (day 1 is the day of deposit). */
  start_date: earnDateSchema,
  end_date: earnDateSchema,
  /** The working day whose end brings a matured order's money to the exchange account. */
  payout_date: earnDateSchema,
  status: z.enum(EARN_ORDER_STATUSES),
  created_at: isoTime,
  /** When the money returned (early redemption or payout). */
  closed_at: isoTime.nullable(),
  /** What a closed order returned. */
  principal_returned: decimalString.nullable(),
  interest_paid: decimalString.nullable(),
  interest_forfeited: decimalString.nullable(),
  principal_penalty: decimalString.nullable(),
});
export type EarnOrderView = z.infer<typeof earnOrderSchema>;

/** One day of an order's accrual ledger. */
export const earnAccrualSchema = z.object({
  day: z.number().int(),
  date: earnDateSchema,
  amount: decimalString,
  cumulative: decimalString,
  posted_at: isoTime,
});
export type EarnAccrual = z.infer<typeof earnAccrualSchema>;

/** What redeeming now would do, computed by the function that posts it. */
export const redemptionQuoteSchema = z.object({
  order_id: idString,
  rule: z.enum(EARLY_REDEMPTION_RULES),
  principal: decimalString,
  accrued: decimalString,
  interest_kept: decimalString,
  interest_forfeited: decimalString,
  principal_penalty: decimalString,
  principal_returned: decimalString,
  total_returned: decimalString,
  /** False when the order is no longer in custody (matured or redeemed): nothing to redeem early. */
  redeemable: z.boolean(),
  as_of: isoTime,
});
export type RedemptionQuoteView = z.infer<typeof redemptionQuoteSchema>;

/** web/getProfitTotal: the user's totals (zeros for a visitor) and the platform's published rules. */
export const earnTotalsSchema = z.object({
  asset: z.string(),
  in_custody: decimalString,
  earned_total: decimalString,
  earned_yesterday: decimalString,
  active_orders: z.number().int(),
  rules: earnRulesSchema,
});
export type EarnTotals = z.infer<typeof earnTotalsSchema>;

export const earnCalls = defineCalls({
  getProfitTotal: {
    verbs: ['GET'],
    access: 'anyone',
    session: 'optional',
    input: noInput,
    output: earnTotalsSchema,
    summary: "The user's earn totals (principal in custody, interest earned, yesterday's) and who pays the yield",
  },
  getProfitList: {
    verbs: ['GET'],
    access: 'anyone',
    input: noInput,
    output: z.object({ items: z.array(earnProductSchema), rules: earnRulesSchema }),
    summary: 'Earn products on offer with their terms, remaining capacity and early-redemption rule',
  },
  getProfitInfo: {
    verbs: ['GET'],
    access: 'anyone',
    input: z.object({ id: idField }),
    output: z.object({ product: earnProductSchema, rules: earnRulesSchema }),
    summary: 'One earn product with the rules that bind a purchase',
  },
  getMyprofit: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ status: z.enum(EARN_ORDER_STATUSES, msg('invalid_input')).optional(), ...pagingFields() }),
    output: pageOf(earnOrderSchema),
    summary: "The user's custody orders, newest first",
  },
  getProfitAccruals: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ id: idField }),
    output: z.object({ order: earnOrderSchema, items: z.array(earnAccrualSchema), total: decimalString }),
    summary: "One custody order's accrual ledger, day by day (every day of the term at most: 366 rows)",
  },
  getRedemptionQuote: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ id: idField }),
    output: redemptionQuoteSchema,
    summary: 'What redeeming the order early would return and forfeit now, exactly as it would be posted',
  },
  buyProfit: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ product_id: idField, amount: amountField, ...once }),
    output: earnOrderSchema,
    summary: 'Put USDT from the exchange account into custody under a product; refused outside its bounds, over capacity or over the balance',
  },
  sellProfit: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({
      id: idField,
      /** The quote's total_returned the user confirmed: if a day's accrual changed it meanwhile, the redemption is refused with the new quote. */
      expected_total: decimalString,
      ...once,
    }),
    output: earnOrderSchema,
    summary: 'Redeem a custody order early at the quoted amounts (principal and kept interest to the exchange account)',
  },
});

// ---------- Staff desk (finance) ----------

/** A product as the desk sees it: the public fields plus what is held under it. */
export const earnProductAdminSchema = earnProductSchema.extend({
  orders_active: z.number().int(),
  principal_active: decimalString,
  accrued_owed: decimalString,
  created_at: isoTime,
  updated_at: isoTime,
});
export type EarnProductAdmin = z.infer<typeof earnProductAdminSchema>;

/** admin/earnBook: what the platform owes earn users, and what the yield has cost. */
export const earnBookSchema = z.object({
  asset: z.string(),
  orders_active: z.number().int(),
  /** Principal of orders in custody or awaiting payout. */
  principal: decimalString,
  /** Interest posted to those orders and not yet paid out. */
  accrued: decimalString,
  /** principal + accrued: the earn liability (the users' `earn` ledger accounts). */
  liability: decimalString,
  /** Yield paid from the earn-expense account to date, net of forfeits (its balance, negated). */
  expense_to_date: decimalString,
  /** Interest still to accrue on active orders held to maturity. */
  interest_to_come: decimalString,
});
export type EarnBook = z.infer<typeof earnBookSchema>;

const pct = z.string(msg('invalid_input')).regex(/^\d{1,3}(\.\d{1,4})?$/, msg('invalid_input'));
const staffAmount = z.string(msg('amount_invalid')).regex(/^\d{1,15}(\.\d{1,6})?$/, msg('amount_invalid'));
/** Form bodies (the console's client) carry a boolean as "1"/"0" (or "true"/"false"); JSON bodies as a boolean. */
export const formBooleanField = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])], msg('invalid_input'))
  .transform((v) => v === true || v === '1' || v === 'true');
/** Form bodies carry the calendar as one comma-separated field ("" for none); JSON bodies as an array. */
const holidayList = z
  .union(
    [
      z.array(earnDateSchema),
      z.string().transform((text) =>
        text
          .split(',')
          .map((date) => date.trim())
          .filter((date) => date !== ''),
      ),
    ],
    msg('invalid_input'),
  )
  .pipe(z.array(earnDateSchema, msg('invalid_input')).max(400, msg('invalid_input')));

export const saveEarnProductInputSchema = z.object({
  /** Absent: a new product. */
  id: idField.optional(),
  term_days: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(1, msg('invalid_input')).max(366, msg('invalid_input')),
  daily_rate_pct: pct,
  min_amount: staffAmount,
  max_amount: staffAmount,
  capacity: staffAmount,
  early_rule: z.enum(EARLY_REDEMPTION_RULES, msg('invalid_input')),
  penalty_interest_pct: pct.default('0'),
  penalty_principal_pct: pct.default('0'),
  active: formBooleanField,
  ...once,
});

export const earnDeskCalls = defineCalls({
  earnProducts: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    input: noInput,
    output: z.object({ items: z.array(earnProductAdminSchema), holidays: z.array(earnDateSchema) }),
    summary: 'Every earn product (inactive too) with what is held under it, and the holiday calendar',
  },
  saveEarnProduct: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.adjust',
    idempotent: true,
    input: saveEarnProductInputSchema,
    output: earnProductAdminSchema,
    summary: 'Create or change an earn product; orders already bought keep the terms they were bought with',
  },
  setEarnHolidays: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.adjust',
    idempotent: true,
    input: z.object({ dates: holidayList, ...once }),
    output: z.object({ holidays: z.array(earnDateSchema) }),
    summary: 'Replace the holiday calendar skipped (with weekends) when a matured order waits one working day',
  },
  earnBook: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    input: noInput,
    output: earnBookSchema,
    summary: 'Earn liabilities (principal plus accrued interest owed), the yield paid to date and the interest still to accrue',
  },
});
