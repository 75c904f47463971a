import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { assets } from './schema.js';

/** An asset as the other contexts need it: its code, name, decimal places and the decimals balances are shown with. */
export interface AssetInfo {
  code: string;
  name: string;
  scale: number;
  /** At most `scale` (a configured larger value would only pad zeros). */
  displayScale: number;
}

const assetColumns = { code: assets.code, name: assets.name, scale: assets.scale, displayScale: assets.displayScale };

function withDisplayScale(row: AssetInfo): AssetInfo {
  return { ...row, displayScale: Math.max(0, Math.min(row.displayScale, row.scale)) };
}

/** Every asset, in the assets' display order. */
export async function listAssets(db: DbOrTx): Promise<AssetInfo[]> {
  return (await db.select(assetColumns).from(assets).orderBy(asc(assets.sort))).map(withDisplayScale);
}

export async function findAsset(db: DbOrTx, code: string): Promise<AssetInfo | undefined> {
  const [row] = await db.select(assetColumns).from(assets).where(eq(assets.code, code));
  return row ? withDisplayScale(row) : undefined;
}
