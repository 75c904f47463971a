import { fail, ok, parsePositiveUnits, type Result } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { findAsset } from '../marketdata/index.js';
import { isUserAccountKind } from './accounts.js';
import { ledgerKeys } from './ledgerKeys.js';
import { postEntries } from './postEntries.js';

/** web/transfer: moves an asset between the user's own exchange, contract and futures accounts. */
export async function transferBetweenAccounts(
  db: DbOrTx,
  options: { userId: bigint; asset: string; amount: string; from: string; to: string; requestId: string },
): Promise<Result<{ id: string }>> {
  const asset = await findAsset(db, options.asset);
  if (!asset) return fail('asset_unknown', { field: 'asset' });
  const { from, to } = options;
  if (!isUserAccountKind(from) || !isUserAccountKind(to)) return fail('invalid_input', { field: 'from' });
  if (from === to) return fail('transfer_same_account', { field: 'to' });
  const amount = parsePositiveUnits(options.amount, asset.scale);
  if (amount === undefined) return fail('amount_invalid', { field: 'amount', scale: asset.scale });
  const { userId } = options;
  const posted = await db.transaction((tx) =>
    postEntries(tx, {
      reason: 'transfer',
      actor: `user:${userId}`,
      cause: { type: 'transfer', id: options.requestId },
      idempotencyKey: ledgerKeys.transfer(userId, options.requestId),
      memo: `${from} → ${to}`,
      movements: [
        { account: { owner: 'user', userId, kind: from, asset: asset.code }, bucket: 'available', amount: -amount },
        { account: { owner: 'user', userId, kind: to, asset: asset.code }, bucket: 'available', amount },
      ],
    }),
  );
  if (!posted.ok) return fail(posted.error, { field: 'amount' });
  return ok({ id: posted.value.postingId.toString() });
}
