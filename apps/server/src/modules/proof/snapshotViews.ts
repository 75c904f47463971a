import { formatUnits, type ProofSnapshot } from '@veritex/shared';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { listAssets } from '../marketdata/index.js';
import { proofSnapshotAssets, type proofSnapshots } from './schema.js';

type SnapshotRow = typeof proofSnapshots.$inferSelect;

/** Scale and display order of every asset (an unknown code: scale 0, last). */
export async function assetOrder(db: DbOrTx): Promise<{ scaleOf(asset: string): number; rankOf(asset: string): number }> {
  const assets = await listAssets(db);
  const scales = new Map(assets.map((asset) => [asset.code, asset.scale]));
  const ranks = new Map(assets.map((asset, index) => [asset.code, index]));
  return { scaleOf: (asset) => scales.get(asset) ?? 0, rankOf: (asset) => ranks.get(asset) ?? assets.length };
}

/** Snapshots as published: per asset the root, the total, the leaf count and the house accounts beside it. */
export async function snapshotViews(db: DbOrTx, snapshots: readonly SnapshotRow[]): Promise<ProofSnapshot[]> {
  if (snapshots.length === 0) return [];
  const order = await assetOrder(db);
  const rows = await db
    .select()
    .from(proofSnapshotAssets)
    .where(
      inArray(
        proofSnapshotAssets.snapshotId,
        snapshots.map((snapshot) => snapshot.id),
      ),
    )
    .orderBy(asc(proofSnapshotAssets.asset));
  return snapshots.map((snapshot) => ({
    id: String(snapshot.id),
    taken_at: snapshot.takenAt.toISOString(),
    trigger: snapshot.trigger,
    assets: rows
      .filter((row) => row.snapshotId === snapshot.id)
      .sort((a, b) => order.rankOf(a.asset) - order.rankOf(b.asset))
      .map((row) => {
        const scale = order.scaleOf(row.asset);
        const houseTotal = row.house.reduce((sum, account) => sum + BigInt(account.balance), 0n);
        return {
          asset: row.asset,
          scale,
          root: row.root,
          total: formatUnits(BigInt(row.total), scale),
          total_units: row.total,
          leaf_count: row.leafCount,
          house: row.house.map((account) => ({ account: account.account, balance: formatUnits(BigInt(account.balance), scale) })),
          house_total: formatUnits(houseTotal, scale),
        };
      }),
  }));
}
