import type { Catalogue } from '@veritex/i18n';
import pg from 'pg';
import { MAKER_PERIOD_MS, type marketMakerRounds, TAKER_PERIOD_MS } from './bots/marketMaker.js';
import { deliverDueBroadcasts } from './modules/broadcast/index.js';
import {
  followManualPayouts,
  followOutgoingTransactions,
  type KeyHolder,
  planSweeps,
  reconcileChainBalances,
  sendOutgoingTransactions,
  type WatchDeps,
  watchChainDeposits,
} from './modules/chain/index.js';
import { settleDueDeliveries } from './modules/delivery/index.js';
import { chargeDueCarry, type PositionWatcher } from './modules/derivatives/index.js';
import { accrueEarnings } from './modules/earn/index.js';
import { deleteEndedSignInThrottles, findUserById } from './modules/identity/index.js';
import { chargeLateFees, remindDueLoans, watchCollateralLoans } from './modules/loans/index.js';
import { pruneTicks, type ReferenceFeed, recordTicks, type TickedInstrument, type TickHub } from './modules/marketdata/index.js';
import { applyDueMarketChanges } from './modules/markets/index.js';
import { deliverMessageMails, type MailSender } from './modules/messaging/index.js';
import { expireOrders } from './modules/p2p/index.js';
import { publishDailySnapshot } from './modules/proof/index.js';
import { computeLosingShare } from './modules/protection/index.js';
import { payReferralCommissions, releaseReferralCommissions } from './modules/referral/index.js';
import { readSettings } from './modules/settings/index.js';
import { fillRestingDemoOrders, type SpotWriter } from './modules/spot/index.js';
import { recordStatementHeads } from './modules/statements/index.js';
import { allocateDueProjects, unlockDueSubscriptions } from './modules/subscriptions/index.js';
import { notifyUnreadReplies } from './modules/support/index.js';
import type { ChainNode } from './platform/chain/chainNode.js';
import type { Clock } from './platform/clock.js';
import type { Database } from './platform/db/client.js';
import { ensurePartitionsAhead } from './platform/db/dayPartitions.js';
import { deleteExpiredCallRequests } from './platform/idempotency/index.js';
import { type JobDeclaration, type JobLog, JobScheduler } from './platform/jobs/index.js';

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
/** How long a shutdown waits for running jobs: well inside the process's own 30 s shutdown limit. */
const JOB_STOP_WAIT_MS = 10 * SECOND_MS;

export interface JobDeps {
  db: Database;
  clock: Clock;
  feed: ReferenceFeed;
  ticks: TickHub;
  /** The leveraged instruments whose reference tick is stored each second. */
  instruments: TickedInstrument[];
  watcher: PositionWatcher;
  exchange: SpotWriter;
  /** The liquidity bots' rounds; absent with MARKET_MAKER=off. */
  bots?: ReturnType<typeof marketMakerRounds>;
  /** With demo data: posts the demo ads the seed could not price before the first tick (seed/demoP2p.ts). */
  demoAds?: () => Promise<unknown>;
  /** Mails about inbox messages: the sender, the catalogue they are written from, and the site's address for their links. */
  messageMail: { mail: MailSender; catalogue: Catalogue; publicUrl: string };
  /** Chain mode (CHAIN_RPC_URL…): the deposit watcher's node and wallet; absent in voucher mode. */
  chain?: WatchDeps;
  /** Chain mode: the node the payout follower and reconciliation read (no key), the chain and the USDT contract. */
  payouts?: PayoutJobDeps;
}

export interface PayoutJobDeps {
  node: ChainNode;
  chainId: number;
  token: string;
}

/** How often the chain watcher asks the node for new blocks (Ethereum makes one every 12 s). */
export const CHAIN_WATCH_PERIOD_MS = 3 * SECOND_MS;

/**
 * Every periodic job of the server, in one table. Each runs once across processes, for each period
 * once, after the previous run of the same job has ended (platform/jobs). `latest` jobs catch up
 * after downtime by themselves (or cannot: a second that passed unrecorded is gone); an `each`
 * job would be run for every missed period in order.
 */
