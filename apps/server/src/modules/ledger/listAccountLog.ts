import { type DealList, formatUnits, POSTING_REASONS, type PostingReason, type UserLedgerAccount } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { listAssets } from '../marketdata/index.js';
import { type AccountLogFilter, readAccountLogEntries } from './accountLog.js';

/**
 * web/getDealList (/deallog and the Records tab): a page of the entries that touched the user's
 * accounts, with signed changes in each asset's scale, filterable by any posting reason.
 */
export async function listAccountLog(db: DbOrTx, filter: AccountLogFilter): Promise<DealList> {
  const { items, total } = await readAccountLogEntries(db, filter);
  const scales = new Map((await listAssets(db)).map((asset) => [asset.code, asset.scale]));
  return {
    total,
    reasons: [...POSTING_REASONS],
    items: items.map((entry) => {
      const scale = scales.get(entry.asset) ?? 0;
      const amount = formatUnits(BigInt(entry.amount), scale);
      return {
        id: String(entry.id),
        at: entry.at.toISOString(),
        // postEntries takes only PostingReason, so every stored reason is one.
        reason: entry.reason as PostingReason,
        account: entry.kind as UserLedgerAccount,
        asset: entry.asset,
        available: entry.bucket === 'available' ? amount : '0',
        frozen: entry.bucket === 'frozen' ? amount : '0',
        available_after: formatUnits(BigInt(entry.availableAfter), scale),
        frozen_after: formatUnits(BigInt(entry.frozenAfter), scale),
        memo: entry.memo,
        ref: `${entry.causeType}:${entry.causeId}`,
      };
    }),
  };
}
