import { inspect } from 'node:util';
import { eq } from 'drizzle-orm';
import { ensureBots, marketMakerRounds } from './bots/marketMaker.js';
import { type ChainConfig, type Config, loadConfig } from './config.js';
import { buildApp } from './http/app.js';
import type { Services } from './http/services.js';
import { periodicJobs, startJobs } from './jobs.js';
import { chainWalletOf, type WatchDeps } from './modules/chain/index.js';
import { instruments, PositionWatcher } from './modules/derivatives/index.js';
import { createHistorySource, createReferenceFeed, findAsset, markets } from './modules/marketdata/index.js';
import { MARKETS_CHANGED_CHANNEL } from './modules/subscriptions/index.js';
import { type ChainNode, viemChainNode } from './platform/chain/chainNode.js';
import { type Clock, systemClock } from './platform/clock.js';
import { composeServices, imageStoreFor } from './platform/compose.js';
import { connectDatabase, type Database, migrateDatabase } from './platform/db/client.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './platform/db/embedded.js';
import { DEMO_ADMIN, DEMO_TRADER } from './seed/demoAccounts.js';
import { demoAdsRound } from './seed/demoP2p.js';
import { seedDemoSurveillance } from './seed/demoSurveillance.js';
import { seedDatabase } from './seed/seed.js';
import { superviseSigner } from './signerSupervisor.js';

/**
 * Shutdown order, whatever the start order: the HTTP server first (it closes the sockets, so
 * nothing is pushed to a client mid-shutdown), then the jobs, bots, risk watcher and feed, the
 * signer process (when one runs beside this one), the services (spot writer, notice channel, SMTP sink), the pool, and PostgreSQL last.
 */
const STOP_ORDER = ['http', 'jobs', 'signer', 'services', 'pool', 'postgres'] as const;
type StopPhase = (typeof STOP_ORDER)[number];
/** A shutdown that hangs (a connection that never answers) must still end the process. */
const SHUTDOWN_LIMIT_MS = 30_000;

/**
 * `npm start`: embedded PostgreSQL (unless DATABASE_URL is set), migrations, idempotent
 * seed, local mail sink, then the API and the built web app on one port. SIGINT (Ctrl-C),
 * SIGTERM and SIGHUP stop everything in STOP_ORDER and exit 0; a further signal while stopping
 * is only noted.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const stops = new Map<StopPhase, () => Promise<unknown>>();
  let stopping: Promise<void> | undefined;
  const shutdown = (code: number) => {
    stopping ??= stopInOrder(stops).then(() => process.exit(code));
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.log(`[shutdown] ${signal}: ${stopping ? 'already stopping' : 'stopping'}`);
      void shutdown(0);
    });
  }

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      console.log(`[db] starting embedded PostgreSQL in ${config.dataDir}/pg on port ${config.embeddedPostgresPort}`);
      const embedded: EmbeddedDatabase = await startEmbeddedPostgres({
        dataDir: `${config.dataDir}/pg`,
        port: config.embeddedPostgresPort,
        durable: config.embeddedPostgresDurable,
      });
      stops.set('postgres', () => embedded.stop());
      databaseUrl = embedded.url;
    }
    const database = connectDatabase(databaseUrl);
    stops.set('pool', () => database.close());
    await migrateDatabase(database.db);
    await seedDatabase(database.db, {
      demoAccounts: config.seedDemoData,
      depositAddresses: config.depositAddresses,
      demoHoldings: { clock: systemClock, images: imageStoreFor(config) },
      chartHistory:
        config.chartHistoryDays > 0
          ? { source: createHistorySource(config, console), days: config.chartHistoryDays, nowMs: systemClock.now().getTime(), log: console.log }
          : undefined,
    });

    const { services, smtpSink, stop: stopServices } = await composeServices(config, database);
    stops.set('services', stopServices);
    // Needs the spot writer (its fills go through the book), so after the services and before the liquidity bots.
    if (config.seedDemoData) await seedDemoSurveillance({ db: services.db, exchange: services.exchange, clock: services.clock, images: services.images });
    const app = await buildApp(services, { logger: process.env.LOG_REQUESTS === 'true' });
    stops.set('http', () => app.close());
    await app.listen({ port: config.port, host: config.host });
    stops.set('jobs', await startReferencePrices(config, services));
    if (config.signerKeyFile) {
      if (!config.chain) throw new Error('SIGNER_KEY_FILE needs chain mode (CHAIN_RPC_URL, CHAIN_ID, CHAIN_USDT_CONTRACT, CHAIN_DEPOSIT_XPUB)');
      const signer = superviseSigner({ databaseUrl, log: console.log });
      stops.set('signer', () => signer.stop());
    }

    console.log(`\nVeritex is running at http://localhost:${config.port}`);
    if (smtpSink) console.log(`  mail: local SMTP sink on 127.0.0.1:${smtpSink.port}; read codes in the console's Outbox`);
    if (config.seedDemoData) {
      console.log(`  demo trader: ${DEMO_TRADER.email} / ${DEMO_TRADER.password}`);
      console.log(
        `  staff console: http://localhost:${config.port}/admin  ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}, TOTP secret ${DEMO_ADMIN.totpSecret}`,
      );
    }
    console.log('  API reference: /api/docs    Ctrl-C stops everything.\n');
  } catch (error) {
    console.error(`[start] failed: ${describeFailure(error)}`);
    await shutdown(1);
  }
}

async function stopInOrder(stops: Map<StopPhase, () => Promise<unknown>>): Promise<void> {
  const limit = setTimeout(() => {
    console.error(`[shutdown] still not done after ${SHUTDOWN_LIMIT_MS / 1000} s; exiting`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  limit.unref();
  for (const phase of STOP_ORDER) {
    const stop = stops.get(phase);
    if (!stop) continue;
    const startedAt = performance.now();
    try {
      await stop();
      console.log(`[shutdown] ${phase} stopped (${Math.round(performance.now() - startedAt)} ms)`);
    } catch (error) {
      console.error(`[shutdown] stopping ${phase} failed: ${describeFailure(error)}`);
    }
  }
  clearTimeout(limit);
}

/** Something useful whatever was thrown: libraries reject with strings, objects and even undefined. */
function describeFailure(error: unknown): string {
  if (error instanceof Error) return inspect(error);
  return `${inspect(error)} (thrown as a ${error === null ? 'null' : typeof error}, not an Error)`;
}

