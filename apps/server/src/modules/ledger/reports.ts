import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { LedgerBook } from './accounts.js';

export interface TrialBalanceRow {
  asset: string;
  debits: bigint;
  credits: bigint;
  sum: bigint;
}

/**
 * Every account of every owner, per asset: the balances must sum to zero (money enters only
 * through a house clearing account that goes negative by the same amount).
 */
export async function trialBalance(db: DbOrTx, book: LedgerBook = 'real'): Promise<{ ok: boolean; rows: TrialBalanceRow[] }> {
  const result = await db.execute<{ asset: string; debits: string; credits: string; sum: string }>(sql`
    select asset,
           coalesce(sum(case when available + frozen > 0 then available + frozen else 0 end), 0)::text as debits,
           coalesce(sum(case when available + frozen < 0 then -(available + frozen) else 0 end), 0)::text as credits,
           coalesce(sum(available + frozen), 0)::text as sum
    from ledger_accounts where book = ${book} group by asset order by asset`);
  const rows = result.rows.map((r) => ({ asset: r.asset, debits: BigInt(r.debits), credits: BigInt(r.credits), sum: BigInt(r.sum) }));
  return { ok: rows.every((r) => r.sum === 0n), rows };
}

/** What the platform owes its users, per asset (the real book: virtual demo money is owed to no one). */
export async function liabilities(db: DbOrTx) {
  const result = await db.execute<{ asset: string; available: string; frozen: string; users: string }>(sql`
    select asset, sum(available)::text as available, sum(frozen)::text as frozen, count(distinct user_id)::text as users
    from ledger_accounts where owner = 'user' and book = 'real' group by asset order by asset`);
  return result.rows.map((r) => ({ asset: r.asset, available: BigInt(r.available), frozen: BigInt(r.frozen), users: Number(r.users) }));
}

export async function houseAccounts(db: DbOrTx) {
  const result = await db.execute<{ kind: string; asset: string; balance: string }>(sql`
    select kind, asset, (available + frozen)::text as balance from ledger_accounts where owner = 'house' and book = 'real' order by kind, asset`);
  return result.rows.map((r) => ({ code: r.kind, asset: r.asset, balance: BigInt(r.balance) }));
}

/**
 * Recomputes every balance from its entries and every posting's sum: an account whose stored
 * balance differs from its history, or a posting that does not balance, is listed.
 */
export async function verifyLedger(db: DbOrTx): Promise<{ ok: boolean; accountMismatches: string[]; unbalancedPostings: string[] }> {
  const accounts = await db.execute<{ id: string }>(sql`
    select a.id::text from ledger_accounts a
    left join (select account_id,
                      sum(case when bucket = 'available' then amount else 0 end) as available,
                      sum(case when bucket = 'frozen' then amount else 0 end) as frozen
               from ledger_entries group by account_id) e on e.account_id = a.id
    where a.available <> coalesce(e.available, 0) or a.frozen <> coalesce(e.frozen, 0)`);
  const postings = await db.execute<{ posting_id: string }>(sql`
    select posting_id::text from ledger_entries group by posting_id, asset having sum(amount) <> 0`);
  const accountMismatches = accounts.rows.map((r) => r.id);
  const unbalancedPostings = postings.rows.map((r) => r.posting_id);
  return { ok: accountMismatches.length === 0 && unbalancedPostings.length === 0, accountMismatches, unbalancedPostings };
}
