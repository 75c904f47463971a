import { fail, formatUnits, ok, parseUnits, type Result, type SubscriptionProjectAdmin } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { markets } from '../marketdata/index.js';
import { recordRuleChange, spotMarketRule } from '../rules/index.js';
import { projectForDesk } from './listProjectsForDesk.js';
import { subscriptionProjects } from './schema.js';
import { loadProject, USDT_SCALE } from './subscriptionTerms.js';

/**
 * PostgreSQL channel told (on commit only) that a spot market was added; the payload is its
 * symbol. The spot writer reloads its markets when it hears it (http/routes/subscriptionsRoutes.ts).
 */
export const MARKETS_CHANGED_CHANNEL = 'markets_changed';

export interface ListProjectMarketInput {
  projectId: bigint;
  /** Decimal strings as typed: the price step (USDT), the quantity step (coin), the smallest order value (USDT). */
  tickSize: string;
  lotSize: string;
  minNotional: string;
  makerFeeBp: number;
  takerFeeBp: number;
  /** Who lists it, for the rule register (`staff:<username>`). */
  changedBy: string;
}

/** The simulator's volatility for a new coin's reference price (used once the process restarts). */
const NEW_COIN_VOLATILITY_BP = 12_000;

/**
 * admin/listProjectMarket (audited by the route, on its transaction): once a project is allocated
 * and its listing date has come, its coin becomes a COIN_USDT spot market with the given rules,
 * starting from the issue price as its reference. The market row and the project's `listed`
 * status commit together with a notice on `markets_changed`, and the spot writer reloads its
 * books when it hears it (between batches), so the market takes orders from then on.
 */
export async function listProjectMarket(db: DbOrTx, clock: Clock, input: ListProjectMarketInput): Promise<Result<SubscriptionProjectAdmin>> {
  const project = await loadProject(db, input.projectId, true);
  if (!project) return fail('project_unknown', { field: 'project_id' });
  const { row, coinScale } = project;
  const now = clock.now();
  if (row.status !== 'allocated' || now < row.listingAt)
    return fail('project_listing_not_due', { field: 'project_id', listing_at: row.listingAt.toISOString() });
  const tick = parseUnits(input.tickSize, USDT_SCALE);
  if (tick === undefined || tick <= 0n) return fail('invalid_input', { field: 'tick_size' });
  const lot = parseUnits(input.lotSize, coinScale);
  if (lot === undefined || lot <= 0n) return fail('invalid_input', { field: 'lot_size' });
  const minNotional = parseUnits(input.minNotional, USDT_SCALE);
  if (minNotional === undefined || minNotional <= 0n) return fail('invalid_input', { field: 'min_notional' });
  const symbol = `${row.coin}_USDT`;
  const [taken] = await db.select({ symbol: markets.symbol }).from(markets).where(eq(markets.symbol, symbol));
  if (taken) return fail('invalid_input', { field: 'project_id' });
  const [market] = await db
    .insert(markets)
    .values({
      symbol,
      base: row.coin,
      quote: 'USDT',
      kind: 'spot',
      priceScale: decimalsOf(tick, USDT_SCALE),
      quantityScale: decimalsOf(lot, coinScale),
      referencePrice: formatUnits(BigInt(row.issuePrice), USDT_SCALE),
      volatilityBp: NEW_COIN_VOLATILITY_BP,
      sort: 1000,
      tickSize: formatUnits(tick, USDT_SCALE),
      lotSize: formatUnits(lot, coinScale),
      minNotional: formatUnits(minNotional, USDT_SCALE),
      makerFeeBp: input.makerFeeBp,
      takerFeeBp: input.takerFeeBp,
    })
    .returning();
  if (!market) throw new Error(`market ${symbol} insert returned nothing`);
  // A new market's fees and sizes are published rules from the moment it exists.
  await recordRuleChange(db, spotMarketRule(market), { changedBy: input.changedBy, reason: 'market_listed' });
  await db
    .update(subscriptionProjects)
    .set({ status: 'listed', marketSymbol: symbol, listedAt: now, updatedAt: now })
    .where(eq(subscriptionProjects.id, row.id));
  await db.execute(sql`select pg_notify(${MARKETS_CHANGED_CHANNEL}, ${symbol})`);
  const view = await projectForDesk(db, clock, row.id);
  if (!view) throw new Error(`project ${row.id} vanished`);
  return ok(view);
}

/** Decimal places a step needs: 0.01 USDT (10 000 minor units of 6) → 2. */
function decimalsOf(units: bigint, scale: number): number {
  let places = scale;
  let rest = units;
  while (places > 0 && rest % 10n === 0n) {
    rest /= 10n;
    places -= 1;
  }
  return places;
}
