import { fail, ok, type Result } from '@veritex/shared';
import type { DbOrTx } from '../../../platform/db/client.js';
import { postEntries } from '../../ledger/index.js';

/**
 * admin/recordHotWalletFloat: the house put its own USDT into the hot wallet (from the cold wallet or
 * its treasury), so that it can pay withdrawals before sweeps refill it. The ledger records it
 * (`capital` → `hot_wallet_float`), and reconciliation then expects it on chain; a transfer nobody
 * recorded is a difference staff are alerted to. Negative amounts record float taken back out.
 * Recording twice with one request id posts once (the call's request id is the key).
 */
export async function recordHotWalletFloat(db: DbOrTx, input: { amount: bigint; staff: string; memo: string; requestId: string }): Promise<Result<true>> {
  if (input.amount === 0n) return fail('amount_invalid', { field: 'amount' });
  return db.transaction(async (tx) => {
    const posted = await postEntries(tx, {
      reason: 'hot_wallet_float',
      actor: `staff:${input.staff}`,
      cause: { type: 'hot_wallet_float', id: input.requestId },
      idempotencyKey: `hot-wallet-float:${input.requestId}`,
      memo: input.memo,
      movements: [
        { account: { owner: 'house', kind: 'capital', asset: 'USDT' }, bucket: 'available', amount: -input.amount },
        { account: { owner: 'house', kind: 'hot_wallet_float', asset: 'USDT' }, bucket: 'available', amount: input.amount },
      ],
    });
    if (!posted.ok) throw new Error('a house-only posting cannot lack balance');
    return ok(true);
  });
}
