import { formatUnits } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { assetScales } from './assetScales.js';
import { houseAccounts } from './reports.js';

/** admin/houseAccounts: every house account's balance, signed (clearing accounts go negative). */
export async function reportHouseBalances(db: DbOrTx): Promise<{ items: Array<{ code: string; asset: string; balance: string }> }> {
  const scaleOf = await assetScales(db);
  const rows = await houseAccounts(db);
  return { items: rows.map((row) => ({ code: row.code, asset: row.asset, balance: formatUnits(row.balance, scaleOf(row.asset)) })) };
}
