import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

/** PostgreSQL channel told `<userId>:<chainDepositId>` when a deposit is seen, gains confirmations, is credited or reorged (on commit only). */
export const CHAIN_DEPOSIT_CHANNEL = 'chain_deposit';

export async function notifyChainDeposit(tx: DbOrTx, deposit: { userId: bigint; id: bigint }): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHAIN_DEPOSIT_CHANNEL}, ${`${deposit.userId}:${deposit.id}`})`);
}

/** Splits a notification payload; undefined for anything malformed. */
export function parseChainDepositNotice(payload: string): { userId: string; chainDepositId: string } | undefined {
  const match = /^(\d{1,19}):(\d{1,19})$/.exec(payload);
  return match?.[1] && match[2] ? { userId: match[1], chainDepositId: match[2] } : undefined;
}
