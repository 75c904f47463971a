import { formatUnits } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { assetScales } from './assetScales.js';
import { liabilities } from './reports.js';

/** admin/liabilities: what the platform owes its users per asset, and how many users hold it. */
export async function reportLiabilities(
  db: DbOrTx,
): Promise<{ items: Array<{ asset: string; available: string; frozen: string; total: string; users: number }> }> {
  const scaleOf = await assetScales(db);
  const rows = await liabilities(db);
  return {
    items: rows.map((row) => {
      const scale = scaleOf(row.asset);
      return {
        asset: row.asset,
        available: formatUnits(row.available, scale),
        frozen: formatUnits(row.frozen, scale),
        total: formatUnits(row.available + row.frozen, scale),
        users: row.users,
      };
    }),
  };
}
