import { ERROR_CODES } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../platform/clock.js';
import { auditLog } from '../../../platform/db/schema.js';
import { DEMO_ADMIN } from '../../../seed/demoAccounts.js';
import { createTestApp, type TestApp } from '../../../testing/testApp.js';
import { createStaff } from '../index.js';

/** The staff desk (issue 19 §2) through the HTTP app: members, first sign-in, roles, resets, two-person super-admin grants, the allowlist. */

const clock = manualClock(new Date('2026-11-18T12:00:00Z'));
let t: TestApp;
let n = 0;
const rid = () => `staffdesk${n++}x`;
const SECOND_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const SECOND_PASSWORD = 'Second#2026admin';
let admin: string;
let second: string;

const admin$ = { scope: 'admin' } as const;
const post = (token: string) => ({ scope: 'admin', method: 'POST', token }) as const;
const code = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

/** Each sign-in moves the clock a step on: a TOTP code is accepted only once. */
async function signIn(username: string, password: string, secret: string | undefined, remoteAddress?: string) {
  clock.advance(30_000);
  return t.call('login', { username, password, totp: secret ? await code(secret) : '' }, { ...admin$, method: 'POST', remoteAddress });
}

async function tokenOf(username: string, password: string, secret: string): Promise<string> {
  const answer = await signIn(username, password, secret);
  expect(answer.body.code).toBe(0);
  return answer.body.data.token;
}

async function auditOf(action: string) {
  return t.services.db.select().from(auditLog).where(eq(auditLog.action, action));
}

async function members() {
  const answer = await t.call('staffMembers', {}, { ...admin$, token: admin });
  expect(answer.body.code).toBe(0);
  return answer.body.data as {
    items: Array<{
      id: string;
      username: string;
      roles: string[];
      status: string;
      password_pending: boolean;
      totp_pending: boolean;
      last_sign_in: { outcome: string } | null;
    }>;
    requests: Array<{ id: string; staff_username: string; status: string }>;
  };
}

/** Creates a member through the desk and walks them through their first sign-in; answers their id, password, secret and session. */
async function newMember(username: string, roles: string) {
  const created = await t.call('staffCreate', { username, roles, request_id: rid() }, post(admin));
  expect(created.body.code).toBe(0);
  const step = await signIn(username, created.body.data.initial_password, undefined);
  expect(step.body.code).toBe(0);
  const secret: string = step.body.data.setup.totp_secret;
  const password = `Own#${username}2026pass`;
  const done = await t.call(
    'completeStaffSetup',
    { setup_token: step.body.data.setup.token, new_password: password, totp: await code(secret) },
    { ...admin$, method: 'POST' },
  );
  expect(done.body.code).toBe(0);
  return { id: created.body.data.id as string, password, secret, token: done.body.data.token as string };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await createStaff(t.services.db, { username: 'second', password: SECOND_PASSWORD, totpSecret: SECOND_SECRET, roles: ['super_admin'] });
  admin = await tokenOf(DEMO_ADMIN.username, DEMO_ADMIN.password, DEMO_ADMIN.totpSecret);
  second = await tokenOf('second', SECOND_PASSWORD, SECOND_SECRET);
});
afterAll(() => t.close());