export function periodicJobs(deps: JobDeps): JobDeclaration[] {
  const { db, clock, bots, demoAds } = deps;
  const recorder = { db, feed: deps.feed, instruments: deps.instruments, hub: deps.ticks };
  return [
    // One stored reference tick a second per leveraged instrument, then the risk scan and mark streams hear of it.
    { name: 'marketdata.record-ticks', periodMs: SECOND_MS, catchUp: 'latest', run: ({ periodAt }) => recordTicks(recorder, periodAt) },
    // Markets desk: scheduled changes whose time has come, in effective-time order (all missed ones after downtime, each binding from its own time);
    // a spot change reaches this process's spot writer at once (other processes hear markets_changed).
    {
      name: 'markets.apply-changes',
      periodMs: SECOND_MS,
      catchUp: 'latest',
      run: async () => {
        const { spot } = await applyDueMarketChanges(db, clock);
        if (spot > 0) await deps.exchange.reloadMarkets();
      },
    },
    // Delivery orders settle 1 s after expiry at the stored tick; every order past its expiry is due.
    { name: 'delivery.settle', periodMs: 500, catchUp: 'latest', run: () => settleDueDeliveries(db, clock) },
    // Funding at 00/08/16 UTC, overnight fees at 22 UTC; missed boundaries are charged one by one.
    { name: 'derivatives.charge-carry', periodMs: 10 * SECOND_MS, catchUp: 'latest', run: () => chargeDueCarry(db, clock) },
    // The risk index's full re-read, a safety net under the position_changed notices.
    { name: 'derivatives.risk-resync', periodMs: MINUTE_MS, catchUp: 'latest', run: async () => deps.watcher.requestResync() },
    // Late fees of unsecured loans: each ended day past due charged once per loan (loan_late_fees); missed days are caught up.
    { name: 'loans.late-fees', periodMs: 10 * MINUTE_MS, catchUp: 'latest', run: () => chargeLateFees(db, clock) },
    // Crypto-backed loans: interest of ended days, then margin calls and liquidations at the latest stored tick.
    { name: 'loans.collateral-watch', periodMs: 5 * SECOND_MS, catchUp: 'latest', run: () => watchCollateralLoans(db, clock) },
    // Earn: interest of every ended Hong Kong day not yet posted (each missed day after downtime), maturity, payout.
    { name: 'earn.accrue', periodMs: MINUTE_MS, catchUp: 'latest', run: () => accrueEarnings(db, clock) },
    // Referral: level 1..referral_depth shares of the trading fees received since the last run (fee ledger watermark), pending in the commission account.
    { name: 'referral.commissions', periodMs: 10 * SECOND_MS, catchUp: 'latest', run: () => payReferralCommissions(db, clock) },
    // Referral: pending commissions whose hold (referral_hold_hours) has ended become available on the exchange account.
    { name: 'referral.release', periodMs: MINUTE_MS, catchUp: 'latest', run: () => releaseReferralCommissions(db, clock) },
    // New-coin projects whose window ended: the commitment root published (committed first), then the allocation by the rule.
    { name: 'subscriptions.allocate', periodMs: 30 * SECOND_MS, catchUp: 'latest', run: () => allocateDueProjects(db, clock) },
    // Allotted coins whose lock-up ended: locked account → exchange account.
    { name: 'subscriptions.unlock', periodMs: MINUTE_MS, catchUp: 'latest', run: () => unlockDueSubscriptions(db, clock) },
    // Loans due within three days, then within one: a reminder each, once per loan and threshold (the message's dedupe key).
    { name: 'loans.due-reminders', periodMs: 10 * MINUTE_MS, catchUp: 'latest', run: () => remindDueLoans(db, clock) },
    // Mails of inbox messages queued by committed transactions (security notices, and the groups each user chose).
    {
      name: 'messaging.mail',
      periodMs: 2 * SECOND_MS,
      catchUp: 'latest',
      run: () => deliverMessageMails({ db, clock, ...deps.messageMail, recipientOf: mailRecipient(db) }),
    },
    // Quick buy: unpaid orders past their payment window are cancelled and their escrow returned (each re-checked under its row lock).
    // Demo accounts: resting demo limit orders fill once the book's visible depth reaches their limit (the book untouched).
    { name: 'spot.demo-resting', periodMs: SECOND_MS, catchUp: 'latest', run: () => fillRestingDemoOrders({ db, exchange: deps.exchange }) },
    { name: 'p2p.expire', periodMs: 5 * SECOND_MS, catchUp: 'latest', run: () => expireOrders(db, clock) },
    // Support: an agent's answer left unread for a minute (the user is away from the chat) → one inbox message per burst of answers.
    { name: 'support.unread-replies', periodMs: 15 * SECOND_MS, catchUp: 'latest', run: () => notifyUnreadReplies(db, clock) },
    // Statements: each real user's chain head at the end of every ended UTC month (an hour after it ends), each missed month after downtime.
    { name: 'statements.record-heads', periodMs: HOUR_MS, catchUp: 'latest', run: () => recordStatementHeads(db, clock) },
    // Request ids older than 7 days; sign-in throttles whose window and lock are over.
    // Proof of liabilities: one Merkle sum-tree snapshot a day (keyed by the day); after downtime only today's. A fresh install's first run is at start.
    { name: 'proof.snapshot', periodMs: 24 * HOUR_MS, catchUp: 'latest', run: ({ periodKey }) => publishDailySnapshot(db, clock, periodKey) },
    // Retail protection: the risk warning's share of real accounts that lost money on leveraged products over the 12 months to today (one row per UTC day).
    { name: 'protection.losing-share', periodMs: 24 * HOUR_MS, catchUp: 'latest', run: ({ periodAt }) => computeLosingShare(db, clock, { asOf: periodAt }) },
    // Staff broadcasts whose time has come, every one still due (each user once: the message's dedupe key).
    { name: 'broadcast.deliver', periodMs: 10 * SECOND_MS, catchUp: 'latest', run: () => deliverDueBroadcasts(db, clock) },
    // Day partitions of reference_ticks and spot_trades from today to a week ahead (rows that reached the default partition move in).
    { name: 'history.ensure-partitions', periodMs: HOUR_MS, catchUp: 'latest', run: ({ periodAt }) => ensurePartitionsAhead(db, periodAt) },
    // Raw ticks past tick_retention_days, except every tick a record names; candles stay.
    { name: 'marketdata.prune-ticks', periodMs: HOUR_MS, catchUp: 'latest', run: ({ periodAt }) => pruneTicks(db, periodAt) },
    { name: 'cleanup', periodMs: HOUR_MS, catchUp: 'latest', run: () => cleanUp(db, clock.now()) },
    ...(bots
      ? ([
          { name: 'bots.maker', periodMs: MAKER_PERIOD_MS, catchUp: 'latest', run: () => bots.refreshLadders() },
          { name: 'bots.taker', periodMs: TAKER_PERIOD_MS, catchUp: 'latest', run: () => bots.takeLiquidity() },
        ] satisfies JobDeclaration[])
      : []),
    // Chain mode: USDT Transfer logs to users' addresses recorded as seen, credited after the confirmations, reorgs marked; once across processes,
    // its cursor stored, every write idempotent (modules/chain watchChainDeposits).
    ...(deps.chain
      ? ([
          { name: 'chain.watch-deposits', periodMs: CHAIN_WATCH_PERIOD_MS, catchUp: 'latest', run: () => watchChainDeposits(deps.chain!) },
        ] satisfies JobDeclaration[])
      : []),
    ...(deps.payouts ? chainPayoutJobs(db, clock, deps.payouts) : []),
    ...(demoAds ? ([{ name: 'demo.p2p-ads', periodMs: 5 * SECOND_MS, catchUp: 'latest', run: demoAds }] satisfies JobDeclaration[]) : []),
  ];
}

