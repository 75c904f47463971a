import {
  type CollateralLoanView,
  collateralValue,
  earnDayNumber,
  fail,
  formatUnits,
  maxBorrow,
  missingFor,
  ok,
  parsePositiveUnits,
  REQUIREMENT_ERROR,
  REQUIREMENT_FIX_PATH,
  type Result,
} from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { heldRequirements } from '../identity/index.js';
import { postEntries } from '../ledger/index.js';
import { readSettings } from '../settings/index.js';
import { collateralKeys } from './collateralKeys.js';
import {
  COLLATERAL_ASSETS,
  type CollateralMarket,
  type CollateralTick,
  collateralMarket,
  currentCollateralTick,
  isCollateralAsset,
} from './collateralPricing.js';
import { type CollateralSettings, collateralSettings } from './collateralTerms.js';
import { answerCollateralLoan } from './collateralView.js';
import { exchangeAccount, LENDING_ACCOUNT, reserveLending, USDT_SCALE } from './lendingAccount.js';
import { type CollateralLoanRow, collateralLoans } from './schema.js';

export interface BorrowWithCollateralInput {
  userId: bigint;
  collateralAsset: string;
  /** Decimal strings as typed: collateral in its asset, the loan in USDT. */
  collateralAmount: string;
  amount: string;
  requestId: string;
}

interface Terms {
  market: CollateralMarket;
  tick: CollateralTick;
  settings: CollateralSettings;
  units: bigint;
  principal: bigint;
}

/**
 * web/borrowWithCollateral: USDT lent against BTC or ETH, up to the opening LTV of the collateral's
 * value at the latest stored reference tick. The collateral is frozen in the exchange account
 * (`loan_collateral_lock`) and the USDT paid from the lending account (`loan_disburse`) in the
 * transaction that records the loan, which copies the current settings so later changes never
 * reach it. Refused without the `collateral_loan` gate, for another asset, without a current price,
 * above the opening LTV, beyond what the lending account holds, or without the collateral. A
 * repeated request_id answers the first loan.
 */
export async function borrowWithCollateral(db: Database, clock: Clock, input: BorrowWithCollateralInput): Promise<Result<CollateralLoanView>> {
  const earlier = await findByRequest(db, input.userId, input.requestId);
  if (earlier) return answerRepeat(db, earlier, input, clock.now());
  const checked = await checkTerms(db, clock.now(), input);
  if (!checked.ok) return checked;
  const terms = checked.value;
  return rollbackOnRefusal(db, async (tx) => {
    // One borrowing per user at a time, so a repeated request_id cannot slip past the check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('collateral-loans'), ${Number(input.userId % 2_147_483_647n)})`);
    const raced = await findByRequest(tx, input.userId, input.requestId);
    if (raced) return answerRepeat(tx, raced, input, clock.now());
    const collateral = { owner: 'user' as const, userId: input.userId, kind: 'exchange' as const, asset: terms.market.asset };
    const reserved = await reserveLending(tx, terms.principal, [collateral, exchangeAccount(input.userId)]);
    if (!reserved.ok) return fail('lending_capacity', { field: 'amount' });
    const row = await insertLoan(tx, clock.now(), input, terms);
    const cause = { type: 'collateral_loan', id: String(row.id) };
    const locked = await postEntries(tx, {
      reason: 'loan_collateral_lock',
      actor: `user:${input.userId}`,
      cause,
      idempotencyKey: collateralKeys.lock(row.id),
      movements: [
        { account: collateral, bucket: 'available', amount: -terms.units },
        { account: collateral, bucket: 'frozen', amount: terms.units },
      ],
    });
    if (!locked.ok) return fail('insufficient_balance', { field: 'collateral_amount' });
    await postEntries(tx, {
      reason: 'loan_disburse',
      actor: `user:${input.userId}`,
      cause,
      idempotencyKey: collateralKeys.disburse(row.id),
      movements: [
        { account: LENDING_ACCOUNT, bucket: 'available', amount: -terms.principal },
        { account: exchangeAccount(input.userId), bucket: 'available', amount: terms.principal },
      ],
    });
    return ok(await answerCollateralLoan(tx, row, clock.now()));
  });
}

async function checkTerms(db: DbOrTx, now: Date, input: BorrowWithCollateralInput): Promise<Result<Terms>> {
  const missing = missingFor('collateral_loan', await heldRequirements(db, input.userId));
  const first = missing[0];
  if (first) return fail(REQUIREMENT_ERROR[first], { missing, fix: REQUIREMENT_FIX_PATH[first], feature: 'collateral_loan' });
  if (!isCollateralAsset(input.collateralAsset))
    return fail('collateral_asset_unsupported', { field: 'collateral_asset', allowed: COLLATERAL_ASSETS.join(', ') });
  const market = await collateralMarket(db, input.collateralAsset);
  const units = parsePositiveUnits(input.collateralAmount, market.assetScale);
  if (units === undefined) return fail('amount_invalid', { field: 'collateral_amount', scale: market.assetScale });
  const principal = parsePositiveUnits(input.amount, USDT_SCALE);
  if (principal === undefined) return fail('amount_invalid', { field: 'amount', scale: USDT_SCALE });
  const tick = await currentCollateralTick(db, market, now);
  if (!tick) return fail('no_price');
  const settings = collateralSettings(await readSettings(db));
  const most = maxBorrow(collateralValue(units, market.assetScale, tick), settings.openingLtvBp);
  if (principal > most) return fail('ltv_too_high', { field: 'amount', max_amount: formatUnits(most, USDT_SCALE) });
  return ok({ market, tick, settings, units, principal });
}

async function insertLoan(tx: DbOrTx, now: Date, input: BorrowWithCollateralInput, terms: Terms): Promise<CollateralLoanRow> {
  const today = earnDayNumber(now);
  const [row] = await tx
    .insert(collateralLoans)
    .values({
      userId: input.userId,
      collateralAsset: terms.market.asset,
      collateralAmount: terms.units.toString(),
      principal: terms.principal.toString(),
      dailyRatePpm: Number(terms.settings.dailyRatePpm),
      openingLtvBp: Number(terms.settings.openingLtvBp),
      marginCallLtvBp: Number(terms.settings.marginCallLtvBp),
      liquidationLtvBp: Number(terms.settings.liquidationLtvBp),
      liquidationFeeBp: Number(terms.settings.liquidationFeeBp),
      startDay: today,
      // Interest runs from the day of borrowing: that day is charged when it ends.
      interestDay: today - 1,
      requestId: input.requestId,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('collateral loan insert returned nothing');
  return row;
}

async function findByRequest(db: DbOrTx, userId: bigint, requestId: string): Promise<CollateralLoanRow | undefined> {
  const [row] = await db
    .select()
    .from(collateralLoans)
    .where(and(eq(collateralLoans.userId, userId), eq(collateralLoans.requestId, requestId)));
  return row;
}

/**
 * The loan a request id opened answers its repeats; the same id for another asset is a reused id.
 * The amounts are not compared: repayments and added collateral change them afterwards, and a
 * repeat's content was already checked by the call's own request record (platform/idempotency).
 */
async function answerRepeat(db: DbOrTx, earlier: CollateralLoanRow, input: BorrowWithCollateralInput, now: Date): Promise<Result<CollateralLoanView>> {
  if (earlier.collateralAsset !== input.collateralAsset) return fail('request_id_reused', { field: 'request_id' });
  return ok(await answerCollateralLoan(db, earlier, now));
}
