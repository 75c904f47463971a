import { randomBytes } from 'node:crypto';
import { formatUnits, type PlaceOrderInput } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import { createUserWithPassword, users } from '../modules/identity/index.js';
import { postEntries } from '../modules/ledger/index.js';
import type { ReferenceFeed } from '../modules/marketdata/index.js';
import { cancelOrder, placeOrder, type SpotWriter } from '../modules/spot/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';

/**
 * Demo liquidity. Two ordinary users with their own ledger balances (lent by the house's
 * `market_maker` account, so the trial balance stays zero) trade through the same use cases
 * as everyone: the maker keeps a ladder of limit orders around the reference price; the taker
 * sends small market orders now and then, so every market has trades and candles. Both are
 * disclosed in the UI next to the "Simulated prices" badge.
 */
export const BOT_ACCOUNTS = { maker: 'market-maker@bots.veritex.local', taker: 'liquidity-taker@bots.veritex.local' } as const;

const LEVELS = 20;
const FIRST_LEVEL_BP = 5;
const LEVEL_STEP_BP = 4;
export const MAKER_PERIOD_MS = 2_000;
export const TAKER_PERIOD_MS = 5_000;
/** What each bot is lent per market, in USDT (base assets at the reference price). */
const LENT_USDT_PER_MARKET = 2_000_000;

/** Idempotency keys of the bots' ledger postings (stored with each posting: their shape never changes). */
export const marketMakerKeys = {
  /** The house market-maker account lends a bot its starting funds of one asset, once. */
  lend: (botUserId: bigint, asset: string) => `bot-funding:${botUserId}:${asset}`,
};

export interface BotDeps {
  db: Database;
  exchange: SpotWriter;
  feed: ReferenceFeed;
  clock: Clock;
  skip: string[];
}

async function botUser(db: Database, email: string): Promise<bigint> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return existing.id;
  const created = await createUserWithPassword(db, {
    account: { kind: 'email', value: email },
    password: `${randomBytes(24).toString('hex')}A1`,
    nationality: 'GB',
  });
  return created.id;
}

/** Creates and funds the bots once (idempotent by posting key). */
export async function ensureBots(deps: BotDeps): Promise<{ makerId: bigint; takerId: bigint }> {
  const makerId = await botUser(deps.db, BOT_ACCOUNTS.maker);
  const takerId = await botUser(deps.db, BOT_ACCOUNTS.taker);
  const now = deps.clock.now().getTime();
  for (const userId of [makerId, takerId]) {
    const lend = async (asset: string, units: bigint) => {
      if (units <= 0n) return;
      await deps.db.transaction((tx) =>
        postEntries(tx, {
          reason: 'bot_funding',
          actor: 'system',
          cause: { type: 'bot', id: userId.toString() },
          idempotencyKey: marketMakerKeys.lend(userId, asset),
          memo: 'Demo liquidity lent by the house market-maker account',
          movements: [
            { account: { owner: 'house', kind: 'market_maker', asset }, bucket: 'available', amount: -units },
            { account: { owner: 'user', userId, kind: 'exchange', asset }, bucket: 'available', amount: units },
          ],
        }),
      );
    };
    const markets = [...deps.exchange.view.markets.values()];
    await lend('USDT', BigInt(LENT_USDT_PER_MARKET) * BigInt(markets.length) * 1_000_000n);
    for (const { rules } of markets) {
      const price = deps.feed.quote(rules.base, rules.quote, now)?.price;
      if (!price) continue;
      const microCoins = BigInt(Math.floor((LENT_USDT_PER_MARKET / price) * 1e6));
      await lend(rules.base, (microCoins * 10n ** BigInt(rules.baseScale)) / 1_000_000n);
    }
  }
  return { makerId, takerId };
}

/**
 * The bots' two rounds, run by the job table (maker every MAKER_PERIOD_MS, taker every
 * TAKER_PERIOD_MS): each visits every market not skipped, side by side. One market failing does
 * not stop the others; the round then fails with every market's reason (job_runs shows it).
 */
export function marketMakerRounds(
  deps: BotDeps,
  ids: { makerId: bigint; takerId: bigint },
): { refreshLadders(): Promise<void>; takeLiquidity(): Promise<void> } {
  let counter = 0;
  const key = () => `bot${Date.now().toString(36)}${(counter++).toString(36)}`;
  const everyMarket = async (round: string, work: (symbol: string) => Promise<void>) => {
    const symbols = [...deps.exchange.view.markets.keys()].filter((s) => !deps.skip.includes(s));
    const outcomes = await Promise.allSettled(symbols.map(work));
    const failures = outcomes.flatMap((outcome, i) => (outcome.status === 'rejected' ? [`${symbols[i]}: ${String(outcome.reason)}`] : []));
    if (failures.length > 0) throw new Error(`bot ${round}: ${failures.join('; ')}`);
  };
  return {
    refreshLadders: () => everyMarket('maker', (symbol) => refreshLadder(deps, ids.makerId, symbol, key)),
    takeLiquidity: () => everyMarket('taker', (symbol) => takeLiquidity(deps, ids.takerId, symbol, key)),
  };
}

