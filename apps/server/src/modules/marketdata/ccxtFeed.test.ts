import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CcxtFeedOptions, createCcxtFeed, quoteFromTicker } from './ccxtFeed.js';
import { SPOT_ONLY_OPTIONS } from './createReferenceFeed.js';
import type { ReferenceFeed } from './referenceFeed.js';

/**
 * Binance's public REST answers in the exact shape the exchange sends, trimmed to two symbols:
 * GET /api/v3/exchangeInfo (the one request ccxt's loadMarkets makes for spot) and
 * GET /api/v3/ticker/24hr. The machines cannot reach the exchange, so the files were composed
 * from binance's API reference and ccxt's recorded market data rather than captured live.
 * A loopback server that every ccxt API root points at replays them: nothing leaves the machine.
 */
const recordedExchangeInfo = readFileSync(new URL('./fixtures/binance-exchangeInfo.json', import.meta.url), 'utf8');
const recordedTickers = JSON.parse(readFileSync(new URL('./fixtures/binance-ticker-24hr.json', import.meta.url), 'utf8')) as Array<{
  symbol: string;
  closeTime: number;
}>;
const btcClosedAtMs = recordedTickers.find((ticker) => ticker.symbol === 'BTCUSDT')?.closeTime ?? 0;
const STALE_AFTER_MS = 30_000;

interface Replay {
  baseUrl: string;
  /** Path and query of every request, in order. */
  requests: string[];
  /** While true every request answers 500, as an exchange in trouble does. */
  failing: boolean;
  close(): Promise<void>;
}

function recordedAnswer(url: URL): string | undefined {
  if (url.pathname === '/api/v3/exchangeInfo') return recordedExchangeInfo;
  if (url.pathname !== '/api/v3/ticker/24hr') return undefined;
  // `symbol` (fetchTicker) answers the one object; `symbols` (fetchTickers) an array.
  const single = url.searchParams.get('symbol');
  if (single) return JSON.stringify(recordedTickers.find((ticker) => ticker.symbol === single));
  const wanted = JSON.parse(url.searchParams.get('symbols') ?? '[]') as string[];
  return JSON.stringify(recordedTickers.filter((ticker) => wanted.includes(ticker.symbol)));
}

