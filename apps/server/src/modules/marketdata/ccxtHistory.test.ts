import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { seedChartHistory } from '../../seed/chartHistory.js';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { seedInstruments } from '../derivatives/index.js';
import { ccxtHistory } from './ccxtHistory.js';
import { SPOT_ONLY_OPTIONS } from './createReferenceFeed.js';
import { simulatedHistory, withSimulatedHistoryRest } from './priceHistory.js';
import { seedMarkets } from './seedMarkets.js';

/**
 * Chart history from a ccxt exchange's fetchOHLCV, replayed on loopback like ccxtFeed.test.ts:
 * binance's GET /api/v3/exchangeInfo and GET /api/v3/klines (240 one-minute BTCUSDT bars in the
 * exchange's row shape, composed from binance's API reference: the machines cannot reach it).
 */
const exchangeInfo = readFileSync(new URL('./fixtures/binance-exchangeInfo.json', import.meta.url), 'utf8');
type KlineRow = [number, string, string, string, string, string, number, string, number, string, string, string];
const recordedKlines = JSON.parse(readFileSync(new URL('./fixtures/binance-klines-BTCUSDT-1m.json', import.meta.url), 'utf8')) as KlineRow[];
const firstMs = recordedKlines[0]?.[0] ?? 0;
const endMs = (recordedKlines.at(-1)?.[0] ?? 0) + 60_000;

let server: Server | undefined;
let baseUrl = '';
const requests: URL[] = [];
let failing = false;

beforeAll(async () => {
  const replay = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const body = failing ? undefined : answer(url);
    response.statusCode = body === undefined ? (failing ? 500 : 404) : 200;
    response.setHeader('content-type', body === undefined ? 'text/plain' : 'application/json');
    response.end(body ?? 'not recorded');
  });
  server = replay;
  await new Promise<void>((resolve) => replay.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(replay.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server?.closeAllConnections();
      server?.close(() => resolve());
    }),
);
afterEach(() => {
  requests.length = 0;
  failing = false;
});

/** Bars from `startTime` to `endTime` (inclusive), at most `limit`, as binance pages them. */
function answer(url: URL): string | undefined {
  if (url.pathname === '/api/v3/exchangeInfo') return exchangeInfo;
  if (url.pathname !== '/api/v3/klines' || url.searchParams.get('symbol') !== 'BTCUSDT' || url.searchParams.get('interval') !== '1m') return undefined;
  const start = Number(url.searchParams.get('startTime') ?? 0);
  const end = Number(url.searchParams.get('endTime') ?? Number.MAX_SAFE_INTEGER);
  const limit = Number(url.searchParams.get('limit') ?? 500);
  return JSON.stringify(recordedKlines.filter((row) => row[0] >= start && row[0] <= end).slice(0, limit));
}

async function replayed(pageSize: number) {
  const { exchanges } = await import('ccxt');
  const roots = Object.keys(new exchanges.binance().urls.api as Record<string, string>);
  const api = Object.fromEntries(roots.map((root) => [root, root === 'public' ? `${baseUrl}/api/v3` : `${baseUrl}/unrecorded/${root}`]));
  const log = { info: vi.fn(), warn: vi.fn() };
  const source = ccxtHistory({
    exchangeId: 'binance',
    exchangeOptions: { ...SPOT_ONLY_OPTIONS.binance, urls: { api }, enableRateLimit: false, timeout: 2_000 },
    pageSize,
    log,
  });
  return { source, log };
}

const btc = { key: 'BTC/USDT', base: 'BTC', quote: 'USDT', referencePrice: 96_000, annualVolatility: 0.55 };
const klinePages = () => requests.filter((url) => url.pathname === '/api/v3/klines');

