import { formatUnits } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { staffToken } from '../../testing/callers.js';
import { expectContractAnswer, type TestApp } from '../../testing/testApp.js';
import { trialBalance, verifyLedger } from '../ledger/index.js';
import { getEarnBook } from './getEarnBook.js';

/** Helpers of the earn tests (API and job): products through the desk, balances straight from the ledger. */

export const USDT = 1_000_000n;
let n = 0;
export const requestId = () => `earn${n++}x${Date.now()}`;

/** A staff call with a JSON body (booleans and arrays do not survive a form body), checked against the contract. */
export async function adminPost(t: TestApp, name: string, body: Record<string, unknown>, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${name}`,
    headers: { nonce: 'earntest1', token: token ?? (await staffToken(t, 'finance')), 'content-type': 'application/json' },
    payload: JSON.stringify({ request_id: requestId(), ...body }),
  });
  const answer = response.json();
  expectContractAnswer('admin', name, answer);
  return answer;
}

export interface ProductTerms {
  term_days: number;
  daily_rate_pct: string;
  early_rule?: 'keep' | 'forfeit' | 'penalty';
  min_amount?: string;
  max_amount?: string;
  capacity?: string;
  penalty_interest_pct?: string;
  penalty_principal_pct?: string;
}

/** A new active product made through admin/saveEarnProduct; answers its id. */
export async function createProduct(t: TestApp, terms: ProductTerms): Promise<string> {
  const answer = await adminPost(t, 'saveEarnProduct', {
    early_rule: 'keep',
    min_amount: '1',
    max_amount: '100000',
    capacity: '1000000',
    active: true,
    ...terms,
  });
  if (answer.code !== 0) throw new Error(`saveEarnProduct: ${JSON.stringify(answer)}`);
  return answer.data.id;
}

export async function buy(t: TestApp, token: string, productId: string, amount: string, id = requestId()) {
  return t.call('buyProfit', { product_id: productId, amount, request_id: id }, { token });
}

/** A user's account of one kind, in USDT minor units. */
export async function balanceOf(t: TestApp, userId: bigint, kind: 'exchange' | 'earn') {
  const result = await t.services.db.execute<{ available: string; frozen: string }>(sql`
    select available::text, frozen::text from ledger_accounts where owner = 'user' and user_id = ${userId} and kind = ${kind} and asset = 'USDT'`);
  const row = result.rows[0];
  return { available: BigInt(row?.available ?? '0'), frozen: BigInt(row?.frozen ?? '0') };
}

export async function houseBalance(t: TestApp, kind: 'earn_expense' | 'fees'): Promise<bigint> {
  const result = await t.services.db.execute<{ balance: string }>(sql`
    select (available + frozen)::text as balance from ledger_accounts where owner = 'house' and kind = ${kind} and asset = 'USDT'`);
  return BigInt(result.rows[0]?.balance ?? '0');
}

/** Postings of one reason made for one order. */
export async function postingsOf(t: TestApp, orderId: string, reason: string): Promise<number> {
  const result = await t.services.db.execute<{ count: number }>(sql`
    select count(*)::int as count from ledger_postings where cause_type = 'earn_order' and cause_id = ${orderId} and reason = ${reason}`);
  return result.rows[0]?.count ?? 0;
}

/** The trial balance is zero, every balance matches its entries, and the earn book's liability is what users' earn accounts hold. */
export async function expectBooksBalance(t: TestApp): Promise<void> {
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  expect((await verifyLedger(t.services.db)).ok).toBe(true);
  const held = await t.services.db.execute<{ total: string; available: string }>(sql`
    select coalesce(sum(available + frozen), 0)::text as total, coalesce(sum(available), 0)::text as available
    from ledger_accounts where owner = 'user' and kind = 'earn' and asset = 'USDT'`);
  const book = await getEarnBook(t.services.db);
  expect(book.liability).toBe(formatUsdt(BigInt(held.rows[0]?.total ?? '0')));
  // Custody is held frozen: nothing in an earn account is spendable.
  expect(held.rows[0]?.available).toBe('0');
}

export const formatUsdt = (units: bigint): string => formatUnits(units, 6);
