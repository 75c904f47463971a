import type { DbOrTx } from '../../platform/db/client.js';
import { listAssets } from '../marketdata/index.js';

/** Decimal places per asset code, for the finance reports (an unknown code formats with 0). */
export async function assetScales(db: DbOrTx): Promise<(asset: string) => number> {
  const scales = new Map((await listAssets(db)).map((asset) => [asset.code, asset.scale]));
  return (asset) => scales.get(asset) ?? 0;
}
