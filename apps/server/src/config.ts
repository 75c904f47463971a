import { resolve } from 'node:path';
import type { S3StoreConfig } from './platform/images.js';

/** Everything the process reads from its environment, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  /** External PostgreSQL; when absent, embedded PostgreSQL runs with data under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  /** EMBEDDED_PG_FSYNC=off: the embedded PostgreSQL does not fsync (throwaway test platforms only; see startEmbeddedPostgres). */
  embeddedPostgresDurable: boolean;
  /** Public base URL, used in e-mails and the app-download QR code. */
  publicUrl: string;
  /** Built web app to serve; absent in API-only mode (dev, tests). */
  webDistDir: string | undefined;
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string; from: string } | undefined;
  /** Port of the local SMTP sink started when no SMTP server is configured. */
  smtpSinkPort: number;
  sms: { providerUrl: string; apiKey?: string } | undefined;
  seedDemoData: boolean;
  supportEmail: string;
  /** Voucher and identity images, outside any web root (local store). */
  uploadsDir: string;
  /** An S3-compatible bucket for the images instead of the local directory (UPLOADS_S3_BUCKET set). */
  uploadsS3: S3StoreConfig | undefined;
  /** Platform deposit addresses; without them the seeded placeholders are shown as not configured. */
  depositAddresses: { erc20?: string; bitcoin?: string };
  /** Multiplies every per-minute rate limit (tests and load benchmarks raise it). */
  rateLimitFactor: number;
  /** Seed of the offline price simulator. */
  simulatorSeed: string;
  /** Where reference prices come from: the offline simulator, or a ccxt exchange's public tickers. */
  priceFeed: PriceFeedSetting;
  /** How often a real price feed is polled. */
  priceFeedPollMs: number;
  /** Days of chart history seeded at start (CHART_HISTORY_DAYS, default 30; 0 = none). */
  chartHistoryDays: number;
  /** The demo liquidity bots (maker and taker) run unless MARKET_MAKER=off. */
  marketMaker: boolean;
  /** Spot markets the bots leave alone (MARKET_MAKER_SKIP=AVAX_USDT,LINK_USDT), e.g. for tests that need an empty book. */
  marketMakerSkip: string[];
  production: boolean;
  trustProxy: boolean;
  /**
   * CLUSTER_NATS_URL: several processes on one database (DATABASE_URL), spot commands forwarded to
   * the writer and market data fanned out over NATS (platform/cluster). Absent: one process, no NATS.
   */
  clusterNatsUrl: string | undefined;
  /** LOG_JOB_RUNS=true prints a line per completed job period (the multi-process test reads them). */
  logJobRuns: boolean;
  /** On-chain USDT deposits (CHAIN_RPC_URL and the rest set); absent: voucher mode, as before. */
  chain: ChainConfig | undefined;
  /**
   * SIGNER_KEY_FILE: where the signer process finds the hot wallet's and the deposit wallet's private
   * keys. This process only starts the signer beside it when it is set; it never opens the file.
   */
  signerKeyFile: string | undefined;
}

/** Chain mode: USDT (ERC-20) deposits to per-user addresses, watched over JSON-RPC (modules/chain). */
export interface ChainConfig {
  rpcUrl: string;
  chainId: number;
  /** The USDT contract whose Transfer logs count; every other contract's are ignored. */
  usdtContract: string;
  /** Extended PUBLIC key of the deposit wallet's address chain (e.g. m/44'/60'/0'/0); user n's address is its child n. */
  depositXpub: string;
  /** The token's decimals (USDT: 6); must equal the platform's USDT scale. */
  tokenDecimals: number;
  /** First block the watcher reads when it has no cursor yet (default: the head when it first runs). */
  startBlock: bigint | undefined;
  /** Most blocks one eth_getLogs call spans (RPC providers cap it). */
  logSpanBlocks: number;
}

export type PriceFeedSetting = { kind: 'simulated' } | { kind: 'ccxt'; exchangeId: string };

