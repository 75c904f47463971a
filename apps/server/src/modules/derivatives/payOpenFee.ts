import type { DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { positionKeys } from './positionKeys.js';
import { contractAccount } from './positionRules.js';
import type { Position } from './schema.js';

/** The open fee leaves the frozen bucket for the fee account when the position opens (at once, or when a limit entry fills). */
export async function payOpenFee(tx: DbOrTx, position: Position): Promise<void> {
  const fee = BigInt(position.openFee);
  if (fee === 0n) return;
  await postEntries(tx, {
    reason: 'position_open_fee',
    actor: 'system',
    cause: { type: 'position', id: position.id.toString() },
    idempotencyKey: positionKeys.openFee(position.id),
    movements: [
      { account: contractAccount(position.userId), bucket: 'frozen', amount: -fee },
      { account: { owner: 'house', kind: 'fees', asset: 'USDT' }, bucket: 'available', amount: fee },
    ],
  });
}
