import { formatUnits } from '@veritex/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { houseAccounts } from '../ledger/index.js';
import { tickAtOrBefore } from '../marketdata/index.js';
import { houseExposure } from './houseExposure.js';
import { listInstruments } from './listInstruments.js';
import { settleClose } from './positionMath.js';
import { exposureCap, formatUsdt } from './positionRules.js';
import { type InstrumentCategory, positions } from './schema.js';

/** The house accounts a trading-risk view shows, in this order. */
export const RISK_HOUSE_ACCOUNTS = ['counterparty', 'fees', 'insurance', 'delivery'] as const;
const LIQUIDATIONS_SHOWN = 20;

export interface RiskSideView {
  open_count: number;
  pending_count: number;
  /** Sum of margin × leverage of open and pending positions (what the exposure cap limits), USDT. */
  notional: string;
  /** notional / cap in percent, rounded down to 0.01; null when the cap is 0. */
  used_pct: string | null;
}

export interface RiskInstrumentView {
  symbol: string;
  name: string;
  category: InstrumentCategory;
  open: boolean;
  price_scale: number;
  /** The latest stored reference tick, however old (`mark_at` says when). */
  mark: string | null;
  mark_at: string | null;
  exposure_cap: string;
  long: RiskSideView;
  short: RiskSideView;
}

export interface RiskLiquidationView {
  position_id: string;
  user_id: string;
  symbol: string;
  side: 'long' | 'short';
  lots: number;
  leverage: number;
  close_price: string | null;
  close_tick_at: string | null;
  realised_pnl: string | null;
  /** The loss beyond the margin that the insurance account paid (0 when the margin covered it). */
  insurance_shortfall: string;
}

export interface RiskOverview {
  at: string;
  instruments: RiskInstrumentView[];
  house: { code: (typeof RISK_HOUSE_ACCOUNTS)[number]; balance: string }[];
  liquidations: RiskLiquidationView[];
}

/**
 * admin/riskOverview (read only): what the house carries on leveraged instruments per side
 * against its caps, the balances of the house accounts that take the other side of users'
 * trades, and the latest liquidations. Delivery contracts are their own context's read
 * (`openDeliveryTotals`).
 */
export async function riskOverview(db: DbOrTx, clock: Clock): Promise<RiskOverview> {
  const now = clock.now();
  const counts = await liveCounts(db);
  const instrumentViews: RiskInstrumentView[] = [];
  const scales = new Map<string, number>();
  for (const instrument of await listInstruments(db, { at: now })) {
    scales.set(instrument.symbol, instrument.priceScale);
    const tick = await tickAtOrBefore(db, instrument.symbol, now);
    const cap = exposureCap(instrument);
    const side = async (name: 'long' | 'short'): Promise<RiskSideView> => {
      const count = (status: 'open' | 'pending') => counts.get(`${instrument.symbol}:${name}:${status}`) ?? 0;
      // Only sides with live positions need the sum; the others carry nothing.
      const notional = count('open') + count('pending') > 0 ? await houseExposure(db, instrument.symbol, name) : 0n;
      return { open_count: count('open'), pending_count: count('pending'), notional: formatUsdt(notional), used_pct: usedPercent(notional, cap) };
    };
    const long = await side('long');
    const short = await side('short');
    instrumentViews.push({
      symbol: instrument.symbol,
      name: instrument.name,
      category: instrument.category,
      open: instrument.status.open,
      price_scale: instrument.priceScale,
      mark: tick ? formatUnits(tick.priceUnits, instrument.priceScale) : null,
      mark_at: tick ? tick.at.toISOString() : null,
      exposure_cap: formatUsdt(cap),
      long,
      short,
    });
  }
  return { at: now.toISOString(), instruments: instrumentViews, house: await houseBalances(db), liquidations: await latestLiquidations(db, scales) };
}

/** Exact: notional × 100 % / cap, cut to two decimals. */
export function usedPercent(notional: bigint, cap: bigint): string | null {
  if (cap <= 0n) return null;
  return formatUnits((notional * 10_000n) / cap, 2);
}

async function liveCounts(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.execute<{ symbol: string; side: string; status: string; count: number }>(sql`
    select symbol, side, status, count(*)::int as count from positions
    where status in ('pending', 'open') and user_id > 0 group by symbol, side, status`);
  return new Map(rows.rows.map((r) => [`${r.symbol}:${r.side}:${r.status}`, Number(r.count)]));
}

async function houseBalances(db: DbOrTx): Promise<RiskOverview['house']> {
  const rows = (await houseAccounts(db)).filter((row) => row.asset === 'USDT');
  return RISK_HOUSE_ACCOUNTS.map((code) => ({ code, balance: formatUsdt(rows.find((row) => row.code === code)?.balance ?? 0n) }));
}

async function latestLiquidations(db: DbOrTx, scales: Map<string, number>): Promise<RiskLiquidationView[]> {
  const rows = await db
    .select()
    .from(positions)
    .where(and(eq(positions.status, 'liquidated'), gt(positions.userId, 0n)))
    .orderBy(desc(positions.closedAt), desc(positions.id))
    .limit(LIQUIDATIONS_SHOWN);
  return rows.map((row) => {
    const scale = scales.get(row.symbol) ?? 0;
    const pnl = row.realisedPnl === null ? null : BigInt(row.realisedPnl);
    // The row keeps the margin the close released and the P&L: settleClose gives what insurance paid.
    const shortfall = pnl === null ? 0n : settleClose({ margin: BigInt(row.margin), pnl, closeFee: 0n }).shortfallToInsurance;
    return {
      position_id: row.id.toString(),
      user_id: row.userId.toString(),
      symbol: row.symbol,
      side: row.side,
      lots: Number(row.lots),
      leverage: row.leverage,
      close_price: row.closePrice === null ? null : formatUnits(BigInt(row.closePrice), scale),
      close_tick_at: row.closeTickAt?.toISOString() ?? null,
      realised_pnl: pnl === null ? null : formatUsdt(pnl),
      insurance_shortfall: formatUsdt(shortfall),
    };
  });
}
