import type { Kline } from '@veritex/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createHistorySource } from '../modules/marketdata/index.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { seedChartHistory } from './chartHistory.js';

/**
 * The chart history `npm start` seeds (main.ts passes these options with its config's
 * CHART_HISTORY_DAYS, 30 by default; here 8 days keep the suite quick, and the browser tests'
 * server seeds the full month): the simulator's past for every spot market and instrument,
 * deterministic, idempotent, paged back with `end`.
 */
const HOUR_MS = 3_600_000;
const DAYS = 8;
const source = () => createHistorySource({ priceFeed: { kind: 'simulated' }, simulatorSeed: 'veritex' }, { info: () => undefined, warn: () => undefined });
const nowMs = Date.now();
let t: TestApp;
let seededMs = 0;

beforeAll(async () => {
  const startedAt = performance.now();
  t = await createTestApp({ chartHistory: { source: source(), days: DAYS, nowMs } });
  seededMs = performance.now() - startedAt;
}, 180_000);
afterAll(() => t?.close());

async function klines(call: 'getKlines' | 'getInstrumentKlines', symbol: string, interval: string, extra: Record<string, string> = {}): Promise<Kline[]> {
  const answer = await t.call(call, { symbol, interval, limit: '1000', ...extra });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

const contiguous = (bars: Kline[], stepMs: number) => bars.every((bar, i) => i === 0 || bar[0] - (bars[i - 1]?.[0] ?? 0) === stepMs);

describe('a fresh start with chart history', () => {
  it('has a week of hourly BTC_USDT candles, each opening at the previous close, up to the current hour', async () => {
    console.log(`[chart history] fresh test database seeded with ${DAYS} days in ${Math.round(seededMs)} ms`);
    expect(loadConfig({}).chartHistoryDays).toBe(30);
    const hours = await klines('getKlines', 'BTC_USDT', '1h');
    expect(hours.length).toBeGreaterThanOrEqual(7 * 24);
    expect(hours.length).toBeGreaterThanOrEqual(DAYS * 24);
    expect(contiguous(hours, HOUR_MS)).toBe(true);
    expect(hours.every((bar, i) => i === 0 || bar[1] === hours[i - 1]?.[4])).toBe(true);
    expect(hours.at(-1)?.[0]).toBe(Math.floor(nowMs / HOUR_MS) * HOUR_MS);
    for (const [, open, high, low, close, volume] of hours) {
      expect(Number(high)).toBeGreaterThanOrEqual(Math.max(Number(open), Number(close)));
      expect(Number(low)).toBeLessThanOrEqual(Math.min(Number(open), Number(close)));
      expect(Number(volume)).toBeGreaterThan(0);
    }
    // Every interval the charts offer has candles.
    for (const interval of ['1m', '5m', '15m', '30m', '4h', '1d', '1w', '1M'])
      expect((await klines('getKlines', 'BTC_USDT', interval)).length).toBeGreaterThan(0);
  });

  it('ends where the live simulated price is, and the 24h ticker agrees with the candles', async () => {
    const latest = await klines('getKlines', 'BTC_USDT', '1m');
    const minutes = [...(await klines('getKlines', 'BTC_USDT', '1m', { end: String(latest[0]?.[0]) })), ...latest];
    expect(minutes.length).toBe(2000);
    const last = minutes.at(-1) as Kline;
    expect(last[0]).toBe(Math.floor(nowMs / 60_000) * 60_000 - 60_000);
    const live = source();
    const [bar] = await live.minuteBars(
      { key: 'BTC/USDT', base: 'BTC', quote: 'USDT', referencePrice: 96_000, annualVolatility: 0.55 },
      last[0] + 60_000,
      last[0] + 120_000,
    );
    expect(Math.abs(Number(last[4]) - (bar?.open ?? 0)) / Number(last[4])).toBeLessThan(0.0001);
    const calledAt = Date.now();
    const tickers = (await t.call('getmarketList', { kind: 'spot' })).body.data.markets as Array<Record<string, string>>;
    const btc = tickers.find((m) => m.symbol === 'BTC_USDT');
    expect(btc?.price).toBe(Number(last[4]).toFixed(2));
    // The ticker's 24h window opens at the minute a day before (give or take the minutes the test took).
    const first = minutes.findIndex((m) => Math.abs(m[0] - (calledAt - 86_400_000)) <= 180_000 && Number(m[1]) === Number(btc?.open));
    expect(first).toBeGreaterThan(0);
    const day = minutes.slice(first);
    expect(Number(btc?.high)).toBe(Math.max(...day.map((m) => Number(m[2]))));
    expect(Number(btc?.low)).toBe(Math.min(...day.map((m) => Number(m[3]))));
    expect(Number(btc?.volume)).toBeGreaterThan(0);
  });

  it('has a week of hourly gold candles from reference ticks, continuous at one minute', async () => {
    const hours = await klines('getInstrumentKlines', 'XAU_USD', '1h');
    expect(hours.length).toBeGreaterThanOrEqual(7 * 24);
    expect(contiguous(hours, HOUR_MS)).toBe(true);
    const minutes = await klines('getInstrumentKlines', 'XAU_USD', '1m');
    // The minute or two since the history ended have no recorder tick in this test.
    expect(minutes.length).toBeGreaterThan(990);
    expect(contiguous(minutes, 60_000)).toBe(true);
    // The last day's minutes have a body and wicks (four ticks each).
    expect(minutes.filter((m) => m[2] !== m[3]).length).toBeGreaterThan(900);
  });

  it('pages back with `end`: strictly older candles, no overlap and no gap', async () => {
    for (const [call, symbol] of [
      ['getKlines', 'BTC_USDT'],
      ['getInstrumentKlines', 'XAU_USD'],
    ] as const) {
      const latest = await klines(call, symbol, '1h', { limit: '90' });
      const first = latest[0] as Kline;
      const older = await klines(call, symbol, '1h', { limit: '90', end: String(first[0]) });
      expect(older.length).toBe(90);
      expect(older.every((bar) => bar[0] < first[0])).toBe(true);
      expect(first[0] - (older.at(-1)?.[0] ?? 0)).toBe(HOUR_MS);
      expect(contiguous([...older, ...latest], HOUR_MS)).toBe(true);
    }
  });

  it('is deterministic: the same seed and instant give the same candles on another database', async () => {
    const other = await createTestApp({ chartHistory: { source: source(), days: 4, nowMs } });
    try {
      const mine = await klines('getKlines', 'BTC_USDT', '1h', { limit: '7' });
      const theirs = (await other.call('getKlines', { symbol: 'BTC_USDT', interval: '1h', limit: '7' })).body.data;
      expect(theirs).toEqual(mine);
      const goldMine = await klines('getInstrumentKlines', 'XAU_USD', '15m', { limit: '300' });
      const goldTheirs = (await other.call('getInstrumentKlines', { symbol: 'XAU_USD', interval: '15m', limit: '300' })).body.data;
      expect(goldTheirs).toEqual(goldMine);
    } finally {
      await other.close();
    }
  }, 120_000);

  it('is idempotent: a restart writes nothing twice, and after downtime fills only the simulator gap', async () => {
    const before = await klines('getKlines', 'BTC_USDT', '1h');
    expect(await seedChartHistory(t.services.db, { source: source(), days: DAYS, nowMs })).toEqual({ candles: 0, ticks: 0 });
    expect(await klines('getKlines', 'BTC_USDT', '1h')).toEqual(before);
    // Two hours later: the simulator's two hours of minutes are filled, seamlessly.
    const later = nowMs + 2 * HOUR_MS;
    const filled = await seedChartHistory(t.services.db, { source: source(), days: DAYS, nowMs: later });
    expect(filled.candles).toBeGreaterThan(12 * 120);
    expect(filled.ticks).toBeGreaterThan(21 * 120);
    const minutes = await klines('getKlines', 'BTC_USDT', '1m', { end: String(later) });
    expect(contiguous(minutes, 60_000)).toBe(true);
    expect(minutes.every((bar, i) => i === 0 || bar[1] === minutes[i - 1]?.[4])).toBe(true);
  }, 120_000);
});
