import { fail, formatUnits, marketStatus, type OpenPositionInput, ok, type PositionPreview, parseUnits, type Result } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { type AccountRef, postEntries } from '../ledger/index.js';
import { contractSpecOf } from './contractSpec.js';
import { currentQuote } from './currentQuote.js';
import { notifyPositionChanged } from './positionEvents.js';
import { type ContractSpec, closeAtMark, closeFee, initialMargin, liquidationPrice, notional, openFee } from './positionMath.js';
import { type Instrument, instruments, type Position, positions } from './schema.js';

export type OpenPositionError =
  | 'instrument_unknown'
  | 'leverage_too_high'
  | 'market_closed'
  | 'no_price'
  | 'price_invalid'
  | 'tp_wrong_side'
  | 'sl_wrong_side'
  | 'exposure_cap_reached'
  | 'insufficient_balance';

const USDT_SCALE = 6;

export function contractAccount(userId: bigint): AccountRef {
  return { owner: 'user', userId, kind: 'contract', asset: 'USDT' };
}

export interface Plan {
  instrument: Instrument;
  spec: ContractSpec;
  entry: bigint;
  tickAt: Date | null;
  margin: bigint;
  fee: bigint;
  notional: bigint;
  takeProfit: bigint | null;
  stopLoss: bigint | null;
}

/**
 * Works out what a position would cost before anything is written: the pre-trade card shows
 * exactly this, and openPosition commits exactly this.
 */
export async function planPosition(db: DbOrTx, clock: Clock, input: OpenPositionInput): Promise<Result<Plan, OpenPositionError>> {
  const [instrument] = await db.select().from(instruments).where(eq(instruments.symbol, input.symbol));
  if (!instrument) return fail('instrument_unknown');
  if (input.leverage > instrument.maxLeverage) return fail('leverage_too_high', { max: instrument.maxLeverage, field: 'leverage' });
  const now = clock.now();
  const status = marketStatus(instrument.tradingHours, now);
  if (!status.open) return fail('market_closed', { reopens_at: status.reopensAt?.toISOString() ?? '' });
  const spec = contractSpecOf(instrument);
  const price = (text: string | undefined) => (text === undefined ? undefined : parseUnits(text, spec.priceScale));
  let entry: bigint;
  let tickAt: Date | null = null;
  if (input.type === 'limit') {
    const limit = price(input.price);
    if (limit === undefined || limit <= 0n) return fail('price_invalid', { field: 'price' });
    entry = limit;
  } else {
    const quote = await currentQuote(db, instrument.symbol, spec, now);
    if (!quote.ok) return quote;
    entry = input.side === 'long' ? quote.value.ask : quote.value.bid;
    tickAt = quote.value.tickAt;
  }
  const takeProfit = price(input.take_profit) ?? null;
  const stopLoss = price(input.stop_loss) ?? null;
  if (input.take_profit !== undefined && (takeProfit === null || takeProfit <= 0n)) return fail('price_invalid', { field: 'take_profit' });
  if (input.stop_loss !== undefined && (stopLoss === null || stopLoss <= 0n)) return fail('price_invalid', { field: 'stop_loss' });
  const sideCheck = checkTargets(input.side, entry, takeProfit, stopLoss);
  if (!sideCheck.ok) return sideCheck;
  const value = notional(spec, entry, BigInt(input.lots));
  return ok({
    instrument,
    spec,
    entry,
    tickAt,
    margin: initialMargin(value, BigInt(input.leverage)),
    fee: openFee(value, spec),
    notional: value,
    takeProfit,
    stopLoss,
  });
}

/** A take-profit beyond the entry in the position's favour, a stop-loss against it. */
export function checkTargets(
  side: 'long' | 'short',
  entry: bigint,
  takeProfit: bigint | null,
  stopLoss: bigint | null,
): Result<true, 'tp_wrong_side' | 'sl_wrong_side'> {
  if (takeProfit !== null && (side === 'long' ? takeProfit <= entry : takeProfit >= entry)) return fail('tp_wrong_side', { field: 'take_profit' });
  if (stopLoss !== null && (side === 'long' ? stopLoss >= entry : stopLoss <= entry)) return fail('sl_wrong_side', { field: 'stop_loss' });
  return ok(true);
}

/**
 * web/openPosition: market entry at the ask (long) or bid (short) of the latest stored tick, or
 * a pending limit entry. Margin and the open fee are frozen together from the contract account
 * (the fee is paid when the position opens). The house's open notional per instrument and side
 * is capped: two openings on the same side queue on an advisory lock so the cap cannot be raced.
 */
