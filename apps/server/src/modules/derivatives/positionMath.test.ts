import { describe, expect, it } from 'vitest';
import {
  assertContractSpec,
  bidAsk,
  type ContractSpec,
  carryCharge,
  closeAtMark,
  closeFee,
  equity,
  initialMargin,
  isLiquidatable,
  liquidationPrice,
  maintenanceMargin,
  marginShare,
  notional,
  openFee,
  settleClose,
  unrealisedPnl,
} from './positionMath.js';

// Expected values are worked by hand in decimal in the comments; amounts are USDT minor units (10^-6).

/** Gold: price in cents, 1 lot = 1 oz (100 units of 0.01 oz). */
const gold: ContractSpec = {
  valuation: 'quote_usd',
  priceScale: 2,
  sizeScale: 2,
  lotSizeUnits: 100n,
  maxLeverage: 50n,
  spreadBp: 4n,
  openFeeBp: 5n,
  closeFeeBp: 5n,
  maintenanceMarginBp: 50n,
};

/** BTC perpetual: price in cents, 1 lot = 0.001 BTC. */
const btc: ContractSpec = {
  valuation: 'quote_usd',
  priceScale: 2,
  sizeScale: 3,
  lotSizeUnits: 1n,
  maxLeverage: 100n,
  spreadBp: 2n,
  openFeeBp: 4n,
  closeFeeBp: 4n,
  maintenanceMarginBp: 40n,
};

/** EUR/USD (USD settles in USDT 1:1): 5 decimals, 1 lot = 10,000 EUR. */
const eurusd: ContractSpec = {
  valuation: 'quote_usd',
  priceScale: 5,
  sizeScale: 0,
  lotSizeUnits: 10_000n,
  maxLeverage: 30n,
  spreadBp: 1n,
  openFeeBp: 2n,
  closeFeeBp: 2n,
  maintenanceMarginBp: 100n,
};

