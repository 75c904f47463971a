import { formatUnits } from '@veritex/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { findAsset } from '../marketdata/index.js';
import { chainDepositStatesOf } from './chainDepositStates.js';
import { ownerAccounts } from './ownerAccounts.js';
import { deposits } from './schema.js';

/** Deposit claims, newest first, with their owner's display account, as the finance desk sees them (admin/deposits); listUserDeposits is the owner's view. */
export async function listDeposits(db: DbOrTx, filter: { userId?: bigint; status?: string; page: number; pageSize: number }) {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(deposits.userId, filter.userId));
  if (filter.status) conditions.push(eq(deposits.status, filter.status as 'processing'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(deposits).where(where),
  ]);
  const scales = new Map<string, number>();
  for (const row of rows) if (!scales.has(row.asset)) scales.set(row.asset, (await findAsset(db, row.asset))?.scale ?? 0);
  const accounts = await ownerAccounts(
    db,
    rows.map((row) => row.userId),
  );
  const onChain = await chainDepositStatesOf(
    db,
    rows.filter((row) => row.source === 'chain').map((row) => row.id),
  );
  return {
    total: total?.value ?? 0,
    items: rows.map((d) => ({
      id: String(d.id),
      user_id: String(d.userId),
      account: accounts.get(d.userId) ?? '',
      asset: d.asset,
      chain: d.chain,
      amount: formatUnits(BigInt(d.amount), scales.get(d.asset) ?? 0),
      description: d.description,
      source: d.source,
      status: d.status,
      reason: d.reason,
      created_at: d.createdAt.toISOString(),
      reviewed_at: d.reviewedAt?.toISOString() ?? null,
      reviewed_by: d.reviewedBy,
      on_chain: onChain.get(d.id) ?? null,
    })),
  };
}
