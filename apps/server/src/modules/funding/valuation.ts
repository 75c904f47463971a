/**
 * Whole-USDT value of an amount at a reference price, for thresholds and display only: the
 * result never becomes a balance.
 */
export function tickerPriceUsdt(units: bigint, scale: number, priceUsdt: number): number {
  const whole = Number(units / 10n ** BigInt(scale));
  const fraction = Number(units % 10n ** BigInt(scale)) / 10 ** scale;
  return Math.floor((whole + fraction) * priceUsdt);
}
