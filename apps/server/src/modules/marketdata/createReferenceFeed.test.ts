import { expect, it } from 'vitest';
import { withSimulatedRest } from './createReferenceFeed.js';
import type { ReferenceFeed } from './referenceFeed.js';

function stub(name: string, simulated: boolean, price: number): ReferenceFeed & { started: boolean } {
  return {
    name,
    simulated,
    started: false,
    quote: (_base, _quote, atMs) => ({ price, atMs, source: name }),
    async start() {
      this.started = true;
    },
    async stop() {
      this.started = false;
    },
  };
}

it('with a real crypto feed, USDT prices come from it and metals, oil, forex and stocks from the simulator', async () => {
  const real = stub('ccxt:binance', false, 96_000);
  const simulated = stub('simulated', true, 4_050);
  const feed = withSimulatedRest(real, simulated);
  await feed.start();
  expect(real.started && simulated.started).toBe(true);
  expect(feed.quote('BTC', 'USDT', 1)?.source).toBe('ccxt:binance');
  expect(feed.quote('XAU', 'USD', 1)?.source).toBe('simulated');
  expect(feed.quote('USD', 'JPY', 1)?.source).toBe('simulated');
  // some prices are simulated, so the badge stays
  expect(feed.simulated).toBe(true);
  await feed.stop();
  expect(real.started || simulated.started).toBe(false);
});
