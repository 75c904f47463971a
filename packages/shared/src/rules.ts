/**
 * The rule register's words (issue 18), without zod so that pages can use them: the kinds of rule
 * it holds today (the register itself is open to more) and who changed a rule as the public
 * history says it.
 */
export const RULE_KINDS = [
  'setting',
  'spot_market',
  'instrument',
  'delivery_product',
  'earn_product',
  'loan_product',
  'jurisdiction_profile',
  'jurisdiction_country',
  /** Trading halts (issue 19): key `<scope>:<target>`, value `{halted, reason, note}`. */
  'trading_halt',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export const RULE_AUTHORS = ['staff', 'seed', 'migration'] as const;