describe('creating a staff member and their first sign-in', () => {
  it('shows the one-time password once, then asks the member for their own password and a TOTP enrolment', async () => {
    const created = await t.call('staffCreate', { username: 'Sue', display_name: 'Sue Agent', roles: 'support', request_id: rid() }, post(admin));
    expect(created.body.code).toBe(0);
    const { id, initial_password: initialPassword } = created.body.data;
    expect(created.body.data).toMatchObject({ username: 'sue', super_admin_requested: false });
    expect(initialPassword).toMatch(/^[A-Za-z0-9]{16}$/);

    const [entry] = (await auditOf('staff.create')).filter((row) => row.target === `staff:${id}`);
    expect(entry?.details).toMatchObject({ username: 'sue', roles: ['support'], outcome: 'ok' });
    const listed = await members();
    expect(JSON.stringify(listed)).not.toContain(initialPassword);
    expect(JSON.stringify((await auditOf('staff.create')).map((row) => row.details))).not.toContain(initialPassword);
    expect(listed.items.find((row) => row.username === 'sue')).toMatchObject({
      roles: ['support'],
      password_pending: true,
      totp_pending: true,
      last_sign_in: null,
    });
    expect((await t.call('staffCreate', { username: 'sue', roles: 'content', request_id: rid() }, post(admin))).body.code).toBe(
      ERROR_CODES.staff_username_taken,
    );

    // The one-time password opens no session: only the setup step, with a new secret to enrol.
    const step = await signIn('sue', initialPassword, undefined);
    expect(step.body.code).toBe(0);
    expect(step.body.data).not.toHaveProperty('token');
    const { setup } = step.body.data;
    expect(setup).toMatchObject({ username: 'sue', needs_password: true, needs_totp: true });
    expect(setup.otpauth_url).toContain(setup.totp_secret);
    expect((await signIn('sue', 'wrong-password-1', undefined)).body.code).toBe(ERROR_CODES.totp_required);

    const complete = (input: Record<string, string>) => t.call('completeStaffSetup', { setup_token: setup.token, ...input }, { ...admin$, method: 'POST' });
    expect((await complete({ new_password: 'short1', totp: await code(setup.totp_secret) })).body.code).toBe(ERROR_CODES.password_weak);
    expect((await complete({ new_password: initialPassword, totp: await code(setup.totp_secret) })).body.code).toBe(ERROR_CODES.staff_password_reused);
    expect((await complete({ new_password: 'Sue#own2026pass', totp: '000000' })).body.code).toBe(ERROR_CODES.totp_wrong);
    const done = await complete({ new_password: 'Sue#own2026pass', totp: await code(setup.totp_secret) });
    expect(done.body.code).toBe(0);
    const me = await t.call('me', {}, { ...admin$, token: done.body.data.token });
    expect(me.body.data).toMatchObject({ username: 'sue', roles: ['support'] });
    expect((await t.call('staffMembers', {}, { ...admin$, token: done.body.data.token })).body.code).toBe(ERROR_CODES.forbidden);
    // The step is spent, and the one-time password is gone.
    expect((await complete({ new_password: 'Sue#own2026pass', totp: await code(setup.totp_secret) })).body.code).toBe(ERROR_CODES.staff_setup_expired);
    expect((await signIn('sue', initialPassword, setup.totp_secret)).body.code).toBe(ERROR_CODES.staff_login_failed);
    expect((await signIn('sue', 'Sue#own2026pass', setup.totp_secret)).body.code).toBe(0);
    expect((await auditOf('staff.setup')).find((row) => row.target === `staff:${id}`)?.details).toMatchObject({ password_set: true, totp_enrolled: true });

    // Her own sign-ins, newest first, with the browser; the desk shows her last one.
    const mine = await t.call('staffMySignIns', {}, { ...admin$, token: done.body.data.token });
    expect(mine.body.data.items.map((item: { outcome: string }) => item.outcome).slice(0, 4)).toEqual(['ok', 'staff_login_failed', 'ok', 'totp_wrong']);
    expect(mine.body.data.items[0]).toMatchObject({ ip: '127.0.0.1', user_agent: 'lightMyRequest' });
    expect((await members()).items.find((row) => row.username === 'sue')).toMatchObject({
      password_pending: false,
      totp_pending: false,
      last_sign_in: { outcome: 'ok' },
    });
  });
});

