import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidAsk, type ContractSpec, initialMargin, liquidationPrice, notional } from './positionMath.js';
import { exactTrigger, RiskIndex, type WatchedPosition } from './riskIndex.js';

const specs: Record<string, ContractSpec> = {
  GOLD: {
    valuation: 'quote_usd',
    priceScale: 2,
    sizeScale: 0,
    lotSizeUnits: 1n,
    maxLeverage: 20n,
    spreadBp: 2n,
    openFeeBp: 3n,
    closeFeeBp: 3n,
    maintenanceMarginBp: 250n,
  },
  BTC: {
    valuation: 'quote_usd',
    priceScale: 2,
    sizeScale: 2,
    lotSizeUnits: 1n,
    maxLeverage: 100n,
    spreadBp: 2n,
    openFeeBp: 5n,
    closeFeeBp: 5n,
    maintenanceMarginBp: 50n,
  },
  JPY: {
    valuation: 'base_usd',
    priceScale: 3,
    sizeScale: 0,
    lotSizeUnits: 1000n,
    maxLeverage: 50n,
    spreadBp: 2n,
    openFeeBp: 2n,
    closeFeeBp: 2n,
    maintenanceMarginBp: 100n,
  },
};
const START: Record<string, bigint> = { GOLD: 400_000n, BTC: 9_600_000n, JPY: 155_000n };

/** The reference model: the exact bigint rule the risk job re-checks under lock. */
function triggered(position: WatchedPosition, mark: bigint): boolean {
  const spec = specs[position.symbol] as ContractSpec;
  return exactTrigger(spec, position, { mark, ...bidAsk(spec, mark) }) !== undefined;
}

const bp = (price: bigint, points: number) => price + (price * BigInt(points)) / 10_000n;

const positionArbitrary = (id: bigint) =>
  fc
    .record({
      symbol: fc.constantFrom('GOLD', 'BTC', 'JPY'),
      side: fc.constantFrom<'long' | 'short'>('long', 'short'),
      pending: fc.boolean(),
      lots: fc.bigInt({ min: 1n, max: 50n }),
      leverage: fc.bigInt({ min: 1n, max: 100n }),
      entryBp: fc.integer({ min: -300, max: 300 }),
      takeProfitBp: fc.option(fc.integer({ min: 1, max: 400 })),
      stopLossBp: fc.option(fc.integer({ min: 1, max: 400 })),
      // Issue 18: some positions carry a jurisdiction profile's margin close-out (ESMA's 50%).
      closeOutBp: fc.constantFrom(0n, 0n, 5_000n),
    })
    .map((r): WatchedPosition => {
      const spec = specs[r.symbol] as ContractSpec;
      const entry = bp(START[r.symbol] as bigint, r.entryBp);
      let leverage = r.leverage;
      if (leverage > spec.maxLeverage) leverage = spec.maxLeverage;
      const sign = r.side === 'long' ? 1 : -1;
      return {
        id,
        symbol: r.symbol,
        side: r.side,
        status: r.pending ? 'pending' : 'open',
        lots: r.lots,
        margin: initialMargin(notional(spec, entry, r.lots), leverage),
        entry: r.pending ? null : entry,
        limit: r.pending ? entry : null,
        takeProfit: r.pending || r.takeProfitBp === null ? null : bp(entry, sign * r.takeProfitBp),
        stopLoss: r.pending || r.stopLossBp === null ? null : bp(entry, -sign * r.stopLossBp),
        closeOutBp: r.closeOutBp,
      };
    });

type Step =
  | { op: 'put'; position: WatchedPosition }
  | { op: 'remove'; id: bigint }
  | { op: 'tick'; symbol: string; moveBp: number }
  /** A tick exactly on a live position's liquidation price, or one tick either side of it. */
  | { op: 'edge'; pick: number; offset: bigint; trigger: 'liquidation' | 'takeProfit' | 'stopLoss' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.bigInt({ min: 1n, max: 60n }).chain((id) => positionArbitrary(id).map((position) => ({ op: 'put' as const, position }))),
  fc.bigInt({ min: 1n, max: 60n }).map((id) => ({ op: 'remove' as const, id })),
  fc.record({ op: fc.constant('tick' as const), symbol: fc.constantFrom('GOLD', 'BTC', 'JPY'), moveBp: fc.integer({ min: -800, max: 800 }) }),
  fc.record({
    op: fc.constant('edge' as const),
    pick: fc.nat(),
    offset: fc.constantFrom(-2n, -1n, 0n, 1n, 2n),
    trigger: fc.constantFrom<'liquidation' | 'takeProfit' | 'stopLoss'>('liquidation', 'takeProfit', 'stopLoss'),
  }),
);

/**
 * The mark an `edge` step ticks at: next to a live open position's liquidation price, or to the
 * mark whose closing quote (bid of a long, ask of a short) is its take-profit or stop-loss.
 */
function edgeMark(model: Map<bigint, WatchedPosition>, step: Extract<Step, { op: 'edge' }>): { symbol: string; mark: bigint } | undefined {
  const open = [...model.values()].filter((p) => p.status === 'open');
  const position = open[step.pick % Math.max(open.length, 1)];
  if (!position) return undefined;
  const spec = specs[position.symbol] as ContractSpec;
  if (step.trigger === 'liquidation') {
    const price = liquidationPrice(spec, position.side, position.entry as bigint, position.lots, position.margin, position.closeOutBp);
    return price === null ? undefined : { symbol: position.symbol, mark: price + step.offset };
  }
  const target = position[step.trigger];
  if (target === null) return undefined;
  const halfSpread = (target * spec.spreadBp + 19_999n) / 20_000n;
  return { symbol: position.symbol, mark: target + (position.side === 'long' ? halfSpread : -halfSpread) + step.offset };
}

describe('RiskIndex', () => {
  it('over seeded random workloads finds exactly the positions the exact rules trigger (puts, updates, removals, ticks)', () => {
    let hits = 0;
    fc.assert(
      fc.property(fc.array(stepArbitrary, { minLength: 1, maxLength: 120 }), (steps) => {
        const index = new RiskIndex();
        const model = new Map<bigint, WatchedPosition>();
        const marks = { ...START };
        for (const step of steps) {
          if (step.op === 'put') {
            index.put(step.position, specs[step.position.symbol] as ContractSpec);
            model.set(step.position.id, step.position);
          } else if (step.op === 'remove') {
            index.remove(step.id);
            model.delete(step.id);
          } else {
            const at = step.op === 'tick' ? { symbol: step.symbol, mark: bp(marks[step.symbol] as bigint, step.moveBp) } : edgeMark(model, step);
            if (!at || at.mark < 2n) continue;
            const { symbol, mark } = at;
            marks[symbol] = mark;
            const spec = specs[symbol] as ContractSpec;
            const expected = [...model.values()].filter((p) => p.symbol === symbol && triggered(p, mark)).map((p) => p.id);
            const found = index.candidates(symbol, { mark, ...bidAsk(spec, mark) });
            expect(new Set(found)).toEqual(new Set(expected));
            expect(found.length).toBe(expected.length);
            hits += found.length;
          }
          expect(index.size).toBe(model.size);
        }
      }),
      { numRuns: 300, seed: 20261121 },
    );
    expect(hits).toBeGreaterThan(100);
  });
});
