import { formatUnits } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { staffToken } from '../../testing/callers.js';
import { expectContractAnswer, type TestApp } from '../../testing/testApp.js';
import { trialBalance, verifyLedger } from '../ledger/index.js';

/** Helpers of the rewards tests: staff calls with JSON bodies, balances and postings straight from the ledger. */

export const USDT = 1_000_000n;
let n = 0;
export const requestId = () => `rw${n++}x${Date.now()}`;
export const formatUsdt = (units: bigint): string => formatUnits(units, 6);

/** A staff call with a JSON body (objects and booleans do not survive a form body), checked against the contract. */
export async function adminPost(t: TestApp, name: string, body: Record<string, unknown>, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${name}`,
    headers: { nonce: 'rewards01', token: token ?? (await staffToken(t, 'finance')), 'content-type': 'application/json' },
    payload: JSON.stringify({ request_id: requestId(), ...body }),
  });
  const answer = response.json();
  expectContractAnswer('admin', name, answer);
  return answer;
}

export async function adminGet(t: TestApp, name: string) {
  return (await t.call(name, {}, { scope: 'admin', token: await staffToken(t, 'finance') })).body;
}

/** A user's exchange account, USDT minor units. */
export async function exchangeBalance(t: TestApp, userId: bigint): Promise<bigint> {
  const result = await t.services.db.execute<{ available: string }>(sql`
    select available::text from ledger_accounts where owner = 'user' and user_id = ${userId} and kind = 'exchange' and asset = 'USDT'`);
  return BigInt(result.rows[0]?.available ?? '0');
}

export async function rewardsAccountBalance(t: TestApp): Promise<bigint> {
  const result = await t.services.db.execute<{ available: string }>(sql`
    select available::text from ledger_accounts where owner = 'house' and kind = 'rewards' and asset = 'USDT'`);
  return BigInt(result.rows[0]?.available ?? '0');
}

/** Postings of one reason that credited one user. */
export async function userPostings(t: TestApp, userId: bigint, reason: string): Promise<number> {
  const result = await t.services.db.execute<{ count: number }>(sql`
    select count(distinct p.id)::int as count from ledger_postings p
    join ledger_entries e on e.posting_id = p.id join ledger_accounts a on a.id = e.account_id
    where p.reason = ${reason} and a.owner = 'user' and a.user_id = ${userId}`);
  return result.rows[0]?.count ?? 0;
}

export async function countRows(t: TestApp, table: 'sign_ins' | 'benefit_claims', userId: bigint): Promise<number> {
  const result = await t.services.db.execute<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(table)} where user_id = ${userId}`);
  return result.rows[0]?.count ?? 0;
}

/** The trial balance is zero and every balance matches its entries. */
export async function expectBooksBalance(t: TestApp): Promise<void> {
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  expect((await verifyLedger(t.services.db)).ok).toBe(true);
}
