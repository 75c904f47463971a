import { type Dashboard, ERROR_CODES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../testing/callers.js';
import { fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { postEntries } from '../ledger/index.js';
import { hongKongDay } from './hongKongDay.js';

/**
 * The console's home (issue 19 §7): today's figures are what the ledger says for the Hong Kong
 * day (checked against the ledger directly, and by what a deposit and a fee add), exact to the
 * minor unit; each part only for the roles that may open its desk.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

async function dashboard(role: 'super_admin' | 'finance' | 'support' | 'content' | 'compliance'): Promise<{ code: number; data: Dashboard }> {
  return (await t.call('dashboard', {}, { scope: 'admin', token: await staffToken(t, role) })).body;
}

const usdt = (rows: Array<{ asset: string; amount: string; count: number }> | undefined) =>
  rows?.find((row) => row.asset === 'USDT') ?? { amount: '0.000000', count: 0 };

describe('admin/dashboard', () => {
  it('counts the Hong Kong day', () => {
    expect(hongKongDay(new Date('2026-05-04T15:59:59Z'))).toMatchObject({ day: '2026-05-04', from: new Date('2026-05-03T16:00:00Z') });
    expect(hongKongDay(new Date('2026-05-04T16:00:00Z'))).toMatchObject({ day: '2026-05-05', to: new Date('2026-05-05T16:00:00Z') });
  });

  it("equals the ledger: today's deposits and fees, and what a new deposit and fee add, to the minor unit", async () => {
    const before = (await dashboard('finance')).data;
    const ledger = await t.services.db.execute<{ units: string }>(sql`
      select coalesce(-sum(e.amount), 0)::text as units from ledger_entries e
      join ledger_postings p on p.id = e.posting_id join ledger_accounts a on a.id = e.account_id
      where a.book = 'real' and a.owner = 'house' and a.kind = 'deposits_clearing' and p.reason = 'deposit' and e.asset = 'USDT'
        and p.created_at >= ${new Date(before.from)} and p.created_at < ${new Date(before.to)}`);
    expect(
      usdt(before.finance?.deposits)
        .amount.replace('.', '')
        .replace(/^0+(?=\d)/, ''),
    ).toBe(ledger.rows[0]?.units);

    const user = await fundedUser(t, 'dash1@example.com', 1_234_567_891n);
    await t.services.db.transaction((tx) =>
      postEntries(tx, {
        reason: 'spot_trade',
        actor: 'test',
        cause: { type: 'test', id: 'dash-fee' },
        idempotencyKey: 'dash-fee',
        movements: [
          { account: { owner: 'user', userId: user.id, kind: 'exchange', asset: 'USDT' }, bucket: 'available', amount: -1_000_001n },
          { account: { owner: 'house', kind: 'fees', asset: 'USDT' }, bucket: 'available', amount: 1_000_001n },
        ],
      }),
    );
    const after = (await dashboard('finance')).data;
    const delta = (a: string, b: string) => BigInt(a.replace('.', '')) - BigInt(b.replace('.', ''));
    expect(delta(usdt(after.finance?.deposits).amount, usdt(before.finance?.deposits).amount)).toBe(1_234_567_891n);
    expect(usdt(after.finance?.deposits).count - usdt(before.finance?.deposits).count).toBe(1);
    expect(delta(usdt(after.finance?.fees).amount, usdt(before.finance?.fees).amount)).toBe(1_000_001n);
    expect(after.finance?.exposure).toEqual({ long: expect.stringMatching(/^\d+\.\d{6}$/), short: expect.stringMatching(/^\d+\.\d{6}$/) });
  });

  it('counts new users and open queues', async () => {
    const before = (await dashboard('super_admin')).data;
    await fundedUser(t, 'dash2@example.com', 0n);
    const after = (await dashboard('super_admin')).data;
    expect((after.new_users ?? 0) - (before.new_users ?? 0)).toBe(1);
    const pending = await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from withdrawals where status = 'processing'`);
    expect(after.queues.find((queue) => queue.queue === 'withdrawals')?.count).toBe(pending.rows[0]?.n);
    expect(after.queues.map((queue) => queue.queue)).toEqual(['kyc', 'deposits', 'withdrawals', 'adjustments', 'support', 'p2p', 'loans']);
  });

  it('shows each part only to the roles that may open its desk', async () => {
    const finance = (await dashboard('finance')).data;
    expect(finance.finance).not.toBeNull();
    expect(finance.queues.map((queue) => queue.queue)).toEqual(['deposits', 'withdrawals', 'adjustments', 'p2p', 'loans']);
    const support = (await dashboard('support')).data;
    expect(support).toMatchObject({ finance: null, new_users: expect.any(Number) });
    expect(support.queues.map((queue) => queue.queue)).toEqual(['kyc', 'support', 'p2p']);
    const content = (await dashboard('content')).data;
    expect(content).toMatchObject({ finance: null, new_users: null, queues: [] });
    const visitor = await t.call('dashboard', {}, { scope: 'admin' });
    expect(visitor.body.code).toBe(ERROR_CODES.staff_login_required);
  });
});