describe('ccxt chart history (binance fetchOHLCV, replayed on loopback)', () => {
  it('pages forward through the 1-minute bars of the window, each minute once', async () => {
    const { source } = await replayed(100);
    const bars = await source.minuteBars(btc, firstMs - 3_600_000, endMs);
    expect(bars).toHaveLength(240);
    expect(bars[0]).toEqual({
      openMs: firstMs,
      open: 87412.35,
      high: Number(recordedKlines[0]?.[2]),
      low: Number(recordedKlines[0]?.[3]),
      close: Number(recordedKlines[0]?.[4]),
      volume: Number(recordedKlines[0]?.[5]),
      highFirst: Number(recordedKlines[0]?.[4]) < 87412.35,
    });
    expect(bars.every((bar, i) => i === 0 || bar.openMs - (bars[i - 1]?.openMs ?? 0) === 60_000)).toBe(true);
    const starts = klinePages().map((url) => Number(url.searchParams.get('startTime')));
    // Binance answers up to `limit` bars from startTime on: each page starts after the last bar of the one before.
    expect(starts).toEqual([firstMs - 3_600_000, firstMs + 100 * 60_000, firstMs + 200 * 60_000]);
    expect(klinePages().every((url) => url.searchParams.get('limit') === '100')).toBe(true);
  });

  it('keeps to the asked range', async () => {
    const { source } = await replayed(1_000);
    const bars = await source.minuteBars(btc, firstMs + 30 * 60_000, firstMs + 90 * 60_000);
    expect(bars.map((bar) => bar.openMs)).toEqual(Array.from({ length: 60 }, (_, i) => firstMs + (30 + i) * 60_000));
  });

  it('gives no history (and says so) when the exchange fails, rather than stopping the start', async () => {
    const { source, log } = await replayed(100);
    failing = true;
    expect(await source.minuteBars(btc, firstMs, endMs)).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ feed: 'ccxt:binance', symbol: 'BTC/USDT' }), expect.any(String));
    expect(source.fillsGaps(btc)).toBe(false);
  });
});

describe('seeding chart history from a ccxt feed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedMarkets(database.db);
    await seedInstruments(database.db);
  });
  afterAll(() => database.close());

  it('stores the exchange bars as BTC_USDT candles and BTC perpetual ticks, the simulator for gold, and fills no gap later', async () => {
    const { source } = await replayed(100);
    const history = withSimulatedHistoryRest(source, simulatedHistory('veritex'));
    const seeded = await seedChartHistory(database.db, { source: history, nowMs: endMs, days: 1 });
    expect(seeded.candles).toBeGreaterThan(240);
    const minutes = await database.db.execute<{ open: string; close: string; volume: string }>(
      sql`select open::text, close::text, volume::text from spot_klines where symbol = 'BTC_USDT' and interval = '1m' order by open_time`,
    );
    expect(minutes.rows).toHaveLength(240);
    // Quote minor units (6 decimals of USDT) on the 0.01 tick; volume in satoshi on the 0.00001 lot.
    expect(minutes.rows[0]).toEqual({
      open: '87412350000',
      close: String(Math.round(Number(recordedKlines[0]?.[4]) * 100) * 10_000),
      volume: String(Math.round(Number(recordedKlines[0]?.[5]) * 1e5) * 1000),
    });
    const ticks = await database.db.execute<{ symbol: string; source: string; n: string }>(
      sql`select symbol, source, count(*)::text as n from reference_ticks where symbol in ('BTC_USDT_PERP', 'XAU_USD') group by symbol, source order by symbol`,
    );
    // The last day's minutes as four ticks each: 240 exchange minutes for bitcoin, the whole day simulated for gold.
    expect(ticks.rows).toEqual([
      { symbol: 'BTC_USDT_PERP', source: 'history:ccxt:binance', n: String(240 * 4) },
      { symbol: 'XAU_USD', source: 'history:simulated', n: String(1_440 * 4) },
    ]);
    // Two hours later: a real feed's gap stays a gap (the simulated rest is filled).
    const later = await seedChartHistory(database.db, { source: history, nowMs: endMs + 7_200_000, days: 1 });
    expect(later.candles).toBe(0);
    expect(later.ticks).toBe(120 * 4 * 15);
  });
});
