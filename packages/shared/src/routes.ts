/**
 * Every route of spec §2. `key` names the page title in the i18n catalogue (`routes.<key>`).
 * Where the spec lists a path both as public and as login-only (/market, /security,
 * /benefits, /benefitsDetail), the public list wins: the page itself asks a visitor to
 * sign in for the parts that need an account.
 */
export interface RouteInfo {
  path: string;
  key: string;
}

export const PUBLIC_ROUTES: readonly RouteInfo[] = [
  { path: '/', key: 'home' },
  { path: '/index', key: 'home' },
  { path: '/market', key: 'market' },
  { path: '/login', key: 'login' },
  { path: '/register', key: 'register' },
  { path: '/forgetpwd', key: 'forgetpwd' },
  { path: '/text', key: 'text' },
  { path: '/downLoad', key: 'downLoad' },
  { path: '/help', key: 'help' },
  { path: '/helpDetail', key: 'helpDetail' },
  { path: '/about', key: 'about' },
  { path: '/agrt', key: 'agrt' },
  { path: '/bannerDetail', key: 'bannerDetail' },
  { path: '/notice', key: 'notice' },
  { path: '/security', key: 'security' },
  { path: '/benefits', key: 'benefits' },
  { path: '/benefitsDetail', key: 'benefitsDetail' },
  { path: '/signRule', key: 'signRule' },
  { path: '/ticks', key: 'ticks' },
  /** Proof of liabilities (issue 18): published roots and totals, history, the inclusion check. */
  { path: '/proof', key: 'proof' },
  /** Published rules with their history (issue 18): every rule in force, and `?version=N` as of a record's version. */
  { path: '/rules', key: 'rules' },
  { path: '/404', key: 'notFound' },
];

export const PROTECTED_ROUTES: readonly RouteInfo[] = [
  { path: '/deal', key: 'deal' },
  { path: '/deal_c', key: 'dealContract' },
  { path: '/deal_jg', key: 'dealDelivery' },
  { path: '/lt', key: 'contractPositions' },
  { path: '/jgcc', key: 'deliveryPositions' },
  { path: '/positionList', key: 'deliveryPositions' },
  { path: '/all', key: 'all' },
  { path: '/dealList', key: 'dealList' },
  { path: '/preciousMetal', key: 'preciousMetal' },
  { path: '/contractTransaction', key: 'preciousMetal' },
  { path: '/leverTransactions', key: 'leverTransactions' },
  { path: '/currency', key: 'currency' },
  { path: '/currencyRecord', key: 'currencyRecord' },
  { path: '/repayment', key: 'repayment' },
  { path: '/repayment2', key: 'repayment2' },
  { path: '/subscription', key: 'subscription' },
  { path: '/subscribe', key: 'subscribe' },
  { path: '/notice2', key: 'notice2' },
  { path: '/profit_index', key: 'profitIndex' },
  { path: '/profit_wdtg', key: 'profitMine' },
  { path: '/profit_buy', key: 'profitBuy' },
  { path: '/recharge', key: 'recharge' },
  { path: '/money', key: 'money' },
  { path: '/table1', key: 'table1' },
  { path: '/asset', key: 'asset' },
  { path: '/sign', key: 'sign' },
  { path: '/benefitsRecords', key: 'benefitsRecords' },
  { path: '/bindphone', key: 'bindphone' },
  { path: '/bindmpwd', key: 'bindmpwd' },
  { path: '/agreement', key: 'agreement' },
  /** Retail protection (issue 18): the appropriateness questionnaire that unlocks leverage above the threshold. */
  { path: '/appropriateness', key: 'appropriateness' },
];

/** Children of /person; served at the root, with /person/<child> redirecting there (glossary). */
export const PERSON_CHILD_ROUTES: readonly RouteInfo[] = [
  { path: '/setting', key: 'setting' },
  { path: '/deallog', key: 'deallog' },
  { path: '/tbjl', key: 'tbjl' },
  { path: '/cbjl', key: 'cbjl' },
  { path: '/subscriptionList', key: 'subscriptionList' },
  { path: '/kjmbSelect', key: 'kjmbSelect' },
  { path: '/kjmb', key: 'kjmb' },
  { path: '/exchange', key: 'exchange' },
  { path: '/credit', key: 'credit' },
  { path: '/receive', key: 'receive' },
  { path: '/sfyz', key: 'sfyz' },
  { path: '/smauth', key: 'smauth' },
  { path: '/seniorauth', key: 'seniorauth' },
  { path: '/dzrz', key: 'dzrz' },
  { path: '/mypromotion', key: 'mypromotion' },
  { path: '/authentication', key: 'authentication' },
  { path: '/service', key: 'service' },
  { path: '/news', key: 'news' },
  { path: '/newsDetail', key: 'newsDetail' },
  /** Responsible trading (issue 18): the user's own limits, cool-off and self-exclusion. */
  { path: '/limits', key: 'limits' },
];
