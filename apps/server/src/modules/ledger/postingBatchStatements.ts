import { type SQL, sql } from 'drizzle-orm';
import { pgArray } from '../../platform/db/pgArray.js';
import { type AccountRef, accountKey, type LockedAccount } from './accounts.js';
import { assertBalanced, LEDGER_CHANNEL, type PostingRequest } from './postEntries.js';

/** The accounts the postings move that the caller has not locked yet (deduplicated). */
export function accountsNotLocked(requests: PostingRequest[], locked: Map<string, LockedAccount>): AccountRef[] {
  const missing = new Map<string, AccountRef>();
  for (const request of requests) {
    for (const { account } of request.movements) {
      const key = accountKey(account);
      if (!locked.has(key)) missing.set(key, account);
    }
  }
  return [...missing.values()];
}

/**
 * The statements that write many postings, for a writer that produces hundreds per batch (the spot
 * exchange) and sends them with its other writes in one round trip: a fixed number of statements
 * whatever the batch's size. Same rules as postEntries: balanced per asset, user buckets never
 * negative, NOTIFY on commit; a posting's entries go in with one statement (the balance trigger
 * checks each statement). Every account must already be locked by the caller in this transaction
 * (`accounts`, with the balances read then; they are moved in place). The caller owns its
 * idempotency keys (unique ids it assigned): a repeated key fails the transaction through the
 * unique index. Throws when a user bucket would go negative: the caller checked funds
 * beforehand, so that is a programming error and the whole batch must roll back.
 */
export function postingBatchStatements(requests: PostingRequest[], accounts: Map<string, LockedAccount>): SQL[] {
  if (requests.length === 0) return [];
  const entries = entryRows(requests, accounts);
  const touched = [...new Map(entries.accounts.map((a) => [a.id, a])).values()];
  const users = [...new Set(touched.flatMap((a) => (a.ref.owner === 'user' ? [a.ref.userId.toString()] : [])))];
  const statements = [
    sql`
    with posting as (
      insert into ledger_postings (reason, actor, cause_type, cause_id, idempotency_key, memo)
      select * from unnest(
        ${pgArray(requests.map((r) => r.reason))}::text[], ${pgArray(requests.map((r) => r.actor))}::text[],
        ${pgArray(requests.map((r) => r.cause.type))}::text[], ${pgArray(requests.map((r) => r.cause.id))}::text[],
        ${pgArray(requests.map((r) => r.idempotencyKey))}::text[], ${pgArray(requests.map((r) => r.memo ?? ''))}::text[])
      returning id, idempotency_key)
    insert into ledger_entries (posting_id, account_id, asset, bucket, amount, available_after, frozen_after)
    select posting.id, e.account_id, e.asset, e.bucket, e.amount, e.available_after, e.frozen_after
    from unnest(
      ${pgArray(entries.postingKey)}::text[], ${pgArray(entries.accounts.map((a) => a.id))}::bigint[], ${pgArray(entries.asset)}::text[],
      ${pgArray(entries.bucket)}::text[], ${pgArray(entries.amount)}::numeric[], ${pgArray(entries.availableAfter)}::numeric[],
      ${pgArray(entries.frozenAfter)}::numeric[]) with ordinality as e(posting_key, account_id, asset, bucket, amount, available_after, frozen_after, n)
    join posting on posting.idempotency_key = e.posting_key
    order by e.n`,
    sql`
    update ledger_accounts a set available = v.available, frozen = v.frozen
    from unnest(${pgArray(touched.map((a) => a.id))}::bigint[], ${pgArray(touched.map((a) => a.available))}::numeric[],
      ${pgArray(touched.map((a) => a.frozen))}::numeric[]) as v(id, available, frozen)
    where a.id = v.id`,
  ];
  if (users.length > 0) statements.push(sql`select pg_notify(${LEDGER_CHANNEL}, u) from unnest(${pgArray(users)}::text[]) as u`);
  return statements;
}

/** Each movement as an entry row, in posting order, with the running balance after it (the accounts move in place). */
function entryRows(requests: PostingRequest[], accounts: Map<string, LockedAccount>) {
  const rows = {
    postingKey: [] as string[],
    accounts: [] as LockedAccount[],
    asset: [] as string[],
    bucket: [] as string[],
    amount: [] as bigint[],
    availableAfter: [] as bigint[],
    frozenAfter: [] as bigint[],
  };
  for (const request of requests) {
    assertBalanced(request.movements);
    for (const m of request.movements) {
      const account = accounts.get(accountKey(m.account));
      if (!account) throw new Error(`account ${accountKey(m.account)} was not locked for this batch`);
      if (m.bucket === 'available') account.available += m.amount;
      else account.frozen += m.amount;
      if (account.ref.owner === 'user' && (account.available < 0n || account.frozen < 0n)) {
        throw new Error(`posting ${request.idempotencyKey} would make ${accountKey(m.account)} negative`);
      }
      rows.postingKey.push(request.idempotencyKey);
      rows.accounts.push(account);
      rows.asset.push(m.account.asset);
      rows.bucket.push(m.bucket);
      rows.amount.push(m.amount);
      rows.availableAfter.push(account.available);
      rows.frozenAfter.push(account.frozen);
    }
  }
  return rows;
}
