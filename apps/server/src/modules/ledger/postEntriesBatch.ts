import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { accountKey, type LockedAccount, lockAccounts } from './accounts.js';
import { assertBalanced, LEDGER_CHANNEL, type PostingRequest } from './postEntries.js';

/**
 * Many postings in one transaction with a fixed number of statements, for a writer that
 * produces hundreds per batch (the spot exchange). Same rules as postEntries: balanced per
 * asset, accounts locked in id order, user buckets never negative, NOTIFY on commit. The
 * caller owns its idempotency keys (unique ids it assigned); a repeated key fails the
 * transaction through the unique index instead of being answered as a replay.
 * `locked`: accounts the caller locked earlier in the same transaction, with the balances it
 * read then (they are updated in place).
 * Throws when a user bucket would go negative: the caller checked funds beforehand, so that
 * is a programming error and the whole batch must roll back.
 */
export async function postEntriesBatch(tx: DbOrTx, requests: PostingRequest[], locked: Map<string, LockedAccount> = new Map()): Promise<void> {
  if (requests.length === 0) return;
  for (const request of requests) assertBalanced(request.movements);
  // Accounts the caller already locked in this transaction (with their balances as locked) are not locked again.
  const missing = requests.flatMap((r) => r.movements.map((m) => m.account)).filter((ref) => !locked.has(accountKey(ref)));
  const accounts = new Map([...locked, ...(await lockAccounts(tx, missing))]);

  const postingRows = await tx.execute<{ id: string; idempotency_key: string }>(sql`
    insert into ledger_postings (reason, actor, cause_type, cause_id, idempotency_key, memo)
    select * from unnest(
      ${pgArray(requests.map((r) => r.reason))}::text[], ${pgArray(requests.map((r) => r.actor))}::text[],
      ${pgArray(requests.map((r) => r.cause.type))}::text[], ${pgArray(requests.map((r) => r.cause.id))}::text[],
      ${pgArray(requests.map((r) => r.idempotencyKey))}::text[], ${pgArray(requests.map((r) => r.memo ?? ''))}::text[])
    returning id::text, idempotency_key`);
  const postingIds = new Map(postingRows.rows.map((row) => [row.idempotency_key, row.id]));

  const entries = {
    posting: [] as string[],
    account: [] as bigint[],
    asset: [] as string[],
    bucket: [] as string[],
    amount: [] as bigint[],
    availableAfter: [] as bigint[],
    frozenAfter: [] as bigint[],
  };
  for (const request of requests) {
    const postingId = postingIds.get(request.idempotencyKey);
    if (!postingId) throw new Error(`posting ${request.idempotencyKey} was not inserted`);
    for (const m of request.movements) {
      const account = accounts.get(accountKey(m.account));
      if (!account) throw new Error('locked account missing');
      if (m.bucket === 'available') account.available += m.amount;
      else account.frozen += m.amount;
      if (account.ref.owner === 'user' && (account.available < 0n || account.frozen < 0n)) {
        throw new Error(`posting ${request.idempotencyKey} would make ${accountKey(m.account)} negative`);
      }
      entries.posting.push(postingId);
      entries.account.push(account.id);
      entries.asset.push(m.account.asset);
      entries.bucket.push(m.bucket);
      entries.amount.push(m.amount);
      entries.availableAfter.push(account.available);
      entries.frozenAfter.push(account.frozen);
    }
  }
  await tx.execute(sql`
    insert into ledger_entries (posting_id, account_id, asset, bucket, amount, available_after, frozen_after)
    select * from unnest(
      ${pgArray(entries.posting)}::bigint[], ${pgArray(entries.account)}::bigint[], ${pgArray(entries.asset)}::text[],
      ${pgArray(entries.bucket)}::text[], ${pgArray(entries.amount)}::numeric[], ${pgArray(entries.availableAfter)}::numeric[],
      ${pgArray(entries.frozenAfter)}::numeric[])`);

  const touched = [...accounts.values()];
  await tx.execute(sql`
    update ledger_accounts a set available = v.available, frozen = v.frozen
    from unnest(${pgArray(touched.map((a) => a.id))}::bigint[], ${pgArray(touched.map((a) => a.available))}::numeric[],
      ${pgArray(touched.map((a) => a.frozen))}::numeric[]) as v(id, available, frozen)
    where a.id = v.id`);
  const users = [...new Set(touched.flatMap((a) => (a.ref.owner === 'user' ? [a.ref.userId.toString()] : [])))];
  if (users.length > 0) await tx.execute(sql`select pg_notify(${LEDGER_CHANNEL}, u) from unnest(${pgArray(users)}::text[]) as u`);
}