describe('roles, disabling and resets', () => {
  it('assigns and removes roles other than super admin', async () => {
    const member = await newMember('rolf', 'support');
    const set = await t.call('staffSetRoles', { id: member.id, roles: 'support,content', request_id: rid() }, post(admin));
    expect(set.body.data).toEqual({ roles: ['support', 'content'], previous: ['support'] });
    expect((await t.call('me', {}, { ...admin$, token: member.token })).body.data.roles).toEqual(['support', 'content']);
    expect((await t.call('staffSetRoles', { id: member.id, roles: 'content', request_id: rid() }, post(admin))).body.data.roles).toEqual(['content']);
    expect((await t.call('staffSetRoles', { id: member.id, roles: 'super_admin', request_id: rid() }, post(admin))).body.code).toBe(ERROR_CODES.invalid_input);
    expect((await auditOf('staff.setRoles')).filter((row) => row.target === `staff:${member.id}`).map((row) => row.details)).toEqual([
      { roles: ['support', 'content'], previous: ['support'], outcome: 'ok' },
      { roles: ['content'], previous: ['support', 'content'], outcome: 'ok' },
    ]);
  });

  it('ends a disabled member’s sessions at once and refuses their sign-in until re-enabled', async () => {
    const member = await newMember('dora', 'support');
    expect((await t.call('me', {}, { ...admin$, token: member.token })).body.code).toBe(0);
    const disabled = await t.call('staffSetStatus', { id: member.id, status: 'disabled', request_id: rid() }, post(admin));
    expect(disabled.body.data).toEqual({ previous: 'active' });
    expect((await t.call('me', {}, { ...admin$, token: member.token })).body.code).toBe(ERROR_CODES.staff_login_required);
    expect((await signIn('dora', member.password, member.secret)).body.code).toBe(ERROR_CODES.staff_login_failed);
    expect((await t.call('staffSetStatus', { id: member.id, status: 'active', request_id: rid() }, post(admin))).body.code).toBe(0);
    expect((await signIn('dora', member.password, member.secret)).body.code).toBe(0);
    expect((await auditOf('staff.setStatus')).filter((row) => row.target === `staff:${member.id}`).map((row) => row.details)).toEqual([
      { status: 'disabled', previous: 'active', outcome: 'ok' },
      { status: 'active', previous: 'disabled', outcome: 'ok' },
    ]);
  });

  it('refuses a super admin disabling themselves', async () => {
    const me = (await t.call('me', {}, { ...admin$, token: admin })).body.data;
    expect((await t.call('staffSetStatus', { id: me.id, status: 'disabled', request_id: rid() }, post(admin))).body.code).toBe(ERROR_CODES.staff_self_action);
    expect((await t.call('me', {}, { ...admin$, token: admin })).body.code).toBe(0);
  });

  it('makes a member enrol again after a TOTP reset, with the old authenticator refused', async () => {
    const member = await newMember('tom', 'support');
    const reset = await t.call('staffResetTotp', { id: member.id, request_id: rid() }, post(admin));
    expect(reset.body).toMatchObject({ code: 0, data: {} });
    expect((await t.call('me', {}, { ...admin$, token: member.token })).body.code).toBe(ERROR_CODES.staff_login_required);
    expect((await members()).items.find((row) => row.username === 'tom')).toMatchObject({ totp_pending: true, password_pending: false });

    const step = await signIn('tom', member.password, member.secret);
    expect(step.body.data.setup).toMatchObject({ needs_password: false, needs_totp: true });
    const fresh: string = step.body.data.setup.totp_secret;
    expect(fresh).not.toBe(member.secret);
    const withOld = await t.call(
      'completeStaffSetup',
      { setup_token: step.body.data.setup.token, totp: await code(member.secret) },
      { ...admin$, method: 'POST' },
    );
    expect(withOld.body.code).toBe(ERROR_CODES.totp_wrong);
    const done = await t.call('completeStaffSetup', { setup_token: step.body.data.setup.token, totp: await code(fresh) }, { ...admin$, method: 'POST' });
    expect(done.body.code).toBe(0);
    expect((await signIn('tom', member.password, member.secret)).body.code).toBe(ERROR_CODES.totp_wrong);
    expect((await signIn('tom', member.password, fresh)).body.code).toBe(0);
    expect((await auditOf('staff.resetTotp')).some((row) => row.target === `staff:${member.id}`)).toBe(true);
    // Neither secret is in any staff-visible answer or audit entry.
    const everything = JSON.stringify([await members(), (await t.services.db.select().from(auditLog)).map((row) => row.details)]);
    expect(everything).not.toContain(fresh);
    expect(everything).not.toContain(member.secret);
  });

  it('gives a new one-time password on a reset; the member keeps their authenticator and sets a password', async () => {
    const member = await newMember('pia', 'content');
    const reset = await t.call('staffResetPassword', { id: member.id, request_id: rid() }, post(admin));
    const oneTime: string = reset.body.data.initial_password;
    expect(oneTime).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await t.call('me', {}, { ...admin$, token: member.token })).body.code).toBe(ERROR_CODES.staff_login_required);
    expect((await signIn('pia', member.password, member.secret)).body.code).toBe(ERROR_CODES.staff_login_failed);
    const step = await signIn('pia', oneTime, undefined);
    expect(step.body.data.setup).toMatchObject({ needs_password: true, needs_totp: false, totp_secret: null });
    const done = await t.call(
      'completeStaffSetup',
      { setup_token: step.body.data.setup.token, new_password: 'Pia#new2026pass', totp: await code(member.secret) },
      { ...admin$, method: 'POST' },
    );
    expect(done.body.code).toBe(0);
    const entries = (await auditOf('staff.resetPassword')).filter((row) => row.target === `staff:${member.id}`);
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries.map((row) => row.details))).not.toContain(oneTime);
  });
});