/** Keeps LEVELS orders a side inside the band around the reference; orders that drifted out are cancelled. */
async function refreshLadder(deps: BotDeps, userId: bigint, symbol: string, key: () => string): Promise<void> {
  const market = deps.exchange.view.markets.get(symbol);
  const reference = market ? deps.feed.quote(market.rules.base, market.rules.quote, deps.clock.now().getTime()) : undefined;
  if (!market || !reference) return;
  const { rules } = market;
  const tickPrice = Number(rules.tickUnits) / 10 ** rules.quoteScale;
  const toTicks = (price: number, round: (x: number) => number) => round(price / tickPrice);
  const mine = [...deps.exchange.view.openOrders.values()].filter((o) => o.userId === userId && o.symbol === symbol);
  for (const side of ['buy', 'sell'] as const) {
    const sign = side === 'buy' ? -1 : 1;
    const round = side === 'buy' ? Math.floor : Math.ceil;
    const targets = Array.from({ length: LEVELS }, (_, level) =>
      toTicks(reference.price * (1 + (sign * (FIRST_LEVEL_BP + level * LEVEL_STEP_BP)) / 10_000), round),
    );
    const inner = targets[0] as number;
    const outer = targets[LEVELS - 1] as number;
    const [low, high] = side === 'buy' ? [outer, inner] : [inner, outer];
    const orders = mine.filter((o) => o.side === side);
    const keep = new Set<number>();
    for (const order of orders) {
      const ticks = Number((order.price ?? 0n) / rules.tickUnits);
      if (ticks < low || ticks > high) await cancelOrder(deps, userId, order.id);
      else keep.add(ticks);
    }
    for (const [level, ticks] of targets.entries()) {
      if (keep.size >= LEVELS) break;
      if (keep.has(ticks) || ticks <= 0) continue;
      keep.add(ticks);
      const notional = 1_000 + level * 600 + Math.random() * 400;
      const lotCoins = Number(rules.lotUnits) / 10 ** rules.baseScale;
      const lots = Math.max(1, Math.round(notional / reference.price / lotCoins));
      await placeOrder(
        deps,
        userId,
        order(symbol, side, formatUnits(BigInt(ticks) * rules.tickUnits, rules.quoteScale), formatUnits(BigInt(lots) * rules.lotUnits, rules.baseScale), key()),
      );
    }
  }
}

function order(symbol: string, side: 'buy' | 'sell', price: string, quantity: string, clientOrderId: string): PlaceOrderInput {
  return { symbol, side, type: 'limit', price, quantity, time_in_force: 'GTC', post_only: false, client_order_id: clientOrderId };
}

/** A small market order, leaning towards the side that brings the last trade back to the reference. */
async function takeLiquidity(deps: BotDeps, userId: bigint, symbol: string, key: () => string): Promise<void> {
  const market = deps.exchange.view.markets.get(symbol);
  const reference = market ? deps.feed.quote(market.rules.base, market.rules.quote, deps.clock.now().getTime()) : undefined;
  if (!market || !reference || Math.random() < 0.3) return;
  const { rules } = market;
  const last = market.recentTrades.at(-1);
  const lastPrice = last ? Number(last.price) / 10 ** rules.quoteScale : reference.price;
  const buyChance = lastPrice < reference.price ? 0.65 : 0.35;
  const side: 'buy' | 'sell' = Math.random() < buyChance ? 'buy' : 'sell';
  const notional = 20 + Math.random() * 800;
  const base = { symbol, side, type: 'market' as const, time_in_force: 'IOC' as const, post_only: false, client_order_id: key() };
  if (side === 'buy') {
    await placeOrder(deps, userId, { ...base, amount: notional.toFixed(2) });
    return;
  }
  const lotCoins = Number(rules.lotUnits) / 10 ** rules.baseScale;
  const lots = Math.max(1, Math.round(notional / reference.price / lotCoins));
  await placeOrder(deps, userId, { ...base, quantity: formatUnits(BigInt(lots) * rules.lotUnits, rules.baseScale) });
}
