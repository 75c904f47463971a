import type { Kline, KlineInterval, MarkTick } from '@veritex/shared';

/** Candle arithmetic for the reference-price chart, with the server's buckets (date_bin from Monday 2000-01-03 UTC; calendar months for 1M). */

const MINUTE = 60_000;
const BUCKET_MS: Record<Exclude<KlineInterval, '1M'>, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1_440 * MINUTE,
  '1w': 10_080 * MINUTE,
};
const BUCKET_ORIGIN_MS = Date.UTC(2000, 0, 3);

/** The open time (ms) of the candle a tick at `timeMs` belongs to. */
export function candleOpenTime(timeMs: number, interval: KlineInterval): number {
  if (interval === '1M') {
    const date = new Date(timeMs);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  const size = BUCKET_MS[interval];
  return BUCKET_ORIGIN_MS + Math.floor((timeMs - BUCKET_ORIGIN_MS) / size) * size;
}

/** Decimal comparison of two prices at one scale (strings from the server; never through a float). */
function higher(a: string, b: string): boolean {
  const [aw = '0', af = ''] = a.split('.');
  const [bw = '0', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  return BigInt(aw + af.padEnd(width, '0')) > BigInt(bw + bf.padEnd(width, '0'));
}

/** The latest candle after one more tick: extended, or a new one when the tick opens the next bucket. */
export function candleWithTick(last: Kline | undefined, tick: Pick<MarkTick, 'mark' | 'time'>, interval: KlineInterval): Kline | undefined {
  const open = candleOpenTime(tick.time, interval);
  if (last && open < last[0]) return undefined;
  if (last && open === last[0]) {
    const count = String(Number(last[5]) + 1);
    return [last[0], last[1], higher(tick.mark, last[2]) ? tick.mark : last[2], higher(last[3], tick.mark) ? tick.mark : last[3], tick.mark, count, count];
  }
  return [open, tick.mark, tick.mark, tick.mark, tick.mark, '1', '1'];
}