export async function openPosition(db: Database, clock: Clock, userId: bigint, input: OpenPositionInput): Promise<Result<Position, OpenPositionError>> {
  const earlier = await findByRequest(db, userId, input.request_id);
  if (earlier) return ok(earlier);
  const plan = await planPosition(db, clock, input);
  if (!plan.ok) return plan;
  const { instrument, entry, margin, fee } = plan.value;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`exposure:${instrument.symbol}:${input.side}`}))`);
    const again = await findByRequest(tx, userId, input.request_id);
    if (again) return ok(again);
    if ((await houseExposure(tx, instrument.symbol, input.side)) + plan.value.notional > exposureCap(instrument)) return fail('exposure_cap_reached');
    const account = contractAccount(userId);
    // Funds first: a refusal writes nothing at all.
    const posted = await postEntries(tx, {
      reason: 'position_margin',
      actor: `user:${userId}`,
      cause: { type: 'position_request', id: input.request_id },
      idempotencyKey: `position:freeze:${userId}:${input.request_id}`,
      memo: `${instrument.symbol} ${input.side} ${input.lots} lots ${input.leverage}x`,
      movements: [
        { account, bucket: 'available', amount: -(margin + fee) },
        { account, bucket: 'frozen', amount: margin + fee },
      ],
    });
    if (!posted.ok) return fail('insufficient_balance', { field: 'lots' });
    const now = clock.now();
    const [row] = await tx
      .insert(positions)
      .values({
        userId,
        requestId: input.request_id,
        symbol: instrument.symbol,
        side: input.side,
        lots: BigInt(input.lots),
        leverage: input.leverage,
        status: input.type === 'limit' ? 'pending' : 'open',
        limitPrice: input.type === 'limit' ? entry.toString() : null,
        entryPrice: input.type === 'limit' ? null : entry.toString(),
        entryTickAt: plan.value.tickAt,
        margin: margin.toString(),
        openFee: fee.toString(),
        takeProfit: plan.value.takeProfit?.toString() ?? null,
        stopLoss: plan.value.stopLoss?.toString() ?? null,
        openedAt: input.type === 'limit' ? null : now,
      })
      .returning();
    if (!row) throw new Error('position insert returned nothing');
    if (row.status === 'open') await payOpenFee(tx, row);
    await notifyPositionChanged(tx, row);
    return ok(row);
  });
}

/** The open fee leaves the frozen bucket for the fee account when the position opens. */
export async function payOpenFee(tx: DbOrTx, position: Position): Promise<void> {
  const fee = BigInt(position.openFee);
  if (fee === 0n) return;
  await postEntries(tx, {
    reason: 'position_open_fee',
    actor: 'system',
    cause: { type: 'position', id: position.id.toString() },
    idempotencyKey: `position:open-fee:${position.id}`,
    movements: [
      { account: contractAccount(position.userId), bucket: 'frozen', amount: -fee },
      { account: { owner: 'house', kind: 'fees', asset: 'USDT' }, bucket: 'available', amount: fee },
    ],
  });
}

async function findByRequest(db: DbOrTx, userId: bigint, requestId: string): Promise<Position | undefined> {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.userId, userId), eq(positions.requestId, requestId)));
  return row;
}

/** The house's largest open notional per side of an instrument (`exposure_cap_usdt`), in USDT minor units. */
export function exposureCap(instrument: Pick<Instrument, 'exposureCapUsdt'>): bigint {
  const text = instrument.exposureCapUsdt.includes('.') ? instrument.exposureCapUsdt.replace(/0+$/, '').replace(/\.$/, '') : instrument.exposureCapUsdt;
  return parseUnits(text, USDT_SCALE) ?? 0n;
}

/** Open and pending notional the house carries on one side of an instrument (at entry or limit price). */
export async function houseExposure(tx: DbOrTx, symbol: string, side: 'long' | 'short'): Promise<bigint> {
  const rows = await tx.execute<{ total: string }>(sql`
    select coalesce(sum(margin * leverage), 0)::text as total from positions
    where symbol = ${symbol} and side = ${side} and status in ('pending', 'open')`);
  return BigInt(rows.rows[0]?.total ?? '0');
}

export function formatUsdt(units: bigint): string {
  return formatUnits(units, USDT_SCALE);
}

/** The pre-trade card for a plan: margin, fees, liquidation price, and the most the user can lose. */
export function previewOf(plan: Plan, input: OpenPositionInput, available: string): PositionPreview {
  const { spec, entry, margin, fee } = plan;
  const lots = BigInt(input.lots);
  const liquidation = liquidationPrice(spec, input.side, entry, lots, margin);
  const atStop = plan.stopLoss === null ? undefined : closeAtMark(spec, input.side, entry, lots, margin, plan.stopLoss);
  // The loss at the stop is margin minus what would come back, plus the open fee already paid.
  const maxLoss = (atStop ? margin - atStop.payoutToUser : margin) + fee;
  return {
    entry_price: formatUnits(entry, spec.priceScale),
    notional: formatUsdt(plan.notional),
    margin: formatUsdt(margin),
    open_fee: formatUsdt(fee),
    close_fee_estimate: formatUsdt(closeFee(plan.notional, spec)),
    liquidation_price: liquidation === null ? null : formatUnits(liquidation, spec.priceScale),
    max_loss: formatUsdt(maxLoss),
    available,
  };
}

export async function findInstrument(db: DbOrTx, symbol: string): Promise<Instrument | undefined> {
  const [row] = await db.select().from(instruments).where(eq(instruments.symbol, symbol));
  return row;
}