/**
 * Chain mode's payout jobs in the web process (no key here): the follower records which attempt of
 * each signer transaction was mined, counts confirmations and settles (pays the withdrawal, posts the
 * gas, flags a revert), and follows cold-wallet hashes finance typed; reconciliation compares the
 * chain's USDT with the ledger every ten minutes.
 */
function chainPayoutJobs(db: Database, clock: Clock, payouts: PayoutJobDeps): JobDeclaration[] {
  return [
    {
      name: 'chain.follow-outgoing',
      periodMs: 3 * SECOND_MS,
      catchUp: 'latest',
      run: async () => {
        const confirmationsNeeded = (await readSettings(db)).payout_confirmations;
        await followOutgoingTransactions(db, clock, { ...payouts, confirmationsNeeded });
        await followManualPayouts(db, clock, { ...payouts, confirmationsNeeded });
      },
    },
    {
      name: 'chain.reconcile',
      periodMs: 10 * MINUTE_MS,
      catchUp: 'latest',
      run: ({ periodKey }) => reconcileChainBalances(db, clock, { ...payouts, periodKey: `chain.reconcile:${periodKey}` }),
    },
  ];
}

export interface SignerJobDeps {
  db: Database;
  clock: Clock;
  keys: KeyHolder;
  node: ChainNode;
  chainId: number;
  token: string;
  replaceAfterMs: number;
  feeBumpPercent: number;
  sweepMinimum: bigint;
}