describe('super-admin grants need a second super admin', () => {
  it('keeps the grant pending until a different super admin approves it', async () => {
    const member = await newMember('gina', 'support');
    const requested = await t.call('staffRequestSuperAdmin', { id: member.id, request_id: rid() }, post(admin));
    expect(requested.body.code).toBe(0);
    const requestId: string = requested.body.data.request;
    expect((await t.call('staffRequestSuperAdmin', { id: member.id, request_id: rid() }, post(second))).body.code).toBe(ERROR_CODES.staff_request_pending);
    expect((await t.call('me', {}, { ...admin$, token: member.token })).body.data.roles).toEqual(['support']);
    expect((await members()).requests.find((row) => row.id === requestId)).toMatchObject({ staff_username: 'gina', status: 'pending' });

    const own = await t.call('staffDecideSuperAdmin', { id: requestId, decision: 'approve', request_id: rid() }, post(admin));
    expect(own.body.code).toBe(ERROR_CODES.staff_request_own);
    expect((await t.call('me', {}, { ...admin$, token: member.token })).body.data.roles).toEqual(['support']);

    const approved = await t.call('staffDecideSuperAdmin', { id: requestId, decision: 'approve', request_id: rid() }, post(second));
    expect(approved.body.data).toEqual({ status: 'approved', staff_id: member.id });
    expect((await t.call('me', {}, { ...admin$, token: member.token })).body.data.roles).toEqual(['support', 'super_admin']);
    expect((await t.call('staffDecideSuperAdmin', { id: requestId, decision: 'reject', request_id: rid() }, post(second))).body.code).toBe(
      ERROR_CODES.staff_request_decided,
    );

    const decisions = (await auditOf('staff.decideSuperAdmin')).filter((row) => row.target === `staff_role_request:${requestId}`);
    expect(decisions.map((row) => [row.staffUsername, (row.details as { outcome: string }).outcome])).toEqual([
      ['admin', 'staff_request_own'],
      ['second', 'ok'],
      ['second', 'staff_request_decided'],
    ]);
    expect((await auditOf('staff.requestSuperAdmin')).some((row) => row.target === `staff:${member.id}` && row.staffUsername === 'admin')).toBe(true);
  });

  it('adds nothing on a rejection, and a creation with super_admin only opens a request', async () => {
    const created = await t.call('staffCreate', { username: 'hugo', roles: 'finance,super_admin', request_id: rid() }, post(admin));
    expect(created.body.data.super_admin_requested).toBe(true);
    const desk = await members();
    expect(desk.items.find((row) => row.username === 'hugo')?.roles).toEqual(['finance']);
    const request = desk.requests.find((row) => row.staff_username === 'hugo' && row.status === 'pending');
    expect(request).toBeDefined();
    const rejected = await t.call('staffDecideSuperAdmin', { id: request?.id ?? '0', decision: 'reject', request_id: rid() }, post(second));
    expect(rejected.body.data.status).toBe('rejected');
    expect((await members()).items.find((row) => row.username === 'hugo')?.roles).toEqual(['finance']);
  });

  it('never removes or disables the last active super admin', async () => {
    const desk = await members();
    const supers = desk.items.filter((row) => row.roles.includes('super_admin') && row.status === 'active');
    const me = (await t.call('me', {}, { ...admin$, token: admin })).body.data;
    for (const other of supers.filter((row) => row.id !== me.id)) {
      expect((await t.call('staffRevokeSuperAdmin', { id: other.id, request_id: rid() }, post(admin))).body.code).toBe(0);
    }
    expect((await t.call('staffRevokeSuperAdmin', { id: me.id, request_id: rid() }, post(admin))).body.code).toBe(ERROR_CODES.staff_last_super_admin);
    expect((await t.call('me', {}, { ...admin$, token: admin })).body.data.roles).toContain('super_admin');
    // Give the second super admin back (two people again) for the tests after this one.
    const again = await t.call('staffRequestSuperAdmin', { id: supers.find((row) => row.username === 'second')?.id ?? '0', request_id: rid() }, post(admin));
    expect(again.body.code).toBe(0);
  });
});

