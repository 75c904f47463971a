import { compareHeads, ERROR_CODES, type StatementFile, type StatementOverview, statementGenesis, verifyStatement } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { creditAccount, fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { recordStatementHeads } from './recordStatementHeads.js';
import { HEAD_GRACE_MS, nextPeriod, periodOfDate, periodStart, previousPeriod } from './statementPeriods.js';

/**
 * Issue 18 point 3 through the API and the monthly job (injected clock): the job records each ended
 * month's head once (an hour after the month ends, every missed month after downtime, again and
 * again without change), months link (each month's statement starts at the previous month's head),
 * the downloaded statements verify against the heads the account shows, a later change of history
 * no longer does, and demo identities get no statements.
 *
 * Postings are dated by PostgreSQL at commit time, so the test moves some of them into earlier
 * months by rewriting their time with the ledger's append-only triggers off (`replica` role): the
 * same as if they had been posted then.
 */

const thisMonth = periodOfDate(new Date());
const lastMonth = previousPeriod(thisMonth);
const twoAgo = previousPeriod(lastMonth);
const threeAgo = previousPeriod(twoAgo);
/** Mid-month instants, clear of the month boundaries. */
const inMonth = (period: string, day = 10) => new Date(periodStart(period).getTime() + day * 86_400_000);

const clock = manualClock(new Date(periodStart(thisMonth).getTime() + HEAD_GRACE_MS / 2));
let t: TestApp;
let alice: { id: bigint; token: string };
let bob: { id: bigint; token: string };

async function postingIdsOf(userId: bigint): Promise<bigint[]> {
  const result = await t.services.db.execute<{ id: string }>(sql`
    select p.id::text as id from ledger_postings p
    where exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
                  where e.posting_id = p.id and a.owner = 'user' and a.user_id = ${userId})
    order by p.id`);
  return result.rows.map((row) => BigInt(row.id));
}

/** Moves postings to another time, as if posted then (the ledger's triggers refuse any change otherwise). */
async function backdate(postingIds: bigint[], at: Date): Promise<void> {
  await t.services.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const id of postingIds) await tx.execute(sql`update ledger_postings set created_at = ${at.toISOString()}::timestamptz where id = ${id}`);
  });
}

async function heads(userId: bigint): Promise<{ period: string; entry_count: number; final_hash: string }[]> {
  const result = await t.services.db.execute<{ period: string; entry_count: number; final_hash: string }>(
    sql`select period, entry_count, final_hash from statement_heads where user_id = ${userId} order by period`,
  );
  return result.rows;
}

async function overview(token: string): Promise<StatementOverview> {
  const answer = await t.call('getStatements', {}, { token });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

async function statement(token: string, period: string): Promise<StatementFile> {
  const answer = await t.call('getStatement', { period }, { token });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await fundedUser(t, 'alice@statements.test', 5_000_000_000n);
  await creditAccount(t, alice.id, 'contract', 'USDT', 700_000_000n);
  await creditAccount(t, alice.id, 'exchange', 'BTC', 12_345_678n);
  const [deposit, contract] = await postingIdsOf(alice.id);
  if (deposit === undefined || contract === undefined) throw new Error('postings missing');
  // Alice: a deposit two months ago, a credit last month, the BTC credit this month.
  await backdate([deposit], inMonth(twoAgo));
  await backdate([contract], inMonth(lastMonth, 20));
  // Bob: one deposit three months ago, then nothing.
  bob = await fundedUser(t, 'bob@statements.test', 1_000_000n);
  await backdate(await postingIdsOf(bob.id), inMonth(threeAgo, 3));
});
afterAll(() => t.close());

describe('the monthly job', () => {
  it('records only months ended an hour ago, from the first entry on, without gaps, once', async () => {
    // Half an hour into this month: last month is not recorded yet.
    await recordStatementHeads(t.services.db, clock);
    expect((await heads(alice.id)).map((row) => row.period)).toEqual([twoAgo]);
    const bobHeads = await heads(bob.id);
    expect(bobHeads.map((row) => [row.period, row.entry_count])).toEqual([
      [threeAgo, 1],
      [twoAgo, 0],
    ]);
    // A month without entries repeats the previous head.
    expect(bobHeads[1]?.final_hash).toBe(bobHeads[0]?.final_hash);

    const again = await recordStatementHeads(t.services.db, clock);
    expect(again.months).toBe(0);

    clock.set(new Date(periodStart(thisMonth).getTime() + HEAD_GRACE_MS));
    const before = await heads(alice.id);
    await recordStatementHeads(t.services.db, clock);
    await recordStatementHeads(t.services.db, clock);
    const after = await heads(alice.id);
    expect(after.map((row) => [row.period, row.entry_count])).toEqual([
      [twoAgo, 1],
      [lastMonth, 1],
    ]);
    // A recorded month is never rewritten.
    expect(after[0]).toEqual(before[0]);
    expect((await heads(bob.id)).map((row) => row.period)).toEqual([threeAgo, twoAgo, lastMonth]);
  });

  it('catches up every missed month after downtime', async () => {
    const carol = await fundedUser(t, 'carol@statements.test', 2_000_000n);
    await backdate(await postingIdsOf(carol.id), inMonth(threeAgo));
    // The job did not run for months: one run records all of them.
    const later = manualClock(new Date(periodStart(nextPeriod(thisMonth)).getTime() + 3 * HEAD_GRACE_MS));
    await recordStatementHeads(t.services.db, later, { userId: carol.id });
    expect((await heads(carol.id)).map((row) => row.period)).toEqual([threeAgo, twoAgo, lastMonth, thisMonth]);
  });
});