/** Polling faster than this spends exchange rate limit for no fresher reference price. */
const MIN_PRICE_FEED_POLL_MS = 250;

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 8080);
  const smtpHost = env.SMTP_HOST;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(REPO_ROOT, env.DATA_DIR ?? '.data'),
    embeddedPostgresPort: intFrom(env.EMBEDDED_PG_PORT, 54329),
    embeddedPostgresDurable: env.EMBEDDED_PG_FSYNC !== 'off',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDistDir: env.WEB_DIST === '' ? undefined : resolve(REPO_ROOT, env.WEB_DIST ?? 'apps/web/dist'),
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: intFrom(env.SMTP_PORT, 587),
          secure: env.SMTP_SECURE === 'true',
          user: env.SMTP_USER,
          password: env.SMTP_PASSWORD,
          from: env.SMTP_FROM ?? 'Veritex <no-reply@veritex.local>',
        }
      : undefined,
    smtpSinkPort: intFrom(env.SMTP_SINK_PORT, 0),
    sms: env.SMS_PROVIDER_URL ? { providerUrl: env.SMS_PROVIDER_URL, apiKey: env.SMS_API_KEY } : undefined,
    seedDemoData: env.SEED_DEMO !== 'false',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@veritex.local',
    uploadsDir: resolve(REPO_ROOT, env.DATA_DIR ?? '.data', 'uploads'),
    uploadsS3: s3From(env),
    depositAddresses: { erc20: env.DEPOSIT_ADDRESS_ERC20 || undefined, bitcoin: env.DEPOSIT_ADDRESS_BITCOIN || undefined },
    rateLimitFactor: Math.max(1, intFrom(env.RATE_LIMIT_FACTOR, 1)),
    simulatorSeed: env.SIMULATOR_SEED ?? 'veritex',
    priceFeed: priceFeedFrom(env.PRICE_FEED),
    priceFeedPollMs: Math.max(MIN_PRICE_FEED_POLL_MS, intFrom(env.PRICE_FEED_POLL_MS, 2000)),
    chartHistoryDays: Math.max(0, intFrom(env.CHART_HISTORY_DAYS, 30)),
    marketMaker: env.MARKET_MAKER !== 'off',
    marketMakerSkip: (env.MARKET_MAKER_SKIP ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === 'true',
    clusterNatsUrl: env.CLUSTER_NATS_URL || undefined,
    logJobRuns: env.LOG_JOB_RUNS === 'true',
    chain: chainFrom(env),
    signerKeyFile: env.SIGNER_KEY_FILE || undefined,
  };
}

const CHAIN_VARIABLES = ['CHAIN_RPC_URL', 'CHAIN_ID', 'CHAIN_USDT_CONTRACT', 'CHAIN_DEPOSIT_XPUB'] as const;

/** Chain mode needs all four variables; some but not all of them stops the start rather than half-enabling it. */
function chainFrom(env: NodeJS.ProcessEnv): ChainConfig | undefined {
  const missing = CHAIN_VARIABLES.filter((name) => !env[name]);
  if (missing.length === CHAIN_VARIABLES.length) return undefined;
  if (missing.length > 0) throw new Error(`chain mode needs ${CHAIN_VARIABLES.join(', ')}; missing: ${missing.join(', ')}`);
  const chainId = Number.parseInt(env.CHAIN_ID ?? '', 10);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error(`CHAIN_ID must be a positive integer, not '${env.CHAIN_ID}'`);
  const usdtContract = env.CHAIN_USDT_CONTRACT ?? '';
  if (!/^0x[0-9a-fA-F]{40}$/.test(usdtContract)) throw new Error(`CHAIN_USDT_CONTRACT must be a 0x address, not '${usdtContract}'`);
  const startBlock = env.CHAIN_START_BLOCK ? BigInt(env.CHAIN_START_BLOCK) : undefined;
  return {
    rpcUrl: env.CHAIN_RPC_URL ?? '',
    chainId,
    usdtContract,
    depositXpub: env.CHAIN_DEPOSIT_XPUB ?? '',
    tokenDecimals: intFrom(env.CHAIN_TOKEN_DECIMALS, 6),
    startBlock,
    logSpanBlocks: Math.max(1, intFrom(env.CHAIN_LOG_SPAN_BLOCKS, 1_000)),
  };
}

/** 'simulated' (default) or 'ccxt:<exchangeId>'; anything else stops the start rather than quietly simulating. */
function priceFeedFrom(value: string | undefined): PriceFeedSetting {
  if (!value || value === 'simulated') return { kind: 'simulated' };
  const exchangeId = /^ccxt:([a-z0-9]+)$/.exec(value)?.[1];
  if (!exchangeId) throw new Error(`PRICE_FEED must be 'simulated' or 'ccxt:<exchangeId>' (e.g. ccxt:binance), not '${value}'`);
  return { kind: 'ccxt', exchangeId };
}

/** UPLOADS_S3_BUCKET turns the S3 store on; the keys are then required, so a half-set configuration stops the start. */
function s3From(env: NodeJS.ProcessEnv): S3StoreConfig | undefined {
  const bucket = env.UPLOADS_S3_BUCKET;
  if (!bucket) return undefined;
  const accessKeyId = env.UPLOADS_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.UPLOADS_S3_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('UPLOADS_S3_BUCKET needs UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY');
  return {
    bucket,
    accessKeyId,
    secretAccessKey,
    endpoint: env.UPLOADS_S3_ENDPOINT || undefined,
    region: env.UPLOADS_S3_REGION ?? 'us-east-1',
    forcePathStyle: env.UPLOADS_S3_PATH_STYLE !== 'false',
    prefix: env.UPLOADS_S3_PREFIX ?? '',
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}
