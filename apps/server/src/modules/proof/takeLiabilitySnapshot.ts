import { buildSumTree, liabilityLeafHash, liabilityUserHash, type SumNode } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { ensureUserSalts, newSalt } from './proofSalts.js';
import { proofLeaves, proofSnapshotAssets, proofSnapshots, proofUserSalts } from './schema.js';

/** How the snapshot came about: the daily job (with its period) or a finance staff member. */
export type SnapshotTrigger = { kind: 'scheduled'; periodKey: bigint } | { kind: 'staff'; staffId: bigint };

interface LeafRow {
  userId: bigint;
  userHash: string;
  balance: bigint;
  leafHash: string;
}

const INSERT_BATCH = 1_000;

/**
 * Takes and stores a proof-of-liabilities snapshot: per asset, every real user's balance (all of
 * their accounts, available and frozen: exchange, contract, futures, earn, locked, commission and the
 * quick-buy holds — every `owner = 'user'` account of the real book, the same rows the liabilities
 * report sums) as a leaf of a Merkle sum tree, the root and total, and the house accounts beside it.
 *
 * `tx` must be a transaction that has run nothing yet: it becomes REPEATABLE READ, so every balance
 * is read from one instant and the totals equal the liabilities report of that instant. Salts are
 * given beforehand on `db` (their own statement). A scheduled snapshot whose period already has one
 * answers that one (a re-run after a crash takes no second).
 */
export async function takeLiabilitySnapshot(options: { db: Database; tx: DbOrTx; clock: Clock; trigger: SnapshotTrigger }): Promise<bigint> {
  const { db, tx, clock, trigger } = options;
  await ensureUserSalts(db, clock);
  await tx.execute(sql`set transaction isolation level repeatable read`);
  if (trigger.kind === 'scheduled') {
    const [done] = await tx.select({ id: proofSnapshots.id }).from(proofSnapshots).where(eq(proofSnapshots.periodKey, trigger.periodKey));
    if (done) return done.id;
  }
  const balances = await tx.execute<{ user_id: string; asset: string; balance: string; salt: string | null }>(sql`
    select a.user_id::text as user_id, a.asset, sum(a.available + a.frozen)::text as balance, s.salt
    from ledger_accounts a left join proof_user_salts s on s.user_id = a.user_id
    where a.owner = 'user' and a.book = 'real' and a.user_id > 0
    group by a.user_id, a.asset, s.salt`);
  const house = await tx.execute<{ kind: string; asset: string; balance: string }>(sql`
    select kind, asset, (available + frozen)::text as balance from ledger_accounts
    where owner = 'house' and book = 'real' order by kind`);

  const [snapshot] = await tx
    .insert(proofSnapshots)
    .values({
      takenAt: clock.now(),
      trigger: trigger.kind,
      periodKey: trigger.kind === 'scheduled' ? trigger.periodKey : null,
      staffId: trigger.kind === 'staff' ? trigger.staffId : null,
    })
    .returning({ id: proofSnapshots.id });
  if (!snapshot) throw new Error('snapshot insert returned nothing');

  const byAsset = await leavesByAsset(await withSalts(tx, clock, balances.rows));
  // The assets users hold an account of: exactly the liabilities report's lines.
  for (const asset of [...byAsset.keys()].sort()) {
    const leaves = byAsset.get(asset) ?? [];
    const tree = await buildSumTree(leaves.map((leaf): SumNode => ({ hash: leaf.leafHash, sum: leaf.balance })));
    await tx.insert(proofSnapshotAssets).values({
      snapshotId: snapshot.id,
      asset,
      root: tree.root.hash,
      total: String(tree.root.sum),
      leafCount: leaves.length,
      house: house.rows.filter((row) => row.asset === asset).map((row) => ({ account: row.kind, balance: row.balance })),
    });
    for (let start = 0; start < leaves.length; start += INSERT_BATCH) {
      const batch = leaves.slice(start, start + INSERT_BATCH);
      await tx.insert(proofLeaves).values(
        batch.map((leaf, i) => ({
          snapshotId: snapshot.id,
          asset,
          position: start + i,
          userId: leaf.userId,
          userHash: leaf.userHash,
          balance: String(leaf.balance),
          leafHash: leaf.leafHash,
        })),
      );
    }
  }
  return snapshot.id;
}

/**
 * Salts for users whose first account appeared between ensureUserSalts and the snapshot's first
 * read (rare): made inside the snapshot. Should a concurrent snapshot make the same user's salt,
 * PostgreSQL refuses this one (repeatable read) and the job or the staff member tries again.
 */
async function withSalts<R extends { user_id: string; salt: string | null }>(tx: DbOrTx, clock: Clock, rows: readonly R[]): Promise<R[]> {
  const missing = [...new Set(rows.filter((row) => row.salt === null).map((row) => row.user_id))];
  if (missing.length === 0) return [...rows];
  const made = await tx
    .insert(proofUserSalts)
    .values(missing.map((userId) => ({ userId: BigInt(userId), salt: newSalt(), createdAt: clock.now() })))
    .returning({ userId: proofUserSalts.userId, salt: proofUserSalts.salt });
  const saltByUser = new Map(made.map((row) => [String(row.userId), row.salt]));
  return rows.map((row) => (row.salt === null ? { ...row, salt: saltByUser.get(row.user_id) ?? null } : row));
}

/**
 * The leaves of each asset in tree order: by user hash, which follows from nobody's id or sign-up
 * order. Zero balances are left out (nothing is owed); every asset users hold an account of is
 * still published, with its zero total.
 */
async function leavesByAsset(rows: ReadonlyArray<{ user_id: string; asset: string; balance: string; salt: string | null }>): Promise<Map<string, LeafRow[]>> {
  const userHashes = new Map<string, string>();
  const byAsset = new Map<string, LeafRow[]>();
  for (const row of rows) {
    const leaves = byAsset.get(row.asset) ?? [];
    byAsset.set(row.asset, leaves);
    const balance = BigInt(row.balance);
    if (balance === 0n) continue;
    if (row.salt === null) throw new Error(`user ${row.user_id} holds ${row.asset} without a proof salt`);
    let userHash = userHashes.get(row.user_id);
    if (!userHash) {
      userHash = await liabilityUserHash(row.user_id, row.salt);
      userHashes.set(row.user_id, userHash);
    }
    leaves.push({ userId: BigInt(row.user_id), userHash, balance, leafHash: await liabilityLeafHash({ userHash, asset: row.asset, balance }) });
  }
  for (const leaves of byAsset.values()) leaves.sort((a, b) => (a.userHash < b.userHash ? -1 : a.userHash > b.userHash ? 1 : 0));
  return byAsset;
}
