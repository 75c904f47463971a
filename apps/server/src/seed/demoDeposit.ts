import { postEntries } from '../modules/ledger/index.js';
import type { Database } from '../platform/db/client.js';

export interface DemoDeposit {
  userId: bigint;
  kind: 'exchange' | 'contract' | 'futures';
  asset: string;
  units: bigint;
  /** The posting's idempotency key: a second start finds it and posts nothing. */
  idempotencyKey: string;
  /** Whose starting balance (the posting's cause id). */
  causeId: string;
  memo: string;
}

/**
 * A demo account's starting balance: an ordinary `demo_deposit` posting from deposits_clearing,
 * as a real deposit enters, visible in the account log.
 */
export async function postDemoDeposit(db: Database, deposit: DemoDeposit): Promise<void> {
  await db.transaction((tx) =>
    postEntries(tx, {
      reason: 'demo_deposit',
      actor: 'system',
      cause: { type: 'seed', id: deposit.causeId },
      idempotencyKey: deposit.idempotencyKey,
      memo: deposit.memo,
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset: deposit.asset }, bucket: 'available', amount: -deposit.units },
        { account: { owner: 'user', userId: deposit.userId, kind: deposit.kind, asset: deposit.asset }, bucket: 'available', amount: deposit.units },
      ],
    }),
  );
}
