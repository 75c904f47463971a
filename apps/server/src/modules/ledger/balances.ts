import { USER_LEDGER_ACCOUNTS, type UserLedgerAccount } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { listAssets } from '../marketdata/index.js';
import type { UserAccountKind } from './accounts.js';
import { ledgerAccounts } from './schema.js';

export interface BalanceRow {
  kind: UserLedgerAccount;
  asset: string;
  available: bigint;
  frozen: bigint;
}

/** Every user account (the three types and `earn`) with every asset (zero where no account row exists yet). */
export async function userBalances(db: DbOrTx, userId: bigint): Promise<BalanceRow[]> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, asset: ledgerAccounts.asset, available: ledgerAccounts.available, frozen: ledgerAccounts.frozen })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.owner} = 'user' and ${ledgerAccounts.userId} = ${userId}`);
  const stored = new Map(rows.map((r) => [`${r.kind}:${r.asset}`, r]));
  const out: BalanceRow[] = [];
  for (const kind of USER_LEDGER_ACCOUNTS) {
    for (const asset of await listAssets(db)) {
      const row = stored.get(`${kind}:${asset.code}`);
      out.push({ kind, asset: asset.code, available: BigInt(row?.available ?? 0), frozen: BigInt(row?.frozen ?? 0) });
    }
  }
  return out;
}

export async function availableBalance(db: DbOrTx, userId: bigint, kind: UserAccountKind, asset: string): Promise<bigint> {
  const [row] = await db
    .select({ available: ledgerAccounts.available })
    .from(ledgerAccounts)
    .where(
      sql`${ledgerAccounts.owner} = 'user' and ${ledgerAccounts.userId} = ${userId} and ${ledgerAccounts.kind} = ${kind} and ${ledgerAccounts.asset} = ${asset}`,
    );
  return BigInt(row?.available ?? 0);
}
