import { fail, type LendingOverview, ok, parseUnits, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { postEntries } from '../ledger/index.js';
import { getLendingOverview } from './getLendingOverview.js';
import { CAPITAL_ACCOUNT, LENDING_ACCOUNT, reserveLending, USDT_SCALE } from './lendingAccount.js';
import { loanKeys } from './loanKeys.js';

/**
 * admin/fundLending, on the staff action's transaction: platform capital moves into the lending
 * account (`in`) or back out of it (`out`, refused with `lending_balance_short` when the account,
 * checked under its lock, holds less: what is lent out cannot be withdrawn). One posting per
 * staff request id.
 */
export async function fundLending(
  db: DbOrTx,
  clock: Clock,
  input: { direction: 'in' | 'out'; amount: string; reason: string; staff: string; requestId: string },
): Promise<Result<LendingOverview>> {
  const amount = parseUnits(input.amount, USDT_SCALE);
  if (amount === undefined || amount <= 0n) return fail('amount_invalid', { field: 'amount' });
  const moved = await rollbackOnRefusal(db, async (tx) => {
    if (input.direction === 'out') {
      const held = await reserveLending(tx, amount, [CAPITAL_ACCOUNT], 'lending_balance_short');
      if (!held.ok) return held;
    }
    const sign = input.direction === 'in' ? 1n : -1n;
    await postEntries(tx, {
      reason: 'lending_funding',
      actor: `staff:${input.staff}`,
      cause: { type: 'lending_funding', id: input.requestId },
      idempotencyKey: loanKeys.lendingFunding(input.staff, input.requestId),
      memo: input.reason.trim(),
      movements: [
        { account: CAPITAL_ACCOUNT, bucket: 'available', amount: -sign * amount },
        { account: LENDING_ACCOUNT, bucket: 'available', amount: sign * amount },
      ],
    });
    return ok(true);
  });
  return moved.ok ? ok(await getLendingOverview(db, clock)) : moved;
}
