import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { readSettings } from '../settings/index.js';

export interface ChainDepositState {
  tx_hash: string;
  status: 'seen' | 'credited' | 'reorged' | 'below_minimum';
  confirmations: number;
  required_confirmations: number;
}

/**
 * The chain side of listed deposits (modules/chain's `chain_deposits`, read in SQL like payoutStates):
 * the transfer each chain deposit was opened for, with its confirmations against the setting.
 */
export async function chainDepositStatesOf(db: DbOrTx, depositIds: bigint[]): Promise<Map<bigint, ChainDepositState>> {
  if (depositIds.length === 0) return new Map();
  const rows = await db.execute<{ deposit_id: string; tx_hash: string; status: ChainDepositState['status']; confirmations: number }>(
    sql`select deposit_id, tx_hash, status, confirmations from chain_deposits where deposit_id = any(${pgArray(depositIds)}::bigint[])`,
  );
  if (rows.rows.length === 0) return new Map();
  const required = (await readSettings(db)).deposit_confirmations;
  return new Map(
    rows.rows.map((row) => [
      BigInt(row.deposit_id),
      { tx_hash: row.tx_hash, status: row.status, confirmations: row.confirmations, required_confirmations: required },
    ]),
  );
}
