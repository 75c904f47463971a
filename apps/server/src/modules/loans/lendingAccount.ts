import { fail, ok, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type AccountRef, accountKey, lockAccounts } from '../ledger/index.js';

/** Loans are lent in USDT only. */
export const LOAN_ASSET = 'USDT';
export const USDT_SCALE = 6;

/** The pool every loan is paid from; platform capital funds it (house accounts may go negative, this one must not be lent below zero). */
export const LENDING_ACCOUNT: AccountRef = { owner: 'house', kind: 'lending', asset: LOAN_ASSET };
/** Interest and late fees received. */
export const LENDING_INCOME_ACCOUNT: AccountRef = { owner: 'house', kind: 'lending_income', asset: LOAN_ASSET };
/** The platform's own capital (an equity account: negative by what was put into lending). */
export const CAPITAL_ACCOUNT: AccountRef = { owner: 'house', kind: 'capital', asset: LOAN_ASSET };
/** Where money that arrived outside the platform enters (a confirmed repayment voucher). */
export const DEPOSITS_CLEARING_ACCOUNT: AccountRef = { owner: 'house', kind: 'deposits_clearing', asset: LOAN_ASSET };

export const exchangeAccount = (userId: bigint): AccountRef => ({ owner: 'user', userId, kind: 'exchange', asset: LOAN_ASSET });

/**
 * Locks the lending account (with `others`, in the ledger's one lock order) and refuses when it
 * holds less than `amount`: the platform never lends more than the account holds. Call it in the
 * transaction that then posts the disbursement, so no other disbursement can slip in between.
 */
export async function reserveLending(
  tx: DbOrTx,
  amount: bigint,
  others: AccountRef[] = [],
  refusal: 'lending_capacity' | 'lending_balance_short' = 'lending_capacity',
): Promise<Result<{ lendingBalance: bigint }>> {
  const locked = await lockAccounts(tx, [LENDING_ACCOUNT, ...others]);
  const balance = locked.get(accountKey(LENDING_ACCOUNT))?.available ?? 0n;
  return balance < amount ? fail(refusal) : ok({ lendingBalance: balance });
}

/** A house account's balance (available), unlocked: for views. */
export async function houseBalance(db: DbOrTx, kind: 'lending' | 'lending_income'): Promise<bigint> {
  const result = await db.execute<{ available: string }>(
    sql`select available::text from ledger_accounts where book = 'real' and owner = 'house' and kind = ${kind} and asset = ${LOAN_ASSET}`,
  );
  return BigInt(result.rows[0]?.available ?? 0);
}
