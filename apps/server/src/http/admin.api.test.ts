import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../modules/admin/index.js';
import { manualClock } from '../platform/clock.js';
import { DEMO_ADMIN } from '../seed/demoAccounts.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
let t: TestApp;
const SUPPORT_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
let seq = 0;
const rid = () => `admin-${seq++}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await createStaff(t.services.db, { username: 'sam', password: 'Support#2026', totpSecret: SUPPORT_SECRET, roles: ['support'] });
});
afterAll(() => t.close());

/** Each login moves the clock a step on: a TOTP code is accepted only once. */
async function staffLogin(username: string, password: string, secret: string) {
  clock.advance(30_000);
  const totp = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  return t.call('login', { username, password, totp }, { method: 'POST', scope: 'admin' });
}

describe('staff console', () => {
  it('requires the TOTP code and refuses a replayed one', async () => {
    expect((await t.call('login', { username: 'admin', password: DEMO_ADMIN.password, totp: '' }, { method: 'POST', scope: 'admin' })).body.code).toBe(4202);
    expect((await t.call('login', { username: 'admin', password: DEMO_ADMIN.password, totp: '000000' }, { method: 'POST', scope: 'admin' })).body.code).toBe(
      4203,
    );
    const ok = await staffLogin('admin', DEMO_ADMIN.password, DEMO_ADMIN.totpSecret);
    expect(ok.body.code).toBe(0);
    const totp = await generate({ secret: DEMO_ADMIN.totpSecret, epoch: Math.floor(clock.now().getTime() / 1000) });
    expect((await t.call('login', { username: 'admin', password: DEMO_ADMIN.password, totp }, { method: 'POST', scope: 'admin' })).body.code).toBe(4203);
  });

  it('keeps user sessions and staff sessions apart', async () => {
    const user = (await t.call('userLogin', { account: 'demo@veritex.local', password: 'Demo2026pass' }, { method: 'POST' })).body.data.token;
    expect((await t.call('users', {}, { scope: 'admin', token: user })).body.code).toBe(4205);
  });

  it('finds a user, reads the Outbox, and checks roles on the server', async () => {
    const admin = (await staffLogin('admin', DEMO_ADMIN.password, DEMO_ADMIN.totpSecret)).body.data.token;
    const found = await t.call('users', { q: 'demo@' }, { scope: 'admin', token: admin });
    expect(found.body.data.items).toHaveLength(1);
    const detail = await t.call('user', { id: found.body.data.items[0].id }, { scope: 'admin', token: admin });
    expect(detail.body.data.user.email).toBe('demo@veritex.local');
    expect(detail.body.data.user.usdt).toBe('10000.000000');
    // Support sees the account-wide sign-in failures the throttle counts, not a stale column.
    for (let i = 0; i < 3; i++) await t.call('userLogin', { account: 'demo@veritex.local', password: 'Wrong1234' });
    const counted = (await t.call('user', { id: found.body.data.items[0].id }, { scope: 'admin', token: admin })).body.data.user;
    expect(counted).toMatchObject({ failed_login_count: detail.body.data.user.failed_login_count + 3, locked_until: null });

    const support = (await staffLogin('sam', 'Support#2026', SUPPORT_SECRET)).body.data.token;
    expect((await t.call('outbox', {}, { scope: 'admin', token: support })).body.code).toBe(0);
    expect((await t.call('audit', {}, { scope: 'admin', token: support })).body.code).toBe(4204);
    const disable = await t.call(
      'setUserStatus',
      { id: found.body.data.items[0].id, status: 'disabled', reason: 'test', request_id: rid() },
      { method: 'POST', scope: 'admin', token: support },
    );
    expect(disable.body.code).toBe(4204);
  });

  it('disabling a user ends their sessions and blocks sign-in, with the reason audited', async () => {
    const admin = (await staffLogin('admin', DEMO_ADMIN.password, DEMO_ADMIN.totpSecret)).body.data.token;
    const userToken = (await t.call('userLogin', { account: 'demo@veritex.local', password: 'Demo2026pass' }, { method: 'POST' })).body.data.token;
    const id = (await t.call('users', { q: 'demo@' }, { scope: 'admin', token: admin })).body.data.items[0].id;
    expect(
      (
        await t.call(
          'setUserStatus',
          { id, status: 'disabled', reason: 'suspected takeover', request_id: rid() },
          { method: 'POST', scope: 'admin', token: admin },
        )
      ).body.code,
    ).toBe(0);
    expect((await t.call('getInfo', {}, { token: userToken })).body.code).toBe(2000);
    expect((await t.call('userLogin', { account: 'demo@veritex.local', password: 'Demo2026pass' }, { method: 'POST' })).body.code).toBe(4122);
    expect(
      (await t.call('setUserStatus', { id, status: 'active', reason: 'owner verified', request_id: rid() }, { method: 'POST', scope: 'admin', token: admin }))
        .body.code,
    ).toBe(0);

    const audit = (await t.call('audit', { page_size: '100' }, { scope: 'admin', token: admin })).body.data.items as Array<{
      action: string;
      details: Record<string, unknown>;
      staff_username: string;
    }>;
    const statusChanges = audit.filter((e) => e.action === 'users.setStatus' && e.staff_username === 'admin');
    expect(statusChanges.map((e) => e.details.reason)).toEqual(['owner verified', 'suspected takeover']);
    expect(audit.some((e) => e.action === 'denied:setUserStatus' && e.staff_username === 'sam')).toBe(true);
    expect(audit.some((e) => e.action === 'staff.login' && e.details.outcome === 'totp_wrong')).toBe(true);
  });

  it('verifies the hash chain, and detects an edit made behind the trigger', async () => {
    const admin = (await staffLogin('admin', DEMO_ADMIN.password, DEMO_ADMIN.totpSecret)).body.data.token;
    const verdict = (await t.call('auditVerify', {}, { scope: 'admin', token: admin })).body.data;
    expect(verdict.ok).toBe(true);
    expect(verdict.checked).toBeGreaterThan(5);

    await expect(t.services.db.execute(sql`update audit_log set action = 'x' where id = 2`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) },
    });
    await expect(t.services.db.execute(sql`delete from audit_log where id = 2`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) },
    });
    // A database owner can still disable the trigger; the chain is what exposes it.
    await t.services.db.execute(sql`alter table audit_log disable trigger audit_log_no_update`);
    await t.services.db.execute(sql`update audit_log set details = '{"reason":"nothing to see"}' where id = 3`);
    await t.services.db.execute(sql`alter table audit_log enable trigger audit_log_no_update`);
    const broken = (await t.call('auditVerify', {}, { scope: 'admin', token: admin })).body.data;
    expect(broken).toEqual({ ok: false, checked: 2, first_bad_id: '3' });
  });

  it('changes a setting only with a value of the right type', async () => {
    const admin = (await staffLogin('admin', DEMO_ADMIN.password, DEMO_ADMIN.totpSecret)).body.data.token;
    expect(
      (await t.call('updateSetting', { key: 'invitation_required', value: '"yes"', request_id: rid() }, { method: 'POST', scope: 'admin', token: admin })).body
        .code,
    ).toBe(4001);
    expect(
      (await t.call('updateSetting', { key: 'invitation_required', value: 'true', request_id: rid() }, { method: 'POST', scope: 'admin', token: admin })).body
        .code,
    ).toBe(0);
    expect((await t.call('getParam')).body.data.invitation_required).toBe(true);
  });
});

describe('audit of polled reads', () => {
  it('audits an identical Outbox read once per window, a different one again', async () => {
    const admin = (await staffLogin('admin', DEMO_ADMIN.password, DEMO_ADMIN.totpSecret)).body.data.token;
    const countReads = async () => {
      const items = (await t.call('audit', { page_size: '200' }, { scope: 'admin', token: admin })).body.data.items as Array<{ action: string }>;
      return items.filter((e) => e.action === 'outbox.read').length;
    };
    const before = await countReads();
    for (let i = 0; i < 3; i++) await t.call('outbox', { channel: 'email' }, { scope: 'admin', token: admin });
    expect(await countReads()).toBe(before + 1);
    await t.call('outbox', { channel: 'sms' }, { scope: 'admin', token: admin });
    expect(await countReads()).toBe(before + 2);
    clock.advance(11 * 60_000);
    await t.call('outbox', { channel: 'email' }, { scope: 'admin', token: admin });
    expect(await countReads()).toBe(before + 3);
  });
});
