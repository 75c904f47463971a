/**
 * Pages a demo session cannot use (route keys of packages/shared routes.ts): they move real money or
 * act on the real person (deposits, withdrawals and their records, quick buy, loans, subscriptions,
 * verification and credit, the security centre and account settings, referral, rewards, live support).
 * The server refuses their calls with `demo_not_allowed` (DEMO_CALLS in packages/shared demo.ts); the
 * site shows a "not available in demo mode" page instead of letting them fail.
 */
export const DEMO_UNAVAILABLE_ROUTES: ReadonlySet<string> = new Set([
  // funds that reach a real account
  'recharge',
  'money',
  'cbjl',
  'tbjl',
  'receive',
  'bindmpwd',
  // quick buy (P2P)
  'kjmbSelect',
  'kjmb',
  // loans and new-coin subscriptions
  'repayment',
  'repayment2',
  'subscription',
  'subscribe',
  'subscriptionList',
  // verification and credit
  'sfyz',
  'authentication',
  'smauth',
  'seniorauth',
  'dzrz',
  'credit',
  // security and account settings
  'setting',
  'security',
  'bindphone',
  // referral, rewards, live support
  'mypromotion',
  'sign',
  'benefits',
  'benefitsDetail',
  'benefitsRecords',
  'service',
]);
