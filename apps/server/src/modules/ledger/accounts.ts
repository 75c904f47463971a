import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { ledgerAccounts } from './schema.js';

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
  // Sorted, so that concurrent first-time inserts of the same accounts also queue in one order.
  const unique = new Map(refs.map((ref) => [accountKey(ref), ref] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  await tx
    .insert(ledgerAccounts)
    .values([...unique.values()].map((ref) => ({ owner: ref.owner, userId: ref.owner === 'user' ? ref.userId : null, kind: ref.kind, asset: ref.asset })))
    .onConflictDoNothing();
  const ids: bigint[] = [];
  for (const ref of unique.values()) {
    const [row] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.owner, ref.owner),
          sql`coalesce(${ledgerAccounts.userId}, 0) = ${ref.owner === 'user' ? ref.userId : 0n}`,
          eq(ledgerAccounts.kind, ref.kind),
          eq(ledgerAccounts.asset, ref.asset),
        ),
      );
    if (!row) throw new Error(`ledger account ${accountKey(ref)} missing after insert`);
    ids.push(row.id);
  }
  const rows = await tx.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids)).orderBy(ledgerAccounts.id).for('update');
  const byKey = new Map<string, LockedAccount>();
  for (const row of rows) {
    const ref: AccountRef =
      row.owner === 'user'
        ? { owner: 'user', userId: row.userId ?? 0n, kind: row.kind as UserAccountKind, asset: row.asset }
        : { owner: 'house', kind: row.kind as HouseAccountKind, asset: row.asset };
    byKey.set(accountKey(ref), { id: row.id, ref, available: BigInt(row.available), frozen: BigInt(row.frozen) });
  }
  return byKey;
}
