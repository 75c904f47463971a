import { formatUnits } from '@veritex/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { isUserAccountKind } from '../ledger/index.js';
import { findAsset } from '../marketdata/index.js';
import { adjustments } from './schema.js';

/** admin/adjustments: the latest 200 manual adjustments, by status; amounts signed in the asset's scale. */
export async function listAdjustments(db: DbOrTx, status?: string) {
  const rows = await db
    .select()
    .from(adjustments)
    .where(status ? eq(adjustments.status, status as 'pending') : undefined)
    .orderBy(desc(adjustments.id))
    .limit(200);
  const out = [];
  for (const r of rows) {
    const scale = (await findAsset(db, r.asset))?.scale ?? 0;
    out.push({
      id: String(r.id),
      user_id: String(r.userId),
      // requestAdjustment stores only user account kinds.
      account: isUserAccountKind(r.accountKind) ? r.accountKind : 'exchange',
      asset: r.asset,
      amount: formatUnits(BigInt(r.amount), scale),
      reason: r.reason,
      status: r.status,
      requested_by: r.requestedBy,
      approved_by: r.approvedBy,
      created_at: r.createdAt.toISOString(),
    });
  }
  return out;
}