describe('positionMath', () => {
  it('accepts the example specs and refuses a broken one', () => {
    for (const spec of [gold, btc, eurusd]) expect(() => assertContractSpec(spec)).not.toThrow();
    expect(() => assertContractSpec({ ...gold, lotSizeUnits: 0n, maintenanceMarginBp: 10_000n })).toThrow(/lotSizeUnits, maintenanceMarginBp/);
  });

  it('a 10x long on gold: open at the ask, close at the bid with a profit', () => {
    // mark 2350.00, half spread 2350 × 0.02 % = 0.47 → bid 2349.53, ask 2350.47
    expect(bidAsk(gold, 235_000n)).toEqual({ bid: 234_953n, ask: 235_047n });
    // 2 oz × 2350.47 = 4700.94
    const value = notional(gold, 235_047n, 2n);
    expect(value).toBe(4_700_940_000n);
    const margin = initialMargin(value, 10n);
    expect(margin).toBe(470_094_000n); // 470.094
    expect(openFee(value, gold)).toBe(2_350_470n); // 4700.94 × 0.05 % = 2.35047
    // liquidation: equity 470.094 + 2·(p − 2350.47) ≤ 0.5 % · 2p ⇒ p ≤ 2126.0532… → 2126.05
    expect(liquidationPrice(gold, 'long', 235_047n, 2n, margin)).toBe(212_605n);
    expect(isLiquidatable(gold, 'long', 235_047n, 2n, margin, 212_605n)).toBe(true); // equity 21.254 ≤ 21.2605
    expect(isLiquidatable(gold, 'long', 235_047n, 2n, margin, 212_606n)).toBe(false); // equity 21.274 > 21.2606
    // mark 2400.00 → bid 2399.52; P&L 2 × 49.05 = 98.10
    const { bid } = bidAsk(gold, 240_000n);
    expect(bid).toBe(239_952n);
    const pnl = unrealisedPnl(gold, 'long', 235_047n, bid, 2n);
    expect(pnl).toBe(98_100_000n);
    expect(equity(margin, pnl)).toBe(568_194_000n);
    const fee = closeFee(notional(gold, bid, 2n), gold); // 4799.04 × 0.05 % = 2.39952
    expect(fee).toBe(2_399_520n);
    expect(settleClose({ margin, pnl, closeFee: fee })).toEqual({
      payoutToUser: 565_794_480n, // 470.094 + 98.10 − 2.39952
      pnlToHouse: -98_100_000n,
      feeToHouse: 2_399_520n,
      shortfallToInsurance: 0n,
    });
  });

  it('a 100x BTC long liquidated at its price, and one gapped past it', () => {
    // mark 60000.00 → ask 60006.00; 100 lots = 0.1 BTC → notional 6000.60, margin 60.006
    const { ask } = bidAsk(btc, 6_000_000n);
    expect(ask).toBe(6_000_600n);
    const margin = initialMargin(notional(btc, ask, 100n), 100n);
    expect(margin).toBe(60_006_000n);
    // 60.006 + 0.1·(p − 60006) ≤ 0.4 % · 0.1p ⇒ p ≤ 59644.518… → 59644.51
    const liquidation = liquidationPrice(btc, 'long', ask, 100n, margin);
    expect(liquidation).toBe(5_964_451n);
    expect(isLiquidatable(btc, 'long', ask, 100n, margin, 5_964_451n)).toBe(true); // 23.857 ≤ 23.857804
    expect(isLiquidatable(btc, 'long', ask, 100n, margin, 5_964_452n)).toBe(false); // 23.858 > 23.857808
    // displayed at the boundary: equity and maintenance both round in the user's favour
    const pnlAtMark = unrealisedPnl(btc, 'long', ask, 5_964_451n, 100n);
    expect(equity(margin, pnlAtMark)).toBe(23_857_000n);
    expect(maintenanceMargin(btc, notional(btc, 5_964_451n, 100n))).toBe(23_857_804n);

    // closed at the bid of the liquidation mark: half spread 1.192890… → 1.20, bid 59638.54
    const { bid } = bidAsk(btc, 5_964_451n);
    expect(bid).toBe(5_963_854n);
    const pnl = unrealisedPnl(btc, 'long', ask, bid, 100n);
    expect(pnl).toBe(-36_746_000n);
    const fee = closeFee(notional(btc, bid, 100n), btc); // 5963.854 × 0.04 % = 2.3855416 → 2.385541
    expect(fee).toBe(2_385_541n);
    expect(settleClose({ margin, pnl, closeFee: fee })).toEqual({
      payoutToUser: 20_874_459n,
      pnlToHouse: 36_746_000n,
      feeToHouse: 2_385_541n,
      shortfallToInsurance: 0n,
    });

    // the price gaps to a mark of 59000.00 (bid 58994.10): loss 101.19 > margin 60.006
    const gapPnl = unrealisedPnl(btc, 'long', ask, bidAsk(btc, 5_900_000n).bid, 100n);
    expect(gapPnl).toBe(-101_190_000n);
    const gapFee = closeFee(notional(btc, 5_899_410n, 100n), btc);
    expect(settleClose({ margin, pnl: gapPnl, closeFee: gapFee })).toEqual({
      payoutToUser: 0n,
      pnlToHouse: 101_190_000n,
      feeToHouse: 0n,
      shortfallToInsurance: 41_184_000n, // 101.19 − 60.006
    });
  });

  it('a short on EUR/USD with a profit', () => {
    // mark 1.08500, half spread 0.0000054… → rounded out to 0.00006: bid 1.08494, ask 1.08506
    expect(bidAsk(eurusd, 108_500n)).toEqual({ bid: 108_494n, ask: 108_506n });
    const value = notional(eurusd, 108_494n, 3n); // 30,000 EUR × 1.08494 = 32548.20 USD = USDT
    expect(value).toBe(32_548_200_000n);
    const margin = initialMargin(value, 20n);
    expect(margin).toBe(1_627_410_000n);
    expect(openFee(value, eurusd)).toBe(6_509_640n);
    // short: 1627.41 + 30000·(1.08494 − p) ≤ 1 % · 30000p ⇒ p ≥ 1.1279079… → 1.12791
    expect(liquidationPrice(eurusd, 'short', 108_494n, 3n, margin)).toBe(112_791n);
    expect(isLiquidatable(eurusd, 'short', 108_494n, 3n, margin, 112_791n)).toBe(true);
    expect(isLiquidatable(eurusd, 'short', 108_494n, 3n, margin, 112_790n)).toBe(false);
    // mark 1.08000 → ask 1.08006; P&L 30000 × 0.00488 = 146.40
    const { ask } = bidAsk(eurusd, 108_000n);
    const pnl = unrealisedPnl(eurusd, 'short', 108_494n, ask, 3n);
    expect(pnl).toBe(146_400_000n);
    const fee = closeFee(notional(eurusd, ask, 3n), eurusd); // 32401.80 × 0.02 % = 6.48036
    expect(settleClose({ margin, pnl, closeFee: fee })).toEqual({
      payoutToUser: 1_767_329_640n,
      pnlToHouse: -146_400_000n,
      feeToHouse: 6_480_360n,
      shortfallToInsurance: 0n,
    });
  });

  it('closes at the right side of the quote, shows the loss at a stop and splits the margin on a partial close', () => {
    const margin = 470_094_000n; // the gold long above: 2 oz from 2350.47 at 10x
    expect(closeAtMark(gold, 'long', 235_047n, 2n, margin, 240_000n)).toEqual({
      exitPriceUnits: 239_952n,
      pnl: 98_100_000n,
      payoutToUser: 565_794_480n,
      pnlToHouse: -98_100_000n,
      feeToHouse: 2_399_520n,
      shortfallToInsurance: 0n,
    });
    // stop at a mark of 2300.00 → bid 2299.54: loss 2 × 50.93 = 101.86, fee 4599.08 × 0.05 % = 2.29954
    const atStop = closeAtMark(gold, 'long', 235_047n, 2n, margin, 230_000n);
    expect(atStop.exitPriceUnits).toBe(229_954n);
    expect(margin - atStop.payoutToUser).toBe(104_159_540n); // 101.86 + 2.29954
    // closing 1 of 3 lots releases a third of the margin, rounded down; the rest keeps the remainder
    expect(marginShare(100n, 3n, 1n)).toBe(33n);
    expect(marginShare(100n, 3n, 3n)).toBe(100n);
    expect(() => marginShare(100n, 3n, 4n)).toThrow();
  });

  it('rounds fees, margin, P&L and carry in the user’s favour', () => {
    expect(openFee(19_999n, gold)).toBe(9n); // 9.9995 → 9
    expect(closeFee(1n, gold)).toBe(0n);
    expect(initialMargin(1_001n, 10n)).toBe(101n); // 100.1 → 101
    expect(maintenanceMargin(gold, 19_999n)).toBe(99n); // 99.995 → 99
    expect(carryCharge(19_999n, 5n)).toBe(9n); // the user pays 9.9995 → 9
    expect(carryCharge(19_999n, -5n)).toBe(-10n); // the user receives 9.9995 → 10
    // 1 lot of 0.001 BTC moving one cent is 0.00001 USDT = 10 units; sub-unit moves need a finer spec
    const fine: ContractSpec = { ...btc, sizeScale: 8, lotSizeUnits: 1n }; // 1 satoshi per lot
    expect(unrealisedPnl(fine, 'long', 100n, 101n, 3n)).toBe(1n); // +0.0003 units → 1
    expect(unrealisedPnl(fine, 'long', 101n, 100n, 3n)).toBe(0n); // −0.0003 units → 0
    expect(unrealisedPnl(fine, 'short', 100n, 101n, 3n)).toBe(0n);
  });

  it('a fee is waived before the insurance fund pays, and a long at 1x has no liquidation price', () => {
    expect(settleClose({ margin: 100n, pnl: -95n, closeFee: 10n })).toEqual({ payoutToUser: 0n, pnlToHouse: 95n, feeToHouse: 5n, shortfallToInsurance: 0n });
    const margin = initialMargin(notional(gold, 235_000n, 1n), 1n);
    expect(liquidationPrice(gold, 'long', 235_000n, 1n, margin)).toBeNull();
    expect(liquidationPrice(gold, 'short', 235_000n, 1n, margin)).toBe(467_662n); // 2·2350 / 1.005 = 4676.616… → up
  });

  it('values a USD-based pair (USD/JPY) in dollars: size as notional, P&L converted at the exit price', () => {
    /** USD/JPY: price in 0.001 JPY, 1 lot = 1,000 USD. */
    const usdjpy: ContractSpec = { ...eurusd, valuation: 'base_usd', priceScale: 3, lotSizeUnits: 1_000n, maxLeverage: 50n, maintenanceMarginBp: 50n };
    expect(notional(usdjpy, 155_000n, 1n)).toBe(1_000_000_000n); // 1,000 USD at any price
    expect(notional(usdjpy, 90_000n, 3n)).toBe(3_000_000_000n);
    // 1,000 × (156.550 − 155.000) / 156.550 = 9.900990… USD → 9.900991 (up)
    expect(unrealisedPnl(usdjpy, 'long', 155_000n, 156_550n, 1n)).toBe(9_900_991n);
    expect(unrealisedPnl(usdjpy, 'short', 155_000n, 156_550n, 1n)).toBe(-9_900_990n);
    // 50x: margin 20 USD, maintenance 0.5% of 1,000 = 5 USD.
    // p ≤ 1,000 × 155 / (20 + 1,000 × 0.995) = 152.709359… → 152.709
    const margin = initialMargin(notional(usdjpy, 155_000n, 1n), 50n);
    expect(margin).toBe(20_000_000n);
    expect(liquidationPrice(usdjpy, 'long', 155_000n, 1n, margin)).toBe(152_709n);
    expect(isLiquidatable(usdjpy, 'long', 155_000n, 1n, margin, 152_709n)).toBe(true); // equity 4.9976 ≤ 5
    expect(isLiquidatable(usdjpy, 'long', 155_000n, 1n, margin, 152_710n)).toBe(false); // equity 5.0042
    // short: p ≥ 1,000 × 155 / (1,000 × 1.005 − 20) = 157.360406… → 157.361
    expect(liquidationPrice(usdjpy, 'short', 155_000n, 1n, margin)).toBe(157_361n);
    // at 1x plus maintenance the short's loss can never exceed its margin: no liquidation price
    expect(liquidationPrice(usdjpy, 'short', 155_000n, 1n, 1_005_000_000n)).toBeNull();
  });
});