async function replayBinance(): Promise<Replay> {
  let server: Server | undefined;
  const replay: Replay = { baseUrl: '', requests: [], failing: false, close: async () => {} };
  server = createServer((request, response) => {
    replay.requests.push(request.url ?? '');
    const body = replay.failing ? undefined : recordedAnswer(new URL(request.url ?? '/', 'http://127.0.0.1'));
    response.statusCode = body !== undefined ? 200 : replay.failing ? 500 : 404;
    response.setHeader('content-type', body !== undefined ? 'application/json' : 'text/plain');
    response.end(body ?? 'not recorded');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  replay.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  replay.close = () =>
    new Promise<void>((resolve) => {
      server?.closeAllConnections();
      server?.close(() => resolve());
    });
  return replay;
}

/** Every binance API root on the replay server: the public spot one serves the recording, any other would 404 and show up in `requests`. */
async function loopbackUrls(baseUrl: string): Promise<Record<string, string>> {
  const { exchanges } = await import('ccxt');
  const roots = Object.keys(new exchanges.binance().urls.api as Record<string, string>);
  return Object.fromEntries(roots.map((root) => [root, root === 'public' ? `${baseUrl}/api/v3` : `${baseUrl}/unrecorded/${root}`]));
}

const log = { info: vi.fn(), warn: vi.fn() };
let replay: Replay | undefined;
let feed: ReferenceFeed | undefined;

async function startFeed(replaying: Replay, overrides: Partial<CcxtFeedOptions> = {}, exchangeOptions: Record<string, unknown> = {}): Promise<ReferenceFeed> {
  feed = createCcxtFeed({
    exchangeId: 'binance',
    symbols: ['BTC/USDT', 'ETH/USDT'],
    pollMs: 20,
    maxBackoffMs: 80,
    staleAfterMs: STALE_AFTER_MS,
    // Received a second after binance stamped the ticker.
    nowMs: () => btcClosedAtMs + 1_000,
    exchangeOptions: {
      ...SPOT_ONLY_OPTIONS.binance,
      urls: { api: await loopbackUrls(replaying.baseUrl) },
      // ccxt's client-side throttle charges binance's full weight (2 s per multi-symbol ticker call); loopback has no limit.
      enableRateLimit: false,
      timeout: 2_000,
      ...exchangeOptions,
    },
    log,
    ...overrides,
  });
  await feed.start();
  return feed;
}

afterEach(async () => {
  await feed?.stop();
  await replay?.close();
  feed = undefined;
  replay = undefined;
  log.info.mockReset();
  log.warn.mockReset();
});

const paths = (requests: string[]) => [...new Set(requests.map((request) => new URL(request, 'http://127.0.0.1').pathname))].sort();

describe('ccxt reference feed (binance, replayed on loopback)', () => {
  it('serves the recorded prices, loading spot markets only', async () => {
    replay = await replayBinance();
    const started = await startFeed(replay);
    expect(started.name).toBe('ccxt:binance');
    expect(started.simulated).toBe(false);
    expect(started.quote('BTC', 'USDT', btcClosedAtMs)).toEqual({ price: 87505.71, atMs: btcClosedAtMs, source: 'ccxt:binance' });
    expect(started.quote('ETH', 'USDT', btcClosedAtMs)?.price).toBe(2954.54);
    expect(started.quote('SOL', 'USDT', btcClosedAtMs)).toBeUndefined();
    expect(paths(replay.requests)).toEqual(['/api/v3/exchangeInfo', '/api/v3/ticker/24hr']);
    expect(replay.requests).toContain(`/api/v3/ticker/24hr?symbols=${encodeURIComponent('["BTCUSDT","ETHUSDT"]')}`);
  });

  it('keeps polling until stopped, then stops asking', async () => {
    replay = await replayBinance();
    const started = await startFeed(replay);
    await vi.waitFor(() => expect(replay?.requests.length).toBeGreaterThanOrEqual(4), { timeout: 5_000, interval: 10 });
    await started.stop();
    const asked = replay.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(replay.requests.length).toBe(asked);
  });

  it('answers undefined once the price is older than the staleness limit', async () => {
    replay = await replayBinance();
    const started = await startFeed(replay);
    expect(started.quote('BTC', 'USDT', btcClosedAtMs + STALE_AFTER_MS)?.price).toBe(87505.71);
    // The replay keeps answering the same frozen ticker: polling does not make it fresh.
    await vi.waitFor(() => expect(replay?.requests.length).toBeGreaterThanOrEqual(4), { timeout: 5_000, interval: 10 });
    expect(started.quote('BTC', 'USDT', btcClosedAtMs + STALE_AFTER_MS + 1)).toBeUndefined();
  });

  it('survives server errors from the start (markets included) and recovers when the server answers again', async () => {
    replay = await replayBinance();
    replay.failing = true;
    const started = await startFeed(replay);
    expect(started.quote('BTC', 'USDT', btcClosedAtMs)).toBeUndefined();
    await vi.waitFor(() => expect(log.warn.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: 5_000, interval: 10 });
    expect(log.warn.mock.calls.map(([details]) => (details as { failures: number }).failures).slice(0, 3)).toEqual([1, 2, 3]);
    replay.failing = false;
    await vi.waitFor(() => expect(started.quote('BTC', 'USDT', btcClosedAtMs)?.price).toBe(87505.71), { timeout: 5_000, interval: 10 });
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ feed: 'ccxt:binance' }), 'reference feed recovered');
  });

  it('keeps the last price through an outage, until it goes stale', async () => {
    replay = await replayBinance();
    const started = await startFeed(replay);
    replay.failing = true;
    const failedBefore = replay.requests.length;
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalled(), { timeout: 5_000, interval: 10 });
    expect(replay.requests.length).toBeGreaterThan(failedBefore);
    expect(started.quote('BTC', 'USDT', btcClosedAtMs + 1_000)?.price).toBe(87505.71);
    expect(started.quote('BTC', 'USDT', btcClosedAtMs + STALE_AFTER_MS + 1)).toBeUndefined();
  });

  it('asks ticker by ticker when the exchange has no fetchTickers', async () => {
    replay = await replayBinance();
    const started = await startFeed(replay, {}, { has: { fetchTickers: false } });
    expect(started.quote('BTC', 'USDT', btcClosedAtMs)?.price).toBe(87505.71);
    expect(started.quote('ETH', 'USDT', btcClosedAtMs)?.price).toBe(2954.54);
    expect(replay.requests).toEqual(expect.arrayContaining(['/api/v3/ticker/24hr?symbol=BTCUSDT', '/api/v3/ticker/24hr?symbol=ETHUSDT']));
  });

  it('prices the listed symbols when another is not listed, and says which', async () => {
    replay = await replayBinance();
    const started = await startFeed(replay, { symbols: ['BTC/USDT', 'NOPE/USDT'] });
    expect(started.quote('BTC', 'USDT', btcClosedAtMs)?.price).toBe(87505.71);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ symbols: ['NOPE/USDT'] }), expect.any(String));
  });

  it('refuses an exchange ccxt does not know', async () => {
    await expect(createCcxtFeed({ exchangeId: 'nosuchexchange', symbols: [], pollMs: 20, log }).start()).rejects.toThrow(/nosuchexchange/);
  });
});

describe('quoteFromTicker', () => {
  it('takes the last price, else the bid/ask mid, else nothing', () => {
    expect(quoteFromTicker({ last: 10, bid: 9, ask: 12, timestamp: 1_000 }, 's', 2_000)?.price).toBe(10);
    expect(quoteFromTicker({ last: undefined, bid: 9, ask: 12, timestamp: 1_000 }, 's', 2_000)?.price).toBe(10.5);
    expect(quoteFromTicker({ last: undefined, bid: 9, ask: undefined, timestamp: 1_000 }, 's', 2_000)).toBeUndefined();
    expect(quoteFromTicker({ last: 0, bid: undefined, ask: undefined, timestamp: 1_000 }, 's', 2_000)).toBeUndefined();
  });

  it('stamps with the exchange time, never later than receipt', () => {
    expect(quoteFromTicker({ last: 10, bid: undefined, ask: undefined, timestamp: 1_000 }, 's', 2_000)?.atMs).toBe(1_000);
    expect(quoteFromTicker({ last: 10, bid: undefined, ask: undefined, timestamp: 5_000 }, 's', 2_000)?.atMs).toBe(2_000);
    expect(quoteFromTicker({ last: 10, bid: undefined, ask: undefined, timestamp: undefined }, 's', 2_000)?.atMs).toBe(2_000);
  });
});
