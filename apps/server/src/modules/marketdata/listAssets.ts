import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { assets } from './schema.js';

/** An asset as the other contexts need it: its code, name and decimal places. */
export interface AssetInfo {
  code: string;
  name: string;
  scale: number;
}

const assetColumns = { code: assets.code, name: assets.name, scale: assets.scale };

/** Every asset, in the assets' display order. */
export async function listAssets(db: DbOrTx): Promise<AssetInfo[]> {
  return db.select(assetColumns).from(assets).orderBy(asc(assets.sort));
}

export async function findAsset(db: DbOrTx, code: string): Promise<AssetInfo | undefined> {
  const [row] = await db.select(assetColumns).from(assets).where(eq(assets.code, code));
  return row;
}
