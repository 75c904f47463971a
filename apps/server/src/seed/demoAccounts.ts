/**
 * Demo credentials, stated in the README. Change or disable them before running a real
 * venue (SEED_DEMO=false skips them).
 */
export const DEMO_TRADER = {
  email: 'demo@veritex.local',
  password: 'Demo2026pass',
  // Hong Kong: the default jurisdiction profile, so the demo shows every product (GB is UK retail: no crypto derivatives).
  nationality: 'HK',
  invitationCode: 'DEMO2026',
  name: 'Demo Trader',
  /** Exchange-account starting balance in minor units: 10,000 USDT and 0.1 BTC. */
  startingBalance: [
    ['USDT', 10_000_000_000n],
    ['BTC', 10_000_000n],
  ] as Array<[string, bigint]>,
  /** USDT in the contract account (leveraged positions) and the futures account (delivery contracts): 5,000 and 1,000. */
  startingTradingAccounts: [
    ['contract', 5_000_000_000n],
    ['futures', 1_000_000_000n],
  ] as Array<['contract' | 'futures', bigint]>,
};
export const DEMO_ADMIN = { username: 'admin', password: 'Admin#2026demo', totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD' };
