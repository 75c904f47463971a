import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { staffToken } from '../../testing/callers.js';
import { expectContractAnswer, type TestApp } from '../../testing/testApp.js';
import { trialBalance, verifyLedger } from '../ledger/index.js';

/** Helpers of the subscription tests: projects through the desk, balances straight from the ledger. */

export const USDT = 1_000_000n;
let n = 0;
export const requestId = () => `subs${n++}x${Date.now()}`;
/** A fresh coin code per project (an existing code must have been issued by a project). */
export const newCoin = () => `T${Math.random().toString(36).slice(2, 9).toUpperCase()}`;

/** A staff call with a JSON body, checked against the contract. */
export async function adminPost(t: TestApp, name: string, body: Record<string, unknown>, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${name}`,
    headers: { nonce: 'substest1', token: token ?? (await staffToken(t, 'finance')), 'content-type': 'application/json' },
    payload: JSON.stringify({ request_id: requestId(), ...body }),
  });
  const answer = response.json();
  expectContractAnswer('admin', name, answer);
  return answer;
}

export interface ProjectTerms {
  coin?: string;
  private?: boolean;
  rule?: 'first_come' | 'pro_rata';
  issue_price?: string;
  total_supply?: string;
  min_commit?: string;
  user_cap?: string;
  starts_at: Date;
  ends_at: Date;
  listing_at?: Date;
  lockup_days?: number;
  coin_scale?: number;
}

/** A project made through admin/saveSubscriptionProject; answers its id and coin. */
export async function createProject(t: TestApp, terms: ProjectTerms): Promise<{ id: string; coin: string }> {
  const coin = terms.coin ?? newCoin();
  const answer = await adminPost(t, 'saveSubscriptionProject', {
    coin,
    coin_name: `${coin} test coin`,
    coin_scale: terms.coin_scale ?? 8,
    name: `${coin} launch`,
    private: terms.private ?? false,
    rule: terms.rule ?? 'pro_rata',
    issue_price: terms.issue_price ?? '0.5',
    total_supply: terms.total_supply ?? '1000',
    min_commit: terms.min_commit ?? '10',
    user_cap: terms.user_cap ?? '1000',
    starts_at: terms.starts_at.toISOString(),
    ends_at: terms.ends_at.toISOString(),
    listing_at: (terms.listing_at ?? terms.ends_at).toISOString(),
    lockup_days: terms.lockup_days ?? 0,
    total_issuance: '1000000',
    circulation: '1000',
    website: 'https://example.test',
    white_paper: 'https://example.test/paper.pdf',
    introduction: { en: `A test coin, ${coin}.` },
  });
  if (answer.code !== 0) throw new Error(`saveSubscriptionProject: ${JSON.stringify(answer)}`);
  return { id: answer.data.id, coin };
}

export function subscribe(t: TestApp, token: string, projectId: string, amount: string, id = requestId()) {
  return t.call('subscribe', { project_id: projectId, amount, request_id: id }, { token });
}

/** One of a user's accounts, in minor units of the asset. */
export async function balanceOf(t: TestApp, userId: bigint, kind: 'exchange' | 'locked', asset: string) {
  const result = await t.services.db.execute<{ available: string; frozen: string }>(sql`
    select available::text, frozen::text from ledger_accounts where owner = 'user' and user_id = ${userId} and kind = ${kind} and asset = ${asset}`);
  const row = result.rows[0];
  return { available: BigInt(row?.available ?? '0'), frozen: BigInt(row?.frozen ?? '0') };
}

export async function houseBalance(t: TestApp, kind: 'subscription_sales' | 'token_issuance', asset: string): Promise<bigint> {
  const result = await t.services.db.execute<{ balance: string }>(sql`
    select (available + frozen)::text as balance from ledger_accounts where owner = 'house' and kind = ${kind} and asset = ${asset}`);
  return BigInt(result.rows[0]?.balance ?? '0');
}

/** Postings of one reason made for one subscription. */
export async function postingsOf(t: TestApp, subscriptionId: string, reason: string): Promise<number> {
  const result = await t.services.db.execute<{ count: number }>(sql`
    select count(*)::int as count from ledger_postings where cause_type = 'subscription' and cause_id = ${subscriptionId} and reason = ${reason}`);
  return result.rows[0]?.count ?? 0;
}

/** The trial balance is zero and every balance matches its entries. */
export async function expectBooksBalance(t: TestApp): Promise<void> {
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  expect((await verifyLedger(t.services.db)).ok).toBe(true);
}
