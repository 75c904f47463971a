import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { fundingKeys } from './fundingKeys.js';
import { tellDepositCredited } from './fundingNotices.js';
import { deposits } from './schema.js';

/**
 * Finance approves (admin/approveDeposit): the claim is locked, decided once, and credited from
 * the deposits clearing account in the same transaction. Approving twice credits once.
 * `db` may be the staff action's transaction (the credit then runs in a savepoint of it).
 */
export async function approveDeposit(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string }): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, input.id)).for('update');
    if (!deposit) return fail('not_found');
    // A deposit seen on chain is credited or closed by the chain watcher, never by a reviewer's eye.
    if (deposit.source === 'chain') return fail('deposit_on_chain');
    if (deposit.status !== 'processing') return deposit.status === 'success' ? ok(true) : fail('already_reviewed');
    const amount = BigInt(deposit.amount);
    const posted = await postEntries(tx, {
      reason: 'deposit',
      actor: `staff:${input.staff}`,
      cause: { type: 'deposit', id: String(deposit.id) },
      idempotencyKey: fundingKeys.depositCredit(deposit.id),
      memo: `${deposit.asset} ${deposit.chain}`,
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset: deposit.asset }, bucket: 'available', amount: -amount },
        { account: { owner: 'user', userId: deposit.userId, kind: 'exchange', asset: deposit.asset }, bucket: 'available', amount },
      ],
    });
    if (!posted.ok) throw new Error('a credit cannot lack balance');
    await tx.update(deposits).set({ status: 'success', reviewedAt: clock.now(), reviewedBy: input.staff }).where(eq(deposits.id, deposit.id));
    await tellDepositCredited(tx, clock, deposit);
    return ok(true);
  });
}
