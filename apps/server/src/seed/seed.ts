import { eq } from 'drizzle-orm';
import { createStaff } from '../modules/admin/index.js';
import { seedDemoBroadcasts } from '../modules/broadcast/index.js';
import { seedAnnouncements, seedBanners, seedHelpCentre, seedTexts } from '../modules/content/index.js';
import { seedInstruments } from '../modules/derivatives/index.js';
import { type DepositAddressConfig, seedDepositChannels } from '../modules/funding/index.js';
import { createUserWithPassword, users } from '../modules/identity/index.js';
import { seedMarkets } from '../modules/marketdata/index.js';
import { seedDemoMarketChange } from '../modules/markets/index.js';
import { seedJurisdictionProfiles } from '../modules/protection/index.js';
import { seedCannedReplies } from '../modules/support/index.js';
import { type Clock, systemClock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';
import type { ImageStore } from '../platform/images.js';
import { type ChartHistoryOptions, seedChartHistory } from './chartHistory.js';
import { DEMO_ADMIN, DEMO_TRADER } from './demoAccounts.js';
import { postDemoDeposit } from './demoDeposit.js';
import { seedDemoEarn } from './demoEarn.js';
import { seedDemoHalts } from './demoHalts.js';
import { seedDemoLoans, seedLendingAccount } from './demoLoans.js';
import { seedDemoP2p } from './demoP2p.js';
import { seedDemoReferral } from './demoReferral.js';
import { seedDemoRewards } from './demoRewards.js';
import { seedDemoStaff } from './demoStaff.js';
import { seedDemoSubscriptions } from './demoSubscriptions.js';
import { seedDemoSupport, seedDemoSupportAgents } from './demoSupport.js';
import { recordRulesInForce } from './ruleRegister.js';

/** Idempotency keys of the seed's ledger postings: a second start finds them and posts nothing. */
export const seedKeys = {
  /** The demo trader's starting balance of one asset in the exchange account. */
  demoBalance: (asset: string) => `seed:demo-trader:${asset}`,
  /** The demo trader's starting USDT in a trading account (contract, futures). */
  demoTradingAccount: (kind: string) => `seed:demo-trader:USDT:${kind}`,
};

/** Idempotent: running it on every start adds what is missing and changes nothing else. */
export interface SeedOptions {
  demoAccounts: boolean;
  depositAddresses?: DepositAddressConfig;
  /** The clock configuration with dates starts from (benefit task periods); the system clock unless a test injects one. */
  clock?: Clock;
  /**
   * `npm start` also gives the demo trader an earn order, a repaid loan, invitees at two levels, an
   * open new-coin sale and a private placement it is invited to, and puts capital in the lending account,
   * and seeds two quick-buy merchants with sell and buy ads (demoP2p.ts), so every screen has something to show. API tests leave it out: their figures
   * start from the accounts alone.
   */
  demoHoldings?: { clock: Clock; images: ImageStore };
  /** A month of chart history (seed/chartHistory.ts): `npm start` seeds it; API tests leave it out unless they test it. */
  chartHistory?: ChartHistoryOptions;
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await seedMarkets(db);
  await seedInstruments(db);
  if (options.chartHistory) await seedChartHistory(db, options.chartHistory);
  await seedDepositChannels(db, options.depositAddresses ?? {});
  await seedTexts(db);
  await seedHelpCentre(db);
  // The venue's first announcements are real content (every start, like the texts); banners need the image store.
  await seedAnnouncements(db, options.clock ?? options.demoHoldings?.clock ?? systemClock);
  if (options.demoHoldings) await seedBanners(db, options.demoHoldings.images, options.demoHoldings.clock);
  await seedCannedReplies(db, options.clock ?? options.demoHoldings?.clock ?? systemClock);
  // Retail protection's jurisdiction profiles (default, EU retail, UK retail) and the country mapping, once; then staff own them.
  await seedJurisdictionProfiles(db);
  // Sign-in rewards and benefit tasks are configuration a real venue starts from too; the rewards
  // account is funded (from platform capital) only for the demo: a venue's finance funds it.
  await seedDemoRewards(db, { clock: options.clock ?? options.demoHoldings?.clock ?? systemClock, fund: options.demoHoldings !== undefined });
  // The rule register: a first version of every rule on install, a new one for a value changed since.
  await recordRulesInForce(db);
  if (!options.demoAccounts) return;
  await createStaff(db, { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password, totpSecret: DEMO_ADMIN.totpSecret, roles: ['super_admin'] });
  await seedDemoSupportAgents(db);
  await seedDemoStaff(db, options.clock ?? options.demoHoldings?.clock ?? systemClock);
  // The invitation code names the demo trader for good: someone trying the demo may change its e-mail.
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.invitationCode, DEMO_TRADER.invitationCode));
  if (!existing) {
    await createUserWithPassword(db, {
      account: { kind: 'email', value: DEMO_TRADER.email },
      password: DEMO_TRADER.password,
      nationality: DEMO_TRADER.nationality,
      invitationCode: DEMO_TRADER.invitationCode,
      name: DEMO_TRADER.name,
    });
  }
  await fundDemoTrader(db);
  if (options.demoHoldings) await seedDemoHoldings(db, options.demoHoldings);
}

async function seedDemoHoldings(db: Database, holdings: { clock: Clock; images: ImageStore }): Promise<void> {
  const [trader] = await db.select({ id: users.id }).from(users).where(eq(users.invitationCode, DEMO_TRADER.invitationCode));
  if (!trader) return;
  await seedLendingAccount(db);
  await seedDemoLoans(db, holdings.clock, holdings.images, { userId: trader.id });
  await seedDemoEarn(db, holdings.clock, trader.id);
  await seedDemoReferral(db, { traderId: trader.id });
  await seedDemoSubscriptions(db, holdings.clock);
  await seedDemoP2p(db, holdings.clock, holdings.images);
  await seedDemoSupport(db, holdings.clock, trader.id);
  await seedDemoMarketChange(db, holdings.clock);
  await seedDemoHalts(db, holdings.clock);
  await seedDemoBroadcasts(db, holdings.clock);
}

/**
 * The demo trader starts with deposits so that /deal, /deal_c and /deal_jg work at once. Each is an ordinary
 * deposit posting (from deposits_clearing, reason `demo_deposit`), visible in the account log.
 */
async function fundDemoTrader(db: Database): Promise<void> {
  const [trader] = await db.select({ id: users.id }).from(users).where(eq(users.invitationCode, DEMO_TRADER.invitationCode));
  if (!trader) return;
  const common = { userId: trader.id, causeId: 'demo-trader', memo: 'Demo account starting balance' };
  for (const [asset, units] of DEMO_TRADER.startingBalance) {
    await postDemoDeposit(db, { ...common, kind: 'exchange', asset, units, idempotencyKey: seedKeys.demoBalance(asset) });
  }
  for (const [kind, units] of DEMO_TRADER.startingTradingAccounts) {
    await postDemoDeposit(db, { ...common, kind, asset: 'USDT', units, idempotencyKey: seedKeys.demoTradingAccount(kind) });
  }
}
