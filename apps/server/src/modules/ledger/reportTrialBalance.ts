import { formatUnits } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { assetScales } from './assetScales.js';
import { trialBalance } from './reports.js';

/** admin/trialBalance: per asset the debit and credit sides and their sum, which must be zero. */
export async function reportTrialBalance(db: DbOrTx): Promise<{ ok: boolean; items: Array<{ asset: string; debits: string; credits: string; sum: string }> }> {
  const scaleOf = await assetScales(db);
  const result = await trialBalance(db);
  return {
    ok: result.ok,
    items: result.rows.map((row) => {
      const scale = scaleOf(row.asset);
      return { asset: row.asset, debits: formatUnits(row.debits, scale), credits: formatUnits(row.credits, scale), sum: formatUnits(row.sum, scale) };
    }),
  };
}
