import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, LANGUAGES } from '@veritex/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, type CoinInfo } from '../modules/marketdata/index.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

const SEEDED = ['USDT', 'BTC', 'ETH', 'BNB', 'SOL', 'XRP', 'DOGE', 'ADA', 'TRX', 'LTC', 'DOT', 'LINK', 'AVAX'];
const coinsFile = JSON.parse(readFileSync(join(import.meta.dirname, '../modules/marketdata/coinInfo/coins.json'), 'utf8')) as Record<
  string,
  { introduction: Record<string, string> }
>;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectHttps(value: string): void {
  expect(new URL(value).protocol).toBe('https:');
}

function expectComplete(coin: CoinInfo): void {
  expect(coin.name).not.toBe('');
  expect(coin.release_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Date.parse(coin.release_date)).toBeLessThan(Date.now());
  expectHttps(coin.website);
  expectHttps(coin.white_paper);
  expect(coin.total_supply).toMatch(/^\d+(\.\d+)?$/);
  expect(coin.circulating_supply).toMatch(/^\d+(\.\d+)?$/);
  expect(Number(coin.circulating_supply)).toBeGreaterThan(0);
  expect(Number(coin.circulating_supply)).toBeLessThanOrEqual(Number(coin.total_supply));
  expect(coin.figures_as_of).toBe('2025');
  expect(coin.introduction.trim()).not.toBe('');
}

describe('coin information', () => {
  it('describes every seeded asset completely, in every language, in display order', async () => {
    const english = new Map<string, string>();
    for (const lang of LANGUAGES) {
      const answer = await t.call('getCurrencyAll', {}, { lang });
      expect(answer.body.code).toBe(0);
      const list = (answer.body.data as CoinInfo[]).filter((coin) => SEEDED.includes(coin.code));
      expect(list.map((coin) => coin.code)).toEqual(SEEDED);
      for (const coin of list) {
        expectComplete(coin);
        if (lang === 'en') english.set(coin.code, coin.introduction);
        // A translation, not the English text passed through.
        else expect(coin.introduction, `${coin.code} ${lang}`).not.toBe(english.get(coin.code));
      }
    }
  });

  it('answers one coin in the request language', async () => {
    const answer = await t.call('getCurrencyMessage', { code: 'BTC' }, { lang: 'ar' });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({ code: 'BTC', name: 'Bitcoin', scale: 8, display_scale: 6, total_supply: '21000000', release_date: '2009-01-03' });
    expect(answer.body.data.introduction).toBe(coinsFile.BTC?.introduction.ar);
    expect(answer.body.data.introduction).toMatch(/[\u0600-\u06FF]/);
  });

  it('publishes each asset’s display scale as configured, never above its scale', async () => {
    const answer = await t.call('getCurrencyAll', {});
    const scales = new Map((answer.body.data as CoinInfo[]).map((coin) => [coin.code, coin.display_scale]));
    expect(scales.get('USDT')).toBe(2);
    expect(scales.get('ETH')).toBe(6);
    expect(scales.get('DOGE')).toBe(2);
    await t.services.db.insert(assets).values({ code: 'TINY', name: 'Two decimals', scale: 2, displayScale: 6, sort: 40 });
    const tiny = await t.call('getCurrencyMessage', { code: 'TINY' });
    expect(tiny.body.data).toMatchObject({ scale: 2, display_scale: 2 });
  });

  it('refuses an unknown or malformed code with asset_unknown', async () => {
    const unknown = await t.call('getCurrencyMessage', { code: 'NOPE' });
    expect(unknown.body.code).toBe(ERROR_CODES.asset_unknown);
    const malformed = await t.call('getCurrencyMessage', { code: 'b' });
    expect(malformed.body.code).toBe(ERROR_CODES.asset_unknown);
  });

  it('answers empty fields for a listed asset that has no entry yet', async () => {
    await t.services.db.insert(assets).values({ code: 'NEWC', name: 'New coin', scale: 8, sort: 50 });
    const answer = await t.call('getCurrencyMessage', { code: 'NEWC' });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({ code: 'NEWC', name: 'New coin', introduction: '', website: '', total_supply: '' });
    const all = await t.call('getCurrencyAll', {});
    expect(all.body.data.at(-1)).toMatchObject({ code: 'NEWC' });
  });
});