describe('the staff address allowlist', () => {
  it('refuses sign-in and staff calls from other addresses, and cannot lock out the saver', async () => {
    const save = (entries: string) => t.call('staffSaveAllowlist', { entries, request_id: rid() }, post(admin));
    expect((await save('10.0.0.0/8')).body.code).toBe(ERROR_CODES.staff_allowlist_excludes_you);
    expect((await save('127.0.0.1\nnot-an-address')).body.code).toBe(ERROR_CODES.staff_allowlist_invalid);
    expect((await save('10.0.0.0/33')).body.code).toBe(ERROR_CODES.staff_allowlist_invalid);
    const saved = await save('127.0.0.1, 10.1.0.0/16\n2001:db8::/32');
    expect(saved.body.data.entries).toEqual(['127.0.0.1', '10.1.0.0/16', '2001:db8::/32']);
    const listed = await t.call('staffAllowlist', {}, { ...admin$, token: admin });
    expect(listed.body.data).toMatchObject({
      your_ip: '127.0.0.1',
      entries: [{ entry: '127.0.0.1', created_by: 'admin' }, { entry: '10.1.0.0/16' }, { entry: '2001:db8::/32' }],
    });

    const elsewhere = await t.call('me', {}, { ...admin$, token: admin, remoteAddress: '192.0.2.5' });
    expect(elsewhere.body.code).toBe(ERROR_CODES.staff_address_refused);
    expect((await signIn('second', SECOND_PASSWORD, SECOND_SECRET, '192.0.2.5')).body.code).toBe(ERROR_CODES.staff_address_refused);
    expect((await signIn('second', SECOND_PASSWORD, SECOND_SECRET, '10.1.200.7')).body.code).toBe(0);
    expect((await t.call('me', {}, { ...admin$, token: admin, remoteAddress: '2001:db8:1::9' })).body.code).toBe(0);
    // Users' calls are not the staff allowlist's business.
    expect((await t.call('getParam', {}, { remoteAddress: '192.0.2.5' })).body.code).toBe(0);

    expect((await save('')).body.data.entries).toEqual([]);
    expect((await t.call('me', {}, { ...admin$, token: admin, remoteAddress: '192.0.2.5' })).body.code).toBe(0);
    const entries = (await auditOf('staff.saveAllowlist')).map((row) => (row.details as { outcome: string }).outcome);
    expect(entries).toEqual(['staff_allowlist_excludes_you', 'staff_allowlist_invalid', 'staff_allowlist_invalid', 'ok', 'ok']);
    const refusedLogin = (await auditOf('staff.login')).filter((row) => row.ip === '192.0.2.5');
    expect(refusedLogin.map((row) => (row.details as { outcome: string }).outcome)).toEqual(['staff_address_refused']);
  });
});