describe('statements', () => {
  it('link month to month, and each verifies against the heads the account shows', async () => {
    const view = await overview(alice.token);
    expect(view.genesis).toBe(await statementGenesis(String(alice.id)));
    expect(view.months.map((month) => month.period)).toEqual([lastMonth, twoAgo]);
    const first = await statement(alice.token, twoAgo);
    const second = await statement(alice.token, lastMonth);
    expect(first.previous_hash).toBe(view.genesis);
    expect(first.entries.map((entry) => [entry.reason, entry.account, entry.asset, entry.amount])).toEqual([['deposit', 'exchange', 'USDT', '5000.000000']]);
    expect(second.previous_hash).toBe(first.final_hash);
    expect(second.entries.map((entry) => [entry.account, entry.amount, entry.available_after])).toEqual([['contract', '700.000000', '700.000000']]);
    for (const file of [first, second]) {
      expect(await verifyStatement(file)).toMatchObject({ ok: true });
      expect(compareHeads(file, view.months)).toMatchObject({ ok: true });
      expect(file.final_hash).toBe(view.months.find((month) => month.period === file.period)?.final_hash);
    }
  });

  it('of everything up to now ends at the live head the account shows', async () => {
    const view = await overview(alice.token);
    const all = await statement(alice.token, 'all');
    expect(all.previous_hash).toBe(view.genesis);
    expect(all.entries.map((entry) => entry.asset)).toEqual(['USDT', 'USDT', 'BTC']);
    expect(await verifyStatement(all)).toEqual({ ok: true, entryCount: 3, finalHash: view.live.final_hash });
    expect(view.live).toMatchObject({ entry_count: 3, last_entry_id: all.entries[2]?.entry_id });
    // Both recorded months are checked inside it.
    expect(compareHeads(all, view.months)).toEqual({ ok: true, compared: 2 });
  });

  it('refuses a month with no recorded head', async () => {
    const answer = await t.call('getStatement', { period: thisMonth }, { token: alice.token });
    expect(answer.body.code).toBe(ERROR_CODES.statement_not_recorded);
    const bad = await t.call('getStatement', { period: '2026-13' }, { token: alice.token });
    expect(bad.body.code).toBe(ERROR_CODES.invalid_input);
  });

  it('are for real accounts only: a demo session is refused and the job records no demo identity', async () => {
    const demo = await t.call('demoLogin', {}, { method: 'POST' });
    expect(demo.body.code).toBe(0);
    const refused = await t.call('getStatements', {}, { token: demo.body.data.token });
    expect(refused.body.code).toBe(ERROR_CODES.demo_not_allowed);
    await recordStatementHeads(t.services.db, clock);
    const demoHeads = await t.services.db.execute<{ count: string }>(sql`select count(*)::text as count from statement_heads where user_id < 0`);
    expect(demoHeads.rows[0]?.count).toBe('0');
  });

  it('make a later change of history visible: the month no longer reproduces its recorded head', async () => {
    const view = await overview(alice.token);
    const before = await statement(alice.token, 'all');
    const [deposit] = await postingIdsOf(alice.id);
    await t.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update ledger_entries set amount = amount + 1 where posting_id = ${deposit ?? 0n}`);
    });
    const month = await statement(alice.token, twoAgo);
    // The file is consistent in itself (the server hashed it afresh)…
    expect((await verifyStatement(month)).ok).toBe(true);
    // …but not the head recorded for that month, nor the earlier download.
    expect(compareHeads(month, view.months)).toMatchObject({ ok: false, period: twoAgo });
    const after = await statement(alice.token, 'all');
    expect(compareHeads(after, view.months)).toMatchObject({ ok: false, period: twoAgo });
    expect(after.final_hash).not.toBe(before.final_hash);
    expect((await overview(alice.token)).months).toEqual(view.months);
  });
});
