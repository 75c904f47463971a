import { fail, type Kline, type KlineInterval, ok, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { klineOf } from './marketViews.js';
import type { SpotWriter } from './spotWriter.js';

type Row = Record<string, string | null>;

/** web/getKlines: a market's candles opening before `endMs` (default: all), oldest first. */
export async function listKlines(
  deps: { db: DbOrTx; exchange: SpotWriter },
  options: { symbol: string; interval: KlineInterval; limit: number; endMs?: number },
): Promise<Result<Kline[], 'market_unknown'>> {
  const market = deps.exchange.view.markets.get(options.symbol);
  if (!market) return fail('market_unknown');
  const before = options.endMs ? sql` and open_time < ${new Date(options.endMs).toISOString()}` : sql``;
  const rows = await deps.db.execute<Row>(
    sql`select * from spot_klines where symbol = ${market.rules.symbol} and interval = ${options.interval}${before} order by open_time desc limit ${options.limit}`,
  );
  return ok(
    rows.rows.reverse().map((r) =>
      klineOf(
        {
          openMs: new Date(r.open_time as unknown as string).getTime(),
          open: BigInt(r.open ?? 0),
          high: BigInt(r.high ?? 0),
          low: BigInt(r.low ?? 0),
          close: BigInt(r.close ?? 0),
          volume: BigInt(r.volume ?? 0),
          quoteVolume: BigInt(r.quote_volume ?? 0),
          trades: Number(r.trades),
        },
        market.rules,
      ),
    ),
  );
}
