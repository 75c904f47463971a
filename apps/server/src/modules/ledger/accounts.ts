import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';

/** The spec's three user account types (§3). */
export const USER_ACCOUNT_KINDS = ['exchange', 'contract', 'futures'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

/** The house's own accounts; each posting names the one it moves money through. */
export const HOUSE_ACCOUNT_KINDS = ['deposits_clearing', 'withdrawals_clearing', 'fees', 'insurance', 'rewards', 'market_maker', 'adjustments'] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type AccountRef = { owner: 'user'; userId: bigint; kind: UserAccountKind; asset: string } | { owner: 'house'; kind: HouseAccountKind; asset: string };

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

/**
 * Creates the accounts if missing, then locks them FOR UPDATE in id order (so two postings
 * touching the same accounts queue instead of deadlocking) and returns their balances.
 */
export async function lockAccounts(tx: DbOrTx, refs: AccountRef[]): Promise<Map<string, LockedAccount>> {
  if (refs.length === 0) return new Map();
  // Sorted, so that concurrent first-time inserts of the same accounts also queue in one order.
  const unique = new Map(refs.map((ref) => [accountKey(ref), ref] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const list = [...unique.values()];
  const owners = pgArray(list.map((r) => r.owner));
  const userIds = pgArray(list.map((r) => (r.owner === 'user' ? r.userId : null)));
  const kinds = pgArray(list.map((r) => r.kind));
  const assetCodes = pgArray(list.map((r) => r.asset));
  await tx.execute(sql`
    insert into ledger_accounts (owner, user_id, kind, asset)
    select * from unnest(${owners}::text[], ${userIds}::bigint[], ${kinds}::text[], ${assetCodes}::text[])
    on conflict do nothing`);
  const rows = await tx.execute<{
    id: string;
    owner: 'user' | 'house';
    user_id: string | null;
    kind: string;
    asset: string;
    available: string;
    frozen: string;
  }>(sql`
    select a.id::text, a.owner, a.user_id::text, a.kind, a.asset, a.available, a.frozen
    from ledger_accounts a
    join unnest(${owners}::text[], ${userIds}::bigint[], ${kinds}::text[], ${assetCodes}::text[]) as r(owner, user_id, kind, asset)
      on a.owner = r.owner and coalesce(a.user_id, 0) = coalesce(r.user_id, 0) and a.kind = r.kind and a.asset = r.asset
    order by a.id
    for update of a`);
  if (rows.rows.length !== list.length) throw new Error('ledger accounts missing after insert');
  const byKey = new Map<string, LockedAccount>();
  for (const row of rows.rows) {
    const ref: AccountRef =
      row.owner === 'user'
        ? { owner: 'user', userId: BigInt(row.user_id ?? 0), kind: row.kind as UserAccountKind, asset: row.asset }
        : { owner: 'house', kind: row.kind as HouseAccountKind, asset: row.asset };
    byKey.set(accountKey(ref), { id: BigInt(row.id), ref, available: BigInt(row.available), frozen: BigInt(row.frozen) });
  }
  return byKey;
}
