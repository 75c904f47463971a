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
