import { formatUnits } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findAsset } from '../marketdata/index.js';
import { postUserMessage } from '../messaging/index.js';

/** An amount of an asset as the inbox writes it: its display scale, no grouping (the same in every language). */
async function amountText(db: DbOrTx, asset: string, units: bigint): Promise<string> {
  return formatUnits(units, (await findAsset(db, asset))?.scale ?? 0);
}

/** Tells the owner a deposit was credited; in the crediting transaction, once per deposit. */
export async function tellDepositCredited(tx: DbOrTx, clock: Clock, deposit: { id: bigint; userId: bigint; asset: string; chain: string; amount: string }) {
  await postUserMessage(tx, clock, {
    userId: deposit.userId,
    kind: 'deposit_credited',
    params: { amount: await amountText(tx, deposit.asset, BigInt(deposit.amount)), asset: deposit.asset, chain: deposit.chain },
    dedupeKey: `deposit:${deposit.id}`,
  });
}

interface WithdrawalFacts {
  id: bigint;
  userId: bigint;
  asset: string;
  amount: string;
  fee: string;
}

/** Tells the owner a withdrawal was paid (what arrives: amount − fee) or refused (with the reason); once per withdrawal. */
export async function tellWithdrawalDecided(
  tx: DbOrTx,
  clock: Clock,
  withdrawal: WithdrawalFacts,
  decision: { paid: true; fee: bigint } | { paid: false; reason: string },
) {
  const amount = BigInt(withdrawal.amount);
  const params: Record<string, string> = decision.paid
    ? {
        amount: await amountText(tx, withdrawal.asset, amount - decision.fee),
        fee: await amountText(tx, withdrawal.asset, decision.fee),
        asset: withdrawal.asset,
      }
    : { amount: await amountText(tx, withdrawal.asset, amount), asset: withdrawal.asset, reason: decision.reason };
  await postUserMessage(tx, clock, {
    userId: withdrawal.userId,
    kind: decision.paid ? 'withdrawal_paid' : 'withdrawal_refused',
    params,
    dedupeKey: `withdrawal:${withdrawal.id}`,
  });
}
