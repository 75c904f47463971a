import { fail, type OpenPositionInput, ok, type PositionView, parseUnits, type Result } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { checkOpening, type OpeningRefusal } from '../limits/index.js';
import { checkJurisdiction, type JurisdictionRefusal } from '../protection/index.js';
import { currentRuleVersion } from '../rules/index.js';
import { instrumentOf } from './findInstrument.js';
import { houseExposure } from './houseExposure.js';
import { payOpenFee } from './payOpenFee.js';
import { type OpenPositionError, type Plan, planPosition } from './planPosition.js';
import { notifyPositionChanged } from './positionEvents.js';
import { positionKeys } from './positionKeys.js';
import { contractAccount, exposureCap } from './positionRules.js';
import { positionView } from './positionView.js';
import { type Instrument, type Position, positions } from './schema.js';

/**
 * web/openPosition: market entry at the ask (long) or bid (short) of the latest stored tick, or
 * a pending limit entry. Margin and the open fee are frozen together from the contract account
 * (the fee is paid when the position opens). The house's open notional per instrument and side
 * is capped: two openings on the same side queue on an advisory lock so the cap cannot be raced.
 * The request id opens once: a repeat answers the position it opened (concurrent repeats queue on
 * a lock of their own), and the same id asking for another position is refused.
 */
export async function openPosition(
  db: Database,
  clock: Clock,
  options: { userId: bigint; input: OpenPositionInput },
): Promise<Result<PositionView, OpenPositionError | OpeningRefusal | JurisdictionRefusal | 'request_id_reused'>> {
  const { userId, input } = options;
  const earlier = await findByRequest(db, userId, input.request_id);
  if (earlier) return answerRepeat(db, earlier, input);
  // The user's own limits: cool-off, self-exclusion, the day's loss limit and their maximum leverage.
  const limited = await checkOpening(db, clock, { userId, leverage: input.leverage });
  if (!limited.ok) return limited;
  const plan = await planPosition(db, clock, input);
  if (!plan.ok) return plan;
  // The jurisdiction profile (issue 18): product offered, leverage cap of the class, appropriateness; its close-out level binds the position.
  const jurisdiction = await checkJurisdiction(db, clock, { userId, instrument: plan.value.instrument, leverage: input.leverage });
  if (!jurisdiction.ok) return jurisdiction;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${positionKeys.openingLock(userId, input.request_id)}))`);
    const again = await findByRequest(tx, userId, input.request_id);
    if (again) return answerRepeat(tx, again, input);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${positionKeys.exposureLock(plan.value.instrument.symbol, input.side)}))`);
    const exposure = await houseExposure(tx, plan.value.instrument.symbol, input.side, userId < 0n ? 'demo' : 'real');
    if (exposure + plan.value.notional > exposureCap(plan.value.instrument)) return fail('exposure_cap_reached');
    const opened = await insertPosition(tx, clock, { userId, input, plan: plan.value, closeOutBp: jurisdiction.value.closeOutBp });
    return opened.ok ? ok(positionView(opened.value, plan.value.instrument)) : opened;
  });
}

/** Freezes margin and fee, then writes the position; funds first, so a refusal writes nothing at all. */
async function insertPosition(
  tx: DbOrTx,
  clock: Clock,
  options: { userId: bigint; input: OpenPositionInput; plan: Plan; closeOutBp: number },
): Promise<Result<Position, 'insufficient_balance'>> {
  const { userId, input, plan } = options;
  const account = contractAccount(userId);
  const posted = await postEntries(tx, {
    reason: 'position_margin',
    actor: `user:${userId}`,
    cause: { type: 'position_request', id: input.request_id },
    idempotencyKey: positionKeys.marginFreeze(userId, input.request_id),
    memo: `${plan.instrument.symbol} ${input.side} ${input.lots} lots ${input.leverage}x`,
    movements: [
      { account, bucket: 'available', amount: -(plan.margin + plan.fee) },
      { account, bucket: 'frozen', amount: plan.margin + plan.fee },
    ],
  });
  if (!posted.ok) return fail('insufficient_balance', { field: 'lots' });
  // The opening lock makes the request id's first transaction the only one that gets here.
  if (posted.value.replayed) throw new Error(`margin of request ${input.request_id} frozen without its position`);
  const limit = input.type === 'limit';
  const [row] = await tx
    .insert(positions)
    .values({
      userId,
      requestId: input.request_id,
      symbol: plan.instrument.symbol,
      side: input.side,
      lots: BigInt(input.lots),
      leverage: input.leverage,
      status: limit ? 'pending' : 'open',
      limitPrice: limit ? plan.entry.toString() : null,
      entryPrice: limit ? null : plan.entry.toString(),
      entryTickAt: plan.tickAt,
      entryTickPrice: plan.tickPrice?.toString() ?? null,
      entryTickSource: plan.tickSource,
      margin: plan.margin.toString(),
      openFee: plan.fee.toString(),
      takeProfit: plan.takeProfit?.toString() ?? null,
      stopLoss: plan.stopLoss?.toString() ?? null,
      openedAt: limit ? null : clock.now(),
      closeOutBp: options.closeOutBp,
      ruleVersion: await currentRuleVersion(tx),
    })
    .returning();
  if (!row) throw new Error('position insert returned nothing');
  if (row.status === 'open') await payOpenFee(tx, row);
  await notifyPositionChanged(tx, row);
  return ok(row);
}

async function findByRequest(db: DbOrTx, userId: bigint, requestId: string): Promise<Position | undefined> {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.userId, userId), eq(positions.requestId, requestId)));
  return row;
}

/** A repeat of the request that opened `earlier`: its position as it is now, or a refusal if it asks for another one. */
async function answerRepeat(db: DbOrTx, earlier: Position, input: OpenPositionInput): Promise<Result<PositionView, 'request_id_reused'>> {
  const instrument = await instrumentOf(db, earlier.symbol);
  if (!(await isSameOpening(db, earlier, instrument, input))) return fail('request_id_reused', { field: 'request_id' });
  return ok(positionView(earlier, instrument));
}

/**
 * What an opening asked for and nothing since can change: instrument, side, leverage, market or
 * limit (and the limit), and the lots (partial closes split lots off into rows of their own).
 * Take-profit and stop-loss are left out: the user may have moved them since.
 */
async function isSameOpening(db: DbOrTx, opened: Position, instrument: Instrument, input: OpenPositionInput): Promise<boolean> {
  if (opened.symbol !== input.symbol || opened.side !== input.side || opened.leverage !== input.leverage) return false;
  if ((opened.limitPrice !== null) !== (input.type === 'limit')) return false;
  if (opened.limitPrice !== null && parseUnits(input.price ?? '', instrument.priceScale) !== BigInt(opened.limitPrice)) return false;
  const [split] = await db
    .select({ lots: sql<string>`coalesce(sum(${positions.lots}), 0)::text` })
    .from(positions)
    .where(eq(positions.parentId, opened.id));
  return opened.lots + BigInt(split?.lots ?? '0') === BigInt(input.lots);
}