/**
 * The reference feed over every spot market and leveraged instrument, the risk watcher, and the
 * periodic jobs (jobs.ts: the tick recorder, settlements, carry, cleanup and, unless
 * MARKET_MAKER=off, the liquidity bots). The returned stop lets running jobs finish first.
 */
async function startReferencePrices(config: Config, services: Services): Promise<() => Promise<void>> {
  const spot = await services.db.select().from(markets).where(eq(markets.kind, 'spot'));
  const leveraged = await services.db.select().from(instruments);
  const assets = new Map(
    // A market staff listed has no reference price: its prices are its own trades, and the feed does not quote it.
    [...spot, ...leveraged]
      .filter((m) => Number(m.referencePrice) > 0)
      .map((m) => [
        `${m.base}/${m.quote}`,
        { key: `${m.base}/${m.quote}`, referencePrice: Number(m.referencePrice), annualVolatility: m.volatilityBp / 10_000 },
      ]),
  );
  const feed = createReferenceFeed(config, assets, console);
  await feed.start();
  // The markets desk opens an instrument only for a pair this feed quotes (prices come from the market).
  services.feed.quotes = (base, quote) => feed.quote(base, quote, Date.now()) !== undefined;
  // An instrument added on the desk gets its stored ticks from the next second on.
  services.notices.subscribe(MARKETS_CHANGED_CHANNEL, () => {
    void services.db
      .select()
      .from(instruments)
      .then(
        (rows) => leveraged.splice(0, leveraged.length, ...rows),
        (error: unknown) => console.error('[markets] re-reading the instruments failed', error),
      );
  });
  const positionWatch = new PositionWatcher({ db: services.db, notices: services.notices, clock: services.clock, ticks: services.ticks, log: console });
  await positionWatch.start();
  const deps = { db: services.db, exchange: services.exchange, feed, clock: services.clock, skip: config.marketMakerSkip };
  const bots = config.marketMaker ? marketMakerRounds(deps, await ensureBots(deps)) : undefined;
  const demoAds = config.seedDemoData ? demoAdsRound(services.db, services.clock, services.images) : undefined;
  const messageMail = { mail: services.mail, catalogue: services.catalogue, publicUrl: config.publicUrl };
  const chainNode = config.chain ? viemChainNode(config.chain.rpcUrl) : undefined;
  const jobDeps = {
    db: services.db,
    clock: services.clock,
    feed,
    ticks: services.ticks,
    instruments: leveraged,
    watcher: positionWatch,
    exchange: services.exchange,
    bots,
    demoAds,
    messageMail,
    chain: config.chain && chainNode ? await chainWatch(services.db, services.clock, chainNode, config.chain) : undefined,
    payouts: config.chain && chainNode ? { node: chainNode, chainId: config.chain.chainId, token: config.chain.usdtContract } : undefined,
  };
  const jobLog = {
    warn: (message: string) => console.warn(message),
    ran: config.logJobRuns ? (message: string) => console.log(`[jobs] ${message}`) : undefined,
  };
  const jobs = startJobs({ pool: services.pool, clock: services.clock, log: jobLog, jobs: periodicJobs(jobDeps) });
  if (bots) {
    const skipped = config.marketMakerSkip.length ? ` (not on ${config.marketMakerSkip.join(', ')})` : '';
    console.log(`  liquidity: market-maker bots on ${feed.name} reference prices${skipped}`);
  }
  if (config.chain)
    console.log(`  deposits: USDT (ERC-20) on chain ${config.chain.chainId}, contract ${config.chain.usdtContract}, watched at ${config.chain.rpcUrl}`);
  return async () => {
    await jobs.stop();
    await positionWatch.stop();
    await feed.stop();
  };
}

void main();

/** Chain mode's watcher dependencies. The token's decimals must be the platform's USDT scale (amounts are never rescaled). */
async function chainWatch(db: Database, clock: Clock, node: ChainNode, config: ChainConfig): Promise<WatchDeps> {
  const usdt = await findAsset(db, 'USDT');
  if (usdt?.scale !== config.tokenDecimals)
    throw new Error(`CHAIN_TOKEN_DECIMALS (${config.tokenDecimals}) must equal the USDT asset's scale (${usdt?.scale})`);
  return { db, clock, wallet: chainWalletOf(config), node };
}
