import { formatUnits, type HashedStatementEntry, hashEntries, type StatementEntry } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { readUserEntriesInOrder } from '../ledger/index.js';
import { listAssets } from '../marketdata/index.js';

/** The user's entries with `from <= posting time < to`, in chain order, as the statement lists them (amounts in each asset's scale). */
export async function loadStatementEntries(db: DbOrTx, options: { userId: bigint; from?: Date; to?: Date }): Promise<StatementEntry[]> {
  const [rows, assets] = await Promise.all([readUserEntriesInOrder(db, options), listAssets(db)]);
  const scales = new Map(assets.map((asset) => [asset.code, asset.scale]));
  return rows.map((row) => {
    const scale = scales.get(row.asset) ?? 0;
    return {
      posting_id: String(row.postingId),
      entry_id: String(row.id),
      at: row.at.toISOString(),
      account: row.kind,
      asset: row.asset,
      bucket: row.bucket,
      amount: formatUnits(BigInt(row.amount), scale),
      reason: row.reason,
      reference: `${row.causeType}:${row.causeId}`,
      available_after: formatUnits(BigInt(row.availableAfter), scale),
      frozen_after: formatUnits(BigInt(row.frozenAfter), scale),
    };
  });
}

/** The chain over `entries` from `previousHash`: each entry with its hash, and the head. */
export async function chainEntries(previousHash: string, entries: readonly StatementEntry[]): Promise<{ entries: HashedStatementEntry[]; head: string }> {
  const hashed = await hashEntries(previousHash, entries);
  return { entries: hashed, head: hashed.at(-1)?.hash ?? previousHash };
}
