import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { staffToken } from '../../testing/callers.js';
import { expectContractAnswer, type TestApp } from '../../testing/testApp.js';
import { createUserWithPassword } from '../identity/index.js';
import { trialBalance, verifyLedger } from '../ledger/index.js';
import { updateSetting } from '../settings/index.js';

/** Helpers of the referral tests: users in a tree, settings, balances straight from the ledger. */

let n = 0;
export const requestId = () => `ref${n++}x${Date.now()}`;

/** A user registered (as the fixture helper does) under `inviterId`. */
export async function invitee(t: TestApp, options: { email?: string; phone?: string; name?: string; inviterId?: bigint }): Promise<bigint> {
  const account = options.phone
    ? ({ kind: 'phone', value: options.phone } as const)
    : ({ kind: 'email', value: options.email ?? `u${requestId()}@referral.test` } as const);
  const user = await createUserWithPassword(t.services.db, {
    account,
    password: 'secret123',
    nationality: 'GB',
    inviterId: options.inviterId,
    name: options.name,
  });
  return user.id;
}

export async function setReferralSettings(t: TestApp, settings: { depth?: number; sharesBp?: number[]; holdHours?: number }): Promise<void> {
  const set = async (key: string, value: number) => {
    const result = await updateSetting(t.services.db, { key, value, updatedBy: 'test' });
    if (!result.ok) throw new Error(`setting ${key}=${value} refused`);
  };
  if (settings.depth !== undefined) await set('referral_depth', settings.depth);
  for (const [index, bp] of (settings.sharesBp ?? []).entries()) await set(`referral_level${index + 1}_bp`, bp);
  if (settings.holdHours !== undefined) await set('referral_hold_hours', settings.holdHours);
}

/** A user's USDT account of one kind. */
export async function accountOf(t: TestApp, userId: bigint, kind: 'exchange' | 'commission') {
  const result = await t.services.db.execute<{ available: string; frozen: string }>(sql`
    select available::text, frozen::text from ledger_accounts where owner = 'user' and user_id = ${userId} and kind = ${kind} and asset = 'USDT'`);
  const row = result.rows[0];
  return { available: BigInt(row?.available ?? '0'), frozen: BigInt(row?.frozen ?? '0') };
}

export async function houseFees(t: TestApp): Promise<bigint> {
  const result = await t.services.db.execute<{ balance: string }>(sql`
    select (available + frozen)::text as balance from ledger_accounts where owner = 'house' and kind = 'fees' and asset = 'USDT'`);
  return BigInt(result.rows[0]?.balance ?? '0');
}

export interface CommissionFact {
  beneficiary: bigint;
  level: number;
  sourceKind: string;
  sourceId: bigint;
  amount: bigint;
  status: string;
}

export async function commissionRows(t: TestApp): Promise<CommissionFact[]> {
  const result = await t.services.db.execute<{ beneficiary_id: string; level: number; source_kind: string; source_id: string; amount: string; status: string }>(
    sql`select beneficiary_id, level, source_kind, source_id, amount::text, status from referral_commissions order by id`,
  );
  return result.rows.map((row) => ({
    beneficiary: BigInt(row.beneficiary_id),
    level: Number(row.level),
    sourceKind: row.source_kind,
    sourceId: BigInt(row.source_id),
    amount: BigInt(row.amount),
    status: row.status,
  }));
}

/** A staff call with a JSON body, checked against the contract. */
export async function adminPost(t: TestApp, name: string, body: Record<string, unknown>, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${name}`,
    headers: { nonce: 'reftest01', token: token ?? (await staffToken(t, 'finance')), 'content-type': 'application/json' },
    payload: JSON.stringify({ request_id: requestId(), ...body }),
  });
  const answer = response.json();
  expectContractAnswer('admin', name, answer);
  return answer;
}

/** The trial balance is zero and every balance matches its entries; commissions are only ever frozen while pending. */
export async function expectBooksBalance(t: TestApp): Promise<void> {
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  expect((await verifyLedger(t.services.db)).ok).toBe(true);
  const held = await t.services.db.execute<{ frozen: string; available: string }>(sql`
    select coalesce(sum(frozen), 0)::text as frozen, coalesce(sum(available), 0)::text as available
    from ledger_accounts where owner = 'user' and kind = 'commission' and asset = 'USDT'`);
  const pending = await t.services.db.execute<{ total: string }>(
    sql`select coalesce(sum(amount), 0)::text as total from referral_commissions where status = 'pending'`,
  );
  expect(held.rows[0]?.available).toBe('0');
  expect(held.rows[0]?.frozen).toBe(pending.rows[0]?.total);
}
