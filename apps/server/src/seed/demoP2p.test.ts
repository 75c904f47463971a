import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeTicks } from '../modules/marketdata/index.js';
import { manualClock } from '../platform/clock.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { demoAdsRound, seedDemoP2p } from './demoP2p.js';

/** Wednesday noon UTC. */
const clock = manualClock(new Date('2026-11-18T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

interface AdRow {
  side: string;
  price: string;
  price_type: string;
  merchant: { nickname: string };
}

async function onlineAds(trade: 'buy' | 'sell'): Promise<AdRow[]> {
  const answer = await t.call('p2pAds', { trade, fiat: 'CNY' });
  expect(answer.body.code).toBe(0);
  return answer.body.data.items;
}

describe('the demo quick-buy merchants', () => {
  it('are verified merchants whose fixed ads are online at once, and whose floating ad waits for a reference tick', async () => {
    const first = await seedDemoP2p(t.services.db, clock, t.services.images);
    expect(first.merchantIds).toHaveLength(2);
    expect(first.skipped).toEqual([expect.stringMatching(/^HarbourPay sell: p2p_reference_unavailable/)]);
    expect((await onlineAds('buy')).map((ad) => ad.merchant.nickname).sort()).toEqual(['JadeOTC']);
    expect((await onlineAds('sell')).map((ad) => ad.merchant.nickname).sort()).toEqual(['HarbourPay', 'JadeOTC']);
  });

  it('posts the floating ad once the USD/CNH reference is recorded (the demo.p2p-ads job), and a second run adds nothing', async () => {
    const round = demoAdsRound(t.services.db, clock, t.services.images);
    expect((await round()).skipped).toHaveLength(1);
    await storeTicks(t.services.db, [{ symbol: 'USD_CNH', atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits: 71_500n, source: 'test' }]);
    expect(await round()).toEqual({ skipped: [] });
    const second = await seedDemoP2p(t.services.db, clock, t.services.images);
    expect(second.skipped).toEqual([]);
    const third = await seedDemoP2p(t.services.db, clock, t.services.images);
    expect(third).toEqual(second);
    const buyable = await onlineAds('buy');
    expect(buyable.map((ad) => [ad.merchant.nickname, ad.price_type]).sort()).toEqual([
      ['HarbourPay', 'floating'],
      ['JadeOTC', 'fixed'],
    ]);
    // 7.15 × 100.80 % = 7.2072, rounded to the cent.
    expect(buyable.find((ad) => ad.price_type === 'floating')?.price).toBe('7.21');
    expect(buyable.find((ad) => ad.price_type === 'fixed')?.price).toBe('7.18');
  });
});
