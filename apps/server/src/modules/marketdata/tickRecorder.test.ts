import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { createSimulatedFeed } from './simulatedFeed.js';
import { TickHub } from './tickHub.js';
import { type RecordedTick, recordTicks, storeTicks, tickAtOrBefore, ticksAt } from './tickRecorder.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const feed = createSimulatedFeed({
  seed: 'ticks',
  assets: new Map([['XAU/USD', { key: 'XAU/USD', referencePrice: 2650, annualVolatility: 0.15 }]]),
});
const gold = { symbol: 'XAU_USD', base: 'XAU', quote: 'USD', priceScale: 2 };
const unknown = { symbol: 'ZZZ_USD', base: 'ZZZ', quote: 'USD', priceScale: 2 };

it('turns the feed into integer ticks per second, skipping what the feed does not know', () => {
  const at = Date.UTC(2026, 10, 20, 12, 0, 0, 700);
  const ticks = ticksAt(feed, [gold, unknown], at);
  expect(ticks).toHaveLength(1);
  expect(ticks[0]).toMatchObject({ symbol: 'XAU_USD', atSecond: Math.floor(at / 1000), source: 'simulated' });
  expect(ticks[0]?.priceUnits).toBe(BigInt(Math.round((feed.quote('XAU', 'USD', Math.floor(at / 1000) * 1000)?.price ?? 0) * 100)));
  // The same second always gives the same tick.
  expect(ticksAt(feed, [gold], at - 500)).toEqual(ticks);
});

it('keeps the first observation of a second and finds the tick a settlement at an instant uses', async () => {
  const base = Date.UTC(2026, 10, 20, 12, 0, 0);
  await storeTicks(database.db, [
    { symbol: 'XAU_USD', atSecond: base / 1000, priceUnits: 265_000n, source: 'simulated' },
    { symbol: 'XAU_USD', atSecond: base / 1000 + 1, priceUnits: 265_010n, source: 'simulated' },
  ]);
  await storeTicks(database.db, [{ symbol: 'XAU_USD', atSecond: base / 1000 + 1, priceUnits: 999_999n, source: 'other' }]);
  expect(await tickAtOrBefore(database.db, 'XAU_USD', new Date(base + 1_500))).toEqual({
    at: new Date(base + 1_000),
    priceUnits: 265_010n,
    source: 'simulated',
  });
  expect(await tickAtOrBefore(database.db, 'XAU_USD', new Date(base + 999))).toEqual({ at: new Date(base), priceUnits: 265_000n, source: 'simulated' });
  expect(await tickAtOrBefore(database.db, 'XAU_USD', new Date(base - 1))).toBeUndefined();
});

it('records the ticks of a second and tells the hub', async () => {
  const at = new Date(Date.UTC(2026, 10, 21, 9, 30, 5));
  const hub = new TickHub();
  const heard: Array<readonly RecordedTick[]> = [];
  hub.subscribe((ticks) => void heard.push(ticks));
  const recorded = await recordTicks({ db: database.db, feed, instruments: [gold, unknown], hub }, at);
  expect(recorded).toEqual(ticksAt(feed, [gold], at.getTime()));
  expect(heard).toEqual([recorded]);
  expect(await tickAtOrBefore(database.db, 'XAU_USD', at)).toEqual({ at, priceUnits: recorded[0]?.priceUnits, source: 'simulated' });
  // A second already stored is not stored again, and the hub hears nothing of it: the risk job
  // only ever judges the price of the row it will name.
  expect(await recordTicks({ db: database.db, feed, instruments: [gold], hub }, at)).toEqual([]);
  expect(heard).toHaveLength(1);
});
