import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { readSettings } from '../settings/index.js';

export interface PayoutState {
  source: 'hot_wallet' | 'manual';
  status: 'queued' | 'sent' | 'mined' | 'confirmed' | 'reverted' | 'dropped';
  confirmations: number;
  required_confirmations: number;
}

/**
 * The chain side of listed withdrawals (modules/chain's `chain_payouts`, read in SQL like the other
 * guards here): where each one's transaction is and its confirmations against the setting.
 */
export async function payoutStatesOf(db: DbOrTx, withdrawalIds: bigint[]): Promise<Map<bigint, PayoutState>> {
  if (withdrawalIds.length === 0) return new Map();
  const rows = await db.execute<{ withdrawal_id: string; source: PayoutState['source']; status: PayoutState['status']; confirmations: number }>(
    sql`select withdrawal_id, source, status, confirmations from chain_payouts where withdrawal_id = any(${pgArray(withdrawalIds)}::bigint[])`,
  );
  if (rows.rows.length === 0) return new Map();
  const required = (await readSettings(db)).payout_confirmations;
  return new Map(
    rows.rows.map((row) => [
      BigInt(row.withdrawal_id),
      { source: row.source, status: row.status, confirmations: row.confirmations, required_confirmations: required },
    ]),
  );
}
