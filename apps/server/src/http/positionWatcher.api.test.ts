import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PositionWatcher } from '../modules/derivatives/index.js';
import { trialBalance } from '../modules/ledger/index.js';
import { type RecordedTick, storeTicks } from '../modules/marketdata/index.js';
import { manualClock } from '../platform/clock.js';
import { creditAccount, fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/** The live risk job: ticks published by the recorder reach the index, notices keep it current. */
const clock = manualClock(new Date('2026-11-18T12:00:00Z'));
let t: TestApp;
let watcher: PositionWatcher;
let trader: { id: bigint; token: string };
let n = 0;

async function publish(symbol: string, priceUnits: bigint) {
  clock.advance(1_000);
  const ticks: RecordedTick[] = [{ symbol, atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits, source: 'test' }];
  await storeTicks(t.services.db, ticks);
  t.services.ticks.publish(ticks);
}

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

const positionStatus = async (id: string) => {
  for (const tab of ['open', 'closed', 'pending'] as const) {
    const found = (await t.call('getPositions', { tab }, { token: trader.token })).body.data.list.find((p: { id: string }) => p.id === id);
    if (found) return found as { status: string; close_reason: string | null };
  }
  return undefined;
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  trader = await fundedUser(t, 'watcher@positions.test', 0n);
  await creditAccount(t, trader.id, 'contract', 'USDT', 10_000_000_000n);
  watcher = new PositionWatcher({ db: t.services.db, notices: t.services.notices, clock, ticks: t.services.ticks, log: console });
  await watcher.start();
});
afterAll(async () => {
  await watcher.stop();
  await t.close();
});

describe('PositionWatcher', () => {
  it('takes profit, fills a limit entry and liquidates on published ticks; a TP set later is seen through the notice', async () => {
    await publish('XAU_USD', 400_000n);
    const open = (fields: Record<string, string>) =>
      t.call(
        'openPosition',
        { symbol: 'XAU_USD', side: 'long', lots: '1', leverage: '20', request_id: `watch${n++}req`, ...fields },
        { method: 'POST', token: trader.token },
      );
    const first = await open({});
    expect(first.body).toMatchObject({ code: 0 });
    const plain = first.body.data;
    const limit = (await open({ type: 'limit', price: '3990' })).body.data;
    // Notices are applied at the next tick, before its scan.
    await until(async () => {
      await publish('XAU_USD', 400_000n);
      return watcher.index.has(BigInt(plain.id)) && watcher.index.has(BigInt(limit.id)) ? true : undefined;
    });

    // A take-profit set after opening reaches the index through the position_changed notice.
    expect(
      (await t.call('setTpSl', { position_id: plain.id, take_profit: '4010', request_id: `watch${n++}tpsl` }, { method: 'POST', token: trader.token })).body
        .code,
    ).toBe(0);
    const closedAtTarget = await until(async () => {
      await publish('XAU_USD', 401_100n); // bid 4,010.60 ≥ 4,010
      const view = await positionStatus(plain.id);
      return view?.status === 'closed' ? view : undefined;
    });
    expect(closedAtTarget).toMatchObject({
      close_reason: 'take_profit',
    });
    expect(watcher.index.has(BigInt(plain.id))).toBe(false);

    await until(async () => {
      await publish('XAU_USD', 398_900n); // ask 3,989.40 ≤ 3,990: the limit fills
      return (await positionStatus(limit.id))?.status === 'open' ? true : undefined;
    });
    const liquidated = await until(async () => {
      await publish('XAU_USD', 370_000n); // far through its liquidation price
      const view = await positionStatus(limit.id);
      return view?.status === 'liquidated' ? view : undefined;
    });
    expect(liquidated).toMatchObject({
      close_reason: 'liquidation',
    });
    expect(watcher.index.size).toBe(0);
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });
});
