import { ERROR_CODES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { submitDeposit } from '../modules/funding/index.js';
import { staffToken } from '../testing/callers.js';
import { fundedUser, pngVoucher } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * Issue 12, point 7 and defect 3: a staff action and its audit entry are one transaction (an
 * action whose entry cannot be written does not happen), text that PostgreSQL cannot store never
 * reaches the action, and a staff action's request id makes a retry apply once.
 */

let t: TestApp;
let admin = '';
let seq = 0;
const rid = () => `staff-${Date.now()}-${seq++}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t, 'super_admin');
});
afterAll(() => t.close());

const act = (name: string, params: Record<string, string>) => t.call(name, params, { method: 'POST', scope: 'admin', token: admin });

async function one<T>(query: ReturnType<typeof sql>): Promise<T | undefined> {
  return (await t.services.db.execute(query)).rows[0] as T | undefined;
}
const userStatus = async (id: bigint) => (await one<{ status: string }>(sql`select status from users where id = ${id}`))?.status;
const depositStatus = async (id: string) => (await one<{ status: string }>(sql`select status from deposits where id = ${BigInt(id)}`))?.status;
const count = async (query: ReturnType<typeof sql>) => Number((await one<{ n: number }>(query))?.n ?? 0);
const postingsOf = (key: string) => count(sql`select count(*)::int as n from ledger_postings where idempotency_key = ${key}`);
const adjustmentsOf = (userId: bigint) => count(sql`select count(*)::int as n from adjustments where user_id = ${userId}`);
const auditsOf = (action: string, target: string) => count(sql`select count(*)::int as n from audit_log where action = ${action} and target = ${target}`);

async function pendingDeposit(userId: bigint, amount = '25'): Promise<string> {
  const submitted = await submitDeposit(t.services.db, t.services.images, {
    userId,
    asset: 'USDT',
    chain: 'ERC20',
    amount,
    description: '',
    voucher: await pngVoucher(),
    requestId: rid(),
  });
  if (!submitted.ok) throw new Error(submitted.error);
  return submitted.value.id;
}

describe('an action whose audit entry cannot be written does not happen', () => {
  const refuseAudit = async () => {
    await t.services.db.execute(
      sql.raw(`create or replace function test_refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable (test)'; end $$`),
    );
    await t.services.db.execute(sql.raw('create trigger test_refuse_audit before insert on audit_log for each row execute function test_refuse_audit()'));
  };
  afterEach(async () => {
    await t.services.db.execute(sql.raw('drop trigger if exists test_refuse_audit on audit_log'));
  });

  it('rolls back a status change, a deposit credit and an adjustment, and answers an error envelope', async () => {
    const user = await fundedUser(t, 'rollback@example.com', 0n);
    const deposit = await pendingDeposit(user.id);
    await refuseAudit();

    const disable = await act('setUserStatus', { id: String(user.id), status: 'disabled', reason: 'suspected takeover', request_id: rid() });
    const approve = await act('approveDeposit', { id: deposit, request_id: rid() });
    const adjust = await act('adjust', { user_id: String(user.id), asset: 'USDT', amount: '10', reason: 'Compensation for outage', request_id: rid() });
    for (const answer of [disable, approve, adjust]) {
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ code: ERROR_CODES.internal_error, data: { reference: expect.any(String) } });
      expect(JSON.stringify(answer.body)).not.toMatch(/audit log unavailable|insert|audit_log/);
    }
    expect(await userStatus(user.id)).toBe('active');
    expect((await t.call('getInfo', {}, { token: user.token })).body.code).toBe(0);
    expect(await depositStatus(deposit)).toBe('processing');
    expect(await postingsOf(`deposit:${deposit}`)).toBe(0);
    expect(await adjustmentsOf(user.id)).toBe(0);
    expect(await auditsOf('users.setStatus', `user:${user.id}`)).toBe(0);

    // With the audit log writable again, the same actions apply, each with its entry.
    await t.services.db.execute(sql.raw('drop trigger test_refuse_audit on audit_log'));
    expect((await act('approveDeposit', { id: deposit, request_id: rid() })).body.code).toBe(0);
    expect(await depositStatus(deposit)).toBe('success');
    expect(await postingsOf(`deposit:${deposit}`)).toBe(1);
    expect(await auditsOf('finance.approveDeposit', `deposit:${deposit}`)).toBe(1);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a reason ending in %00 with 4007 and changes nothing (defect 3)', async () => {
    const user = await fundedUser(t, 'nul@example.com', 0n);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/setUserStatus',
      headers: { nonce: 'nulbyte1', token: admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${user.id}&status=disabled&reason=suspected%20takeover%00&request_id=${rid()}`,
    });
    expect(response.json()).toMatchObject({ code: ERROR_CODES.control_characters, data: { field: 'reason' } });
    expect(await userStatus(user.id)).toBe('active');
    expect((await t.call('getInfo', {}, { token: user.token })).body.code).toBe(0);
    expect(await auditsOf('users.setStatus', `user:${user.id}`)).toBe(0);
  });
});

describe('request ids of staff actions', () => {
  it('answers a repeated status change with its first answer and applies it once', async () => {
    const user = await fundedUser(t, 'repeat-status@example.com', 0n);
    const params = { id: String(user.id), status: 'disabled', reason: 'suspected takeover', request_id: rid() };
    const first = await act('setUserStatus', params);
    const again = await act('setUserStatus', params);
    expect(first.body).toMatchObject({ code: 0, data: { previous: 'active' } });
    expect(again.body).toEqual(first.body);
    expect(await auditsOf('users.setStatus', `user:${user.id}`)).toBe(1);
    const other = await act('setUserStatus', { ...params, status: 'active' });
    expect(other.status).toBeLessThan(500);
    expect(other.body.code).toBe(ERROR_CODES.request_id_reused);
    expect(await userStatus(user.id)).toBe('disabled');
  });

  it('refuses a staff action without a request id', async () => {
    const user = await fundedUser(t, 'no-id@example.com', 0n);
    const answer = await act('setUserStatus', { id: String(user.id), status: 'disabled', reason: 'suspected takeover' });
    expect(answer.body).toMatchObject({ code: ERROR_CODES.request_id_invalid, data: { field: 'request_id' } });
    expect(await userStatus(user.id)).toBe('active');
  });

  it('makes one adjustment of a retried adjust, and refuses the id for another amount', async () => {
    const user = await fundedUser(t, 'repeat-adjust@example.com', 0n);
    const params = { user_id: String(user.id), asset: 'USDT', amount: '12.5', reason: 'Compensation for outage', request_id: rid() };
    const answers = await Promise.all([act('adjust', params), act('adjust', params)]);
    const done = answers.filter((a) => a.body.code === 0);
    // Sent twice at once: one runs, the other waits for it or is told it is still running; never two adjustments.
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([0, ERROR_CODES.request_in_progress]).toContain(answer.body.code);
    const again = await act('adjust', params);
    expect(again.body).toEqual(done[0]?.body);
    expect(await adjustmentsOf(user.id)).toBe(1);
    expect((await t.call('getInfo', {}, { token: user.token })).body.data.usdt).toBe('12.500000');
    expect((await act('adjust', { ...params, amount: '99' })).body.code).toBe(ERROR_CODES.request_id_reused);
    expect(await adjustmentsOf(user.id)).toBe(1);
  });

  it('credits a deposit approved twice with one id once, and keeps each decision call to its own content', async () => {
    const user = await fundedUser(t, 'repeat-deposit@example.com', 0n);
    const deposit = await pendingDeposit(user.id, '40');
    const params = { id: deposit, request_id: rid() };
    expect((await act('approveDeposit', params)).body.code).toBe(0);
    expect((await act('approveDeposit', params)).body.code).toBe(0);
    expect(await postingsOf(`deposit:${deposit}`)).toBe(1);
    expect(await auditsOf('finance.approveDeposit', `deposit:${deposit}`)).toBe(1);
    expect((await act('rejectDeposit', { ...params, reason: 'No matching transfer' })).body.code).toBe(ERROR_CODES.request_id_reused);
    expect(await depositStatus(deposit)).toBe('success');
  });

  it('changes a setting once per request id', async () => {
    const params = { key: 'invitation_required', value: 'true', request_id: rid() };
    const first = await act('updateSetting', params);
    expect(first.body.code).toBe(0);
    expect((await act('updateSetting', params)).body).toEqual(first.body);
    expect((await act('updateSetting', { ...params, value: 'false' })).body.code).toBe(ERROR_CODES.request_id_reused);
    expect(await auditsOf('settings.update', 'setting:invitation_required')).toBe(1);
  });
});