/**
 * The signer process's own job table (apps/server/src/signer/main.ts), run by the same scheduler: one
 * signer sends at a time across processes (the job's advisory lock), and each pass resumes from the
 * database. Sending runs every second; sweeps are planned every minute.
 */
export function signerJobs(deps: SignerJobDeps): JobDeclaration[] {
  const { db, clock, keys, node, chainId } = deps;
  return [
    {
      name: 'signer.send',
      periodMs: SECOND_MS,
      catchUp: 'latest',
      run: () => sendOutgoingTransactions(db, clock, { keys, node, chainId, replaceAfterMs: deps.replaceAfterMs, feeBumpPercent: deps.feeBumpPercent }),
    },
    {
      name: 'signer.plan-sweeps',
      periodMs: MINUTE_MS,
      catchUp: 'latest',
      run: () => planSweeps(db, clock, { node, chainId, token: deps.token, hotWallet: keys.hotWallet, minimum: deps.sweepMinimum }),
    },
  ];
}

/** Where a message mail goes: the account's e-mail, stored language and anti-phishing code. */
function mailRecipient(db: Database) {
  return async (userId: bigint) => {
    const user = await findUserById(db, userId);
    return user && { email: user.email, lang: user.lang, antiPhishingCode: user.antiPhishingCode };
  };
}

async function cleanUp(db: Database, now: Date): Promise<{ callRequests: number; signInThrottles: number }> {
  return { callRequests: await deleteExpiredCallRequests(db, now), signInThrottles: await deleteEndedSignInThrottles(db, now) };
}

/**
 * Runs the job table. The scheduler gets a pool of its own on the same database, one connection
 * per job (each running job holds its advisory lock on one), so jobs never take request handlers'
 * connections. stop() lets running jobs finish first (for up to 10 s).
 */
export function startJobs(options: { pool: pg.Pool; clock: Clock; log: JobLog; jobs: JobDeclaration[] }): { stop(): Promise<void> } {
  const lockPool = new pg.Pool({ ...options.pool.options, max: options.jobs.length });
  lockPool.on('error', (error) => options.log.warn(`[jobs] idle lock connection failed: ${error.message}`));
  const scheduler = new JobScheduler({ pool: lockPool, clock: options.clock, jobs: options.jobs, log: options.log });
  scheduler.start();
  return {
    stop: async () => {
      // A run that did not end still holds its connection, and pool.end() would wait for it.
      if (await scheduler.stop(JOB_STOP_WAIT_MS)) await lockPool.end();
    },
  };
}
