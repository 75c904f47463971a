import { USER_ACCOUNT_TYPES, type UserAccountType, type UserLedgerAccount } from '@veritex/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';

/** The spec's three user account types (§3), as packages/shared names them for both sides. */
export const USER_ACCOUNT_KINDS = USER_ACCOUNT_TYPES;
export type UserAccountKind = UserAccountType;

/**
 * The house's own accounts; each posting names the one it moves money through. `delivery` is the
 * counterparty of delivery contracts: it receives lost stakes and pays winners' profits.
 */
export const HOUSE_ACCOUNT_KINDS = [
  'deposits_clearing',
  'withdrawals_clearing',
  'fees',
  'insurance',
  'rewards',
  'market_maker',
  'adjustments',
  'counterparty',
  'delivery',
  // earn: the yield is paid from here (an expense account: its negative balance is the yield paid)
  'earn_expense',
  // loans: the pool loans are disbursed from (funded with platform capital), interest and late fees received
  'lending',
  'lending_income',
  // the platform's own capital put into the lending account (an equity account: negative by what was put in)
  'capital',
  // new-coin subscriptions: the project's sales (USDT paid for allotted coins) and the coins issued
  // (an issuance account: negative by what was allotted)
  'subscription_sales',
  'token_issuance',
  // chain custody (modules/chain): ether burnt as gas by the signer's transactions (an expense: positive by what the
  // network took), and the house's own USDT put into the hot wallet (positive by what was put in), both from `capital`
  'gas_expense',
  'hot_wallet_float',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type AccountRef = { owner: 'user'; userId: bigint; kind: UserLedgerAccount; asset: string } | { owner: 'house'; kind: HouseAccountKind; asset: string };

export function isUserAccountKind(value: string): value is UserAccountKind {
  return (USER_ACCOUNT_KINDS as readonly string[]).includes(value);
}

export function accountKey(ref: AccountRef): string {
  return `${ref.owner}:${ref.owner === 'user' ? ref.userId : 0}:${ref.kind}:${ref.asset}`;
}

export interface LockedAccount {
  id: bigint;
  ref: AccountRef;
  available: bigint;
  frozen: bigint;
}

export type LedgerBook = 'real' | 'demo';

/**
 * The book a set of accounts lives in: demo when a demo identity (negative user id) is among
 * them, and then the house accounts are the demo book's too. Real and demo users together is a
 * programming error: virtual money must never reach a real account.
 */
export function bookOf(refs: readonly AccountRef[]): LedgerBook {
  let demo = false;
  let real = false;
  for (const ref of refs) {
    if (ref.owner !== 'user') continue;
    if (ref.userId < 0n) demo = true;
    else real = true;
  }
  if (demo && real) throw new Error('a posting may not move money between the demo and the real book');
  return demo ? 'demo' : 'real';
}

/**
 * Creates the accounts if missing, then locks them FOR UPDATE in id order (so two postings
 * touching the same accounts queue instead of deadlocking) and returns their balances.
 */
export async function lockAccounts(tx: DbOrTx, refs: AccountRef[]): Promise<Map<string, LockedAccount>> {
  if (refs.length === 0) return new Map();
  const book = bookOf(refs);
  const list = sortedUnique(refs);
  let rows = (await tx.execute<AccountRow>(selectForUpdate(book, list))).rows;
  if (rows.length < list.length) {
    // First use of some accounts: create them (sorted, so concurrent creators queue in one order), then lock all.
    const found = new Set(rows.map((row) => accountKey(refOf(row))));
    const missing = list.filter((ref) => !found.has(accountKey(ref)));
    await tx.execute(sql`
      insert into ledger_accounts (book, owner, user_id, kind, asset)
      select ${book}, * from unnest(${pgArray(missing.map((r) => r.owner))}::text[], ${pgArray(missing.map((r) => (r.owner === 'user' ? r.userId : null)))}::bigint[],
        ${pgArray(missing.map((r) => r.kind))}::text[], ${pgArray(missing.map((r) => r.asset))}::text[])
      on conflict do nothing`);
    rows = (await tx.execute<AccountRow>(selectForUpdate(book, list))).rows;
  }
  if (rows.length !== list.length) throw new Error('ledger accounts missing after insert');
  return lockedByKey(rows);
}

/**
 * lockAccounts' statement, for a caller that sends it in one round trip with others (the spot
 * writer's batch): `read` answers the locked balances, or undefined when some accounts do not
 * exist yet, and then the caller runs lockAccounts, which creates them.
 */
export function planAccountLock(refs: AccountRef[]): { statement: SQL; read(rows: unknown[]): Map<string, LockedAccount> | undefined } | undefined {
  if (refs.length === 0) return undefined;
  const list = sortedUnique(refs);
  return {
    statement: selectForUpdate(bookOf(refs), list),
    read: (rows) => (rows.length === list.length ? lockedByKey(rows as AccountRow[]) : undefined),
  };
}

/** Sorted, so that concurrent first-time inserts of the same accounts also queue in one order. */
function sortedUnique(refs: AccountRef[]): AccountRef[] {
  const unique = new Map(refs.map((ref) => [accountKey(ref), ref] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return [...unique.values()];
}

function lockedByKey(rows: AccountRow[]): Map<string, LockedAccount> {
  const byKey = new Map<string, LockedAccount>();
  for (const row of rows) {
    const ref = refOf(row);
    byKey.set(accountKey(ref), { id: BigInt(row.id), ref, available: BigInt(row.available), frozen: BigInt(row.frozen) });
  }
  return byKey;
}

type AccountRow = { id: string; owner: 'user' | 'house'; user_id: string | null; kind: string; asset: string; available: string; frozen: string };

function refOf(row: AccountRow): AccountRef {
  return row.owner === 'user'
    ? { owner: 'user', userId: BigInt(row.user_id ?? 0), kind: row.kind as UserLedgerAccount, asset: row.asset }
    : { owner: 'house', kind: row.kind as HouseAccountKind, asset: row.asset };
}

function selectForUpdate(book: LedgerBook, refs: AccountRef[]): SQL {
  return sql`
    select a.id::text, a.owner, a.user_id::text, a.kind, a.asset, a.available, a.frozen
    from ledger_accounts a
    join unnest(${pgArray(refs.map((r) => r.owner))}::text[], ${pgArray(refs.map((r) => (r.owner === 'user' ? r.userId : 0n)))}::bigint[],
      ${pgArray(refs.map((r) => r.kind))}::text[], ${pgArray(refs.map((r) => r.asset))}::text[]) as r(owner, user_id, kind, asset)
      on a.book = ${book} and a.owner = r.owner and coalesce(a.user_id, 0) = r.user_id and a.kind = r.kind and a.asset = r.asset
    order by a.id
    for update of a`;
}
