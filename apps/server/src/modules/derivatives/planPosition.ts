import { fail, marketStatus, type OpenPositionInput, ok, parseUnits, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findActiveHalt, haltRefusal } from '../halts/index.js';
import { contractSpecOf } from './contractSpec.js';
import { currentQuote } from './currentQuote.js';
import { findInstrument } from './findInstrument.js';
import { type ContractSpec, initialMargin, notional, openFee } from './positionMath.js';
import { checkTargets } from './positionRules.js';
import type { Instrument } from './schema.js';

export type OpenPositionError =
  | 'instrument_unknown'
  | 'leverage_too_high'
  | 'market_closed'
  | 'trading_halted'
  | 'no_price'
  | 'price_invalid'
  | 'tp_wrong_side'
  | 'sl_wrong_side'
  | 'exposure_cap_reached'
  | 'insufficient_balance';

/** What an opening costs: the pre-trade card shows exactly this, and openPosition commits exactly this. */
export interface Plan {
  instrument: Instrument;
  spec: ContractSpec;
  entry: bigint;
  tickAt: Date | null;
  /** The market entry's tick: its price (the mark) and source, stored with the position. */
  tickPrice: bigint | null;
  tickSource: string | null;
  margin: bigint;
  fee: bigint;
  notional: bigint;
  takeProfit: bigint | null;
  stopLoss: bigint | null;
}

/** What openPosition and previewPosition take (the request id is openPosition's). */
export type PositionDraft = Omit<OpenPositionInput, 'request_id'>;

/** Works out what a position would cost before anything is written. */
export async function planPosition(db: DbOrTx, clock: Clock, input: PositionDraft): Promise<Result<Plan, OpenPositionError>> {
  const instrument = await findInstrument(db, input.symbol);
  if (!instrument) return fail('instrument_unknown');
  if (input.leverage > instrument.maxLeverage) return fail('leverage_too_high', { max: instrument.maxLeverage, field: 'leverage' });
  const now = clock.now();
  const status = marketStatus(instrument.tradingHours, now);
  if (!status.open) return fail('market_closed', { reopens_at: status.reopensAt?.toISOString() ?? '' });
  const halt = await findActiveHalt(db, 'instrument', instrument.symbol);
  if (halt) return haltRefusal(halt);
  const spec = contractSpecOf(instrument);
  const price = (text: string | undefined) => (text === undefined ? undefined : parseUnits(text, spec.priceScale));
  let entry: bigint;
  let tickAt: Date | null = null;
  let tickPrice: bigint | null = null;
  let tickSource: string | null = null;
  if (input.type === 'limit') {
    const limit = price(input.price);
    if (limit === undefined || limit <= 0n) return fail('price_invalid', { field: 'price' });
    entry = limit;
  } else {
    const quote = await currentQuote(db, instrument.symbol, spec, now);
    if (!quote.ok) return quote;
    entry = input.side === 'long' ? quote.value.ask : quote.value.bid;
    tickAt = quote.value.tickAt;
    tickPrice = quote.value.mark;
    tickSource = quote.value.source;
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
    tickPrice,
    tickSource,
    margin: initialMargin(value, BigInt(input.leverage)),
    fee: openFee(value, spec),
    notional: value,
    takeProfit,
    stopLoss,
  });
}
