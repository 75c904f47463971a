import { fail, ok, type PostingReason, type Result } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type AccountRef, accountKey, lockAccounts } from './accounts.js';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './schema.js';

export interface Movement {
  account: AccountRef;
  bucket: 'available' | 'frozen';
  /** Signed, in the asset's minor units. */
  amount: bigint;
}

export interface PostingRequest {
  /** What kind of change this is (packages/shared ledger.ts: the account log names each one). */
  reason: PostingReason;
  /** Who caused it: `user:12`, `staff:alice`, `system`. */
  actor: string;
  cause: { type: string; id: string };
  /** The same key twice posts once; the second call answers `replayed`. Each context builds its keys in one place (`fundingKeys`, `ledgerKeys`, …). */
  idempotencyKey: string;
  memo?: string;
  movements: Movement[];
}

export interface PostingResult {
  postingId: bigint;
  replayed: boolean;
}

/** Debits equal credits per asset, or the request is a programming error. */
export function assertBalanced(movements: Movement[]): void {
  const sums = new Map<string, bigint>();
  for (const m of movements) {
    if (m.amount === 0n) throw new Error('ledger movement of zero');
    sums.set(m.account.asset, (sums.get(m.account.asset) ?? 0n) + m.amount);
  }
  for (const [asset, sum] of sums) if (sum !== 0n) throw new Error(`unbalanced posting: ${asset} sums to ${sum}`);
}

async function existingPosting(tx: DbOrTx, idempotencyKey: string): Promise<bigint | undefined> {
  const [row] = await tx.select({ id: ledgerPostings.id }).from(ledgerPostings).where(eq(ledgerPostings.idempotencyKey, idempotencyKey));
  return row?.id;
}

/**
 * The only way a balance changes. Must run inside the caller's transaction. Locks the
 * accounts, refuses when a user balance would go negative (the CHECK constraint is the
 * backstop), and writes the posting, its entries and the new balances together. A
 * trigger re-checks after the insert that the entries sum to zero per asset.
 */
export async function postEntries(tx: DbOrTx, request: PostingRequest): Promise<Result<PostingResult, 'insufficient_balance'>> {
  assertBalanced(request.movements);
  const earlier = await existingPosting(tx, request.idempotencyKey);
  if (earlier !== undefined) return ok({ postingId: earlier, replayed: true });

  const accounts = await lockAccounts(
    tx,
    request.movements.map((m) => m.account),
  );
  // A concurrent request with the same key may have committed while we waited for the locks.
  const raced = await existingPosting(tx, request.idempotencyKey);
  if (raced !== undefined) return ok({ postingId: raced, replayed: true });

  const after = new Map([...accounts].map(([key, a]) => [key, { ...a }]));
  for (const m of request.movements) {
    const account = after.get(accountKey(m.account));
    if (!account) throw new Error('locked account missing');
    if (m.bucket === 'available') account.available += m.amount;
    else account.frozen += m.amount;
    if (account.ref.owner === 'user' && (account.available < 0n || account.frozen < 0n)) return fail('insufficient_balance');
  }

  const [posting] = await tx
    .insert(ledgerPostings)
    .values({
      reason: request.reason,
      actor: request.actor,
      causeType: request.cause.type,
      causeId: request.cause.id,
      idempotencyKey: request.idempotencyKey,
      memo: request.memo ?? '',
    })
    .returning({ id: ledgerPostings.id });
  if (!posting) throw new Error('posting insert returned nothing');

  const running = new Map([...accounts].map(([key, a]) => [key, { available: a.available, frozen: a.frozen }]));
  const entries = request.movements.map((m) => {
    const key = accountKey(m.account);
    const balance = running.get(key);
    const account = accounts.get(key);
    if (!balance || !account) throw new Error('locked account missing');
    if (m.bucket === 'available') balance.available += m.amount;
    else balance.frozen += m.amount;
    return {
      postingId: posting.id,
      accountId: account.id,
      asset: m.account.asset,
      bucket: m.bucket,
      amount: m.amount.toString(),
      availableAfter: balance.available.toString(),
      frozenAfter: balance.frozen.toString(),
    };
  });
  // All of the posting's entries in one statement: the balance trigger checks each statement.
  await tx.insert(ledgerEntries).values(entries);
  for (const [key, balance] of running) {
    const account = accounts.get(key);
    if (!account) continue;
    await tx
      .update(ledgerAccounts)
      .set({ available: sql`${balance.available.toString()}::numeric`, frozen: sql`${balance.frozen.toString()}::numeric` })
      .where(eq(ledgerAccounts.id, account.id));
  }
  // Delivered by PostgreSQL only if the transaction commits: live balance pushes never announce a rollback.
  const users = new Set([...accounts.values()].flatMap((a) => (a.ref.owner === 'user' ? [a.ref.userId.toString()] : [])));
  for (const userId of users) await tx.execute(sql`select pg_notify(${LEDGER_CHANNEL}, ${userId})`);
  return ok({ postingId: posting.id, replayed: false });
}

/** NOTIFY channel carrying the id of each user a committed posting touched. */
export const LEDGER_CHANNEL = 'ledger_user';
