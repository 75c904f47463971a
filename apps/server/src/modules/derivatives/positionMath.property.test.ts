import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertContractSpec,
  bidAsk,
  type ContractSpec,
  carryCharge,
  closeAtMark,
  closeFee,
  initialMargin,
  isLiquidatable,
  liquidationPrice,
  marginShare,
  notional,
  openFee,
  type PositionSide,
  settleClose,
  unrealisedPnl,
} from './positionMath.js';

const specArbitrary: fc.Arbitrary<ContractSpec> = fc.record({
  valuation: fc.constantFrom<ContractSpec['valuation']>('quote_usd', 'base_usd'),
  priceScale: fc.integer({ min: 0, max: 6 }),
  sizeScale: fc.integer({ min: 0, max: 8 }),
  lotSizeUnits: fc.bigInt({ min: 1n, max: 1_000_000n }),
  maxLeverage: fc.bigInt({ min: 1n, max: 200n }),
  spreadBp: fc.bigInt({ min: 0n, max: 300n }),
  openFeeBp: fc.bigInt({ min: 0n, max: 50n }),
  closeFeeBp: fc.bigInt({ min: 0n, max: 50n }),
  maintenanceMarginBp: fc.bigInt({ min: 0n, max: 2_000n }),
});

/** A spec with a leverage in 1..maxLeverage. */
const specAndLeverage = specArbitrary.chain((spec) => fc.tuple(fc.constant(spec), fc.bigInt({ min: 1n, max: spec.maxLeverage })));
const side = fc.constantFrom<PositionSide>('long', 'short');
const markPrice = fc.bigInt({ min: 1n, max: 10_000_000_000n });
const lots = fc.bigInt({ min: 1n, max: 100_000n });
/** One step of a price path: a relative move in bp plus a few ticks of noise, and a carry rate. */
const step = fc.record({
  moveBp: fc.bigInt({ min: -3_000n, max: 3_000n }),
  ticks: fc.bigInt({ min: -5n, max: 5n }),
  carryBp: fc.bigInt({ min: -5n, max: 5n }),
});

interface Books {
  userAvailable: bigint;
  userFrozen: bigint;
  house: bigint;
  fees: bigint;
  insurance: bigint;
}
const total = (books: Books): bigint => books.userAvailable + books.userFrozen + books.house + books.fees + books.insurance;

describe('positionMath properties', () => {
  it('over random price paths: every amount balances, liquidation follows the liquidation price, payouts stay within bounds', () => {
    const seen = { liquidated: 0, liquidatedCovered: 0, shortfall: 0, profit: 0, usdBase: 0 };
    fc.assert(
      fc.property(
        specAndLeverage,
        side,
        markPrice,
        lots,
        fc.array(step, { minLength: 1, maxLength: 40 }),
        ([spec, leverage], positionSide, openMark, size, path) => {
          assertContractSpec(spec);
          const quotes = bidAsk(spec, openMark);
          const entry = positionSide === 'long' ? quotes.ask : quotes.bid;
          fc.pre(openMark >= 2n && entry > 0n);
          const openValue = notional(spec, entry, size);
          let margin = initialMargin(openValue, leverage);
          const fee = openFee(openValue, spec);
          // the user brings exactly margin + fee; everything else starts at zero
          const books: Books = { userAvailable: margin + fee, userFrozen: 0n, house: 0n, fees: 0n, insurance: 0n };
          const before = total(books);
          books.userAvailable -= margin + fee;
          books.userFrozen += margin;
          books.fees += fee;
          let maxMargin = margin;

          let mark = openMark;
          let closeMark = openMark;
          let liquidated = false;
          for (const { moveBp, ticks, carryBp } of path) {
            mark = mark + (mark * moveBp) / 10_000n + ticks;
            // two units keep the bid positive (a USD-based pair converts its P&L at the exit price)
            if (mark < 2n) mark = 2n;
            // funding/overnight: charged from the margin (never beyond it), credited to it
            const charge = carryCharge(notional(spec, mark, size), carryBp);
            let moved = charge;
            if (moved > margin) moved = margin;
            margin -= moved;
            books.userFrozen -= moved;
            books.house += moved;
            if (margin > maxMargin) maxMargin = margin;
            closeMark = mark;
            const liquidatable = isLiquidatable(spec, positionSide, entry, size, margin, mark);
            const threshold = liquidationPrice(spec, positionSide, entry, size, margin);
            const crossed = threshold !== null && (positionSide === 'long' ? mark <= threshold : mark >= threshold);
            expect(liquidatable).toBe(crossed);
            liquidated = liquidatable;
            if (liquidatable) break;
          }

          const closeQuotes = bidAsk(spec, closeMark);
          const exit = positionSide === 'long' ? closeQuotes.bid : closeQuotes.ask;
          const pnl = unrealisedPnl(spec, positionSide, entry, exit, size);
          const dueFee = closeFee(notional(spec, exit, size), spec);
          const settlement = settleClose({ margin, pnl, closeFee: dueFee });
          expect(closeAtMark(spec, positionSide, entry, size, margin, closeMark)).toEqual({ exitPriceUnits: exit, pnl, ...settlement });
          if (settlement.shortfallToInsurance > 0n) seen.shortfall++;
          if (liquidated) seen.liquidated++;
          if (liquidated && settlement.shortfallToInsurance === 0n) seen.liquidatedCovered++;
          if (pnl > 0n) seen.profit++;
          if (spec.valuation === 'base_usd' && liquidated) seen.usdBase++;
          books.userFrozen -= margin;
          books.userAvailable += settlement.payoutToUser;
          books.house += settlement.pnlToHouse;
          books.fees += settlement.feeToHouse;
          books.insurance -= settlement.shortfallToInsurance;

          // (1) user + house + fees + insurance changes sum to zero, exactly
          expect(total(books)).toBe(before);
          expect(books.userFrozen).toBe(0n);
          expect(settlement.payoutToUser - margin + settlement.pnlToHouse + settlement.feeToHouse - settlement.shortfallToInsurance).toBe(0n);
          // (2) the payout is never below zero nor above margin + profit; the house takes exactly minus the P&L
          expect(settlement.payoutToUser >= 0n).toBe(true);
          expect(settlement.payoutToUser <= margin + (pnl > 0n ? pnl : 0n)).toBe(true);
          expect(settlement.pnlToHouse).toBe(-pnl);
          expect(settlement.shortfallToInsurance >= 0n && settlement.feeToHouse >= 0n).toBe(true);
          expect(books.userAvailable >= 0n && books.userAvailable <= maxMargin + (pnl > 0n ? pnl : 0n)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
    // the paths reach every branch of the settlement
    expect(seen.liquidated).toBeGreaterThan(50);
    expect(seen.shortfall).toBeGreaterThan(5);
    expect(seen.liquidatedCovered).toBeGreaterThan(5);
    expect(seen.profit).toBeGreaterThan(50);
    expect(seen.usdBase).toBeGreaterThan(20);
  });

  it('a partial close releases at most its share of the margin and never brings the rest’s liquidation closer', () => {
    fc.assert(
      fc.property(specAndLeverage, side, markPrice, lots, fc.bigInt({ min: 1n, max: 100_000n }), ([spec, leverage], positionSide, entry, size, closing) => {
        fc.pre(closing < size);
        const margin = initialMargin(notional(spec, entry, size), leverage);
        const released = marginShare(margin, size, closing);
        const kept = margin - released;
        expect(released * size <= margin * closing).toBe(true);
        expect(kept * size >= margin * (size - closing)).toBe(true);
        const whole = liquidationPrice(spec, positionSide, entry, size, margin);
        const rest = liquidationPrice(spec, positionSide, entry, size - closing, kept);
        if (positionSide === 'long') expect(whole === null ? rest === null : rest === null || rest <= whole).toBe(true);
        else if (spec.valuation === 'quote_usd') expect(rest !== null && whole !== null && rest >= whole).toBe(true);
        // a USD-based short whose margin covers (1 + maintenance) × its size is never liquidated
        else expect(whole === null ? rest === null : rest === null || rest >= whole).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('at the liquidation price the position is liquidatable, one tick in the user’s favour it is not', () => {
    fc.assert(
      fc.property(specAndLeverage, side, markPrice, lots, ([spec, leverage], positionSide, entry, size) => {
        const margin = initialMargin(notional(spec, entry, size), leverage);
        const price = liquidationPrice(spec, positionSide, entry, size, margin);
        if (price === null) {
          // a long whose margin covers it down to a price of zero, or a USD-based short whose margin
          // covers its whole size and more (its loss is bounded by the size however high the price)
          if (positionSide === 'short') expect(spec.valuation).toBe('base_usd');
          expect(isLiquidatable(spec, positionSide, entry, size, margin, positionSide === 'long' ? 1n : 10n ** 30n)).toBe(false);
          return;
        }
        expect(price >= 1n).toBe(true);
        expect(isLiquidatable(spec, positionSide, entry, size, margin, price)).toBe(true);
        const better = positionSide === 'long' ? price + 1n : price - 1n;
        if (better >= 1n) expect(isLiquidatable(spec, positionSide, entry, size, margin, better)).toBe(false);
        // monotone: further against the user stays liquidatable
        const worse = positionSide === 'long' ? price - 1n : price + 1n;
        if (worse >= 1n) expect(isLiquidatable(spec, positionSide, entry, size, margin, worse)).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  it('with a margin close-out level (issue 18), the liquidation price is the exact first tick of either rule, never further than maintenance alone', () => {
    const closeOut = fc.oneof(fc.constant(5_000n), fc.bigInt({ min: 1n, max: 9_999n }));
    const seen = { closeOutFirst: 0 };
    fc.assert(
      fc.property(specAndLeverage, side, markPrice, lots, closeOut, ([spec, leverage], positionSide, entry, size, closeOutBp) => {
        const margin = initialMargin(notional(spec, entry, size), leverage);
        const price = liquidationPrice(spec, positionSide, entry, size, margin, closeOutBp);
        const maintenanceOnly = liquidationPrice(spec, positionSide, entry, size, margin);
        if (price === null) {
          expect(maintenanceOnly).toBeNull();
          expect(isLiquidatable(spec, positionSide, entry, size, margin, positionSide === 'long' ? 1n : 10n ** 30n, closeOutBp)).toBe(false);
          return;
        }
        expect(isLiquidatable(spec, positionSide, entry, size, margin, price, closeOutBp)).toBe(true);
        const better = positionSide === 'long' ? price + 1n : price - 1n;
        if (better >= 1n) expect(isLiquidatable(spec, positionSide, entry, size, margin, better, closeOutBp)).toBe(false);
        const worse = positionSide === 'long' ? price - 1n : price + 1n;
        if (worse >= 1n) expect(isLiquidatable(spec, positionSide, entry, size, margin, worse, closeOutBp)).toBe(true);
        // The close-out only ever comes sooner.
        if (maintenanceOnly !== null) expect(positionSide === 'long' ? price >= maintenanceOnly : price <= maintenanceOnly).toBe(true);
        if (maintenanceOnly === null || price !== maintenanceOnly) {
          seen.closeOutFirst += 1;
          // Closed out before maintenance: at that tick equity (P&L at the mark, rounded up) is at most the level, rounded up.
          const pnl = spec.valuation === 'base_usd' ? null : unrealisedPnl(spec, positionSide, entry, price, size);
          if (pnl !== null) expect((margin + pnl) * 10_000n <= margin * closeOutBp + 10_000n).toBe(true);
        }
      }),
      { numRuns: 1_000 },
    );
    expect(seen.closeOutFirst).toBeGreaterThan(100);
  });

  it('an ESMA 50% close-out of a 2x long closes at half the margin lost, far before maintenance', () => {
    const spec: ContractSpec = {
      valuation: 'quote_usd',
      priceScale: 2,
      sizeScale: 2,
      lotSizeUnits: 1n,
      maxLeverage: 100n,
      spreadBp: 0n,
      openFeeBp: 0n,
      closeFeeBp: 0n,
      maintenanceMarginBp: 50n,
    };
    // 1 lot of 0.01 BTC at 100,000.00: notional 1,000 USDT, margin 500 at 2x.
    const margin = initialMargin(notional(spec, 10_000_000n, 1n), 2n);
    expect(margin).toBe(500_000_000n);
    // Equity reaches 250 USDT (50% of 500) at a loss of 250: price 75,000.00.
    expect(liquidationPrice(spec, 'long', 10_000_000n, 1n, margin, 5_000n)).toBe(7_500_000n);
    expect(isLiquidatable(spec, 'long', 10_000_000n, 1n, margin, 7_500_001n, 5_000n)).toBe(false);
    expect(isLiquidatable(spec, 'long', 10_000_000n, 1n, margin, 7_500_000n, 5_000n)).toBe(true);
    // Without it, only the maintenance margin (0.5% of notional) would close it, near 50,251.
    expect(liquidationPrice(spec, 'long', 10_000_000n, 1n, margin)).toBe(5_025_125n);
  });

  it('quotes bracket the mark symmetrically and are at least the published spread wide', () => {
    fc.assert(
      fc.property(specArbitrary, markPrice, (spec, mark) => {
        const { bid, ask } = bidAsk(spec, mark);
        expect(mark - bid).toBe(ask - mark);
        expect(bid >= 0n).toBe(true);
        expect((ask - bid) * 10_000n >= mark * spec.spreadBp).toBe(true);
        expect((ask - bid - 2n) * 10_000n < mark * spec.spreadBp).toBe(true);
      }),
    );
  });

  it('P&L is antisymmetric up to one minor unit and never favours the house', () => {
    fc.assert(
      fc.property(specArbitrary, markPrice, markPrice, lots, (spec, entry, exit, size) => {
        const long = unrealisedPnl(spec, 'long', entry, exit, size);
        const short = unrealisedPnl(spec, 'short', entry, exit, size);
        const sum = long + short;
        expect(sum === 0n || sum === 1n).toBe(true);
        // the exact long P&L times the divisor never exceeds the rounded one
        const exact = (exit - entry) * size * spec.lotSizeUnits * 1_000_000n;
        const divisor = spec.valuation === 'base_usd' ? exit * 10n ** BigInt(spec.sizeScale) : 10n ** BigInt(spec.priceScale + spec.sizeScale);
        expect(long * divisor >= exact && (long - 1n) * divisor < exact).toBe(true);
      }),
    );
  });

  it('(4) takes and returns bigint only: no floating point in the source', () => {
    const source = readFileSync(new URL('./positionMath.ts', import.meta.url), 'utf8');
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/Math\.|parseFloat|parseInt|Number\(|toFixed|\d\.\d/);
    fc.assert(
      fc.property(specAndLeverage, markPrice, lots, fc.bigInt({ min: -50n, max: 50n }), ([spec, leverage], mark, size, rate) => {
        const value = notional(spec, mark, size);
        const results = [
          value,
          initialMargin(value, leverage),
          openFee(value, spec),
          closeFee(value, spec),
          carryCharge(value, rate),
          unrealisedPnl(spec, 'short', mark, mark + 1n, size),
          bidAsk(spec, mark).bid,
          ...Object.values(settleClose({ margin: value, pnl: -value - 1n, closeFee: 1n })),
        ];
        for (const result of results) expect(typeof result).toBe('bigint');
      }),
    );
  });
});
