import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../platform/clock.js';
import { recoveryCodes, securityEvents, users } from '../platform/db/schema.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * Issue 12 point 9: the security centre's changes and the session calls take a `request_id`. A
 * repeat answers what the first request did and changes nothing more (even where doing it again
 * would now be refused: a spent TOTP code, a password that is no longer the current one, a
 * contact already bound); the same id with other content is refused with 4008; a missing or
 * malformed id with 4303. Sign-in, sign-up and code sending take none.
 */

const clock = manualClock(new Date('2026-03-02T08:00:00Z'));
const PASSWORD = 'secret123';
const REUSED = 4008;
const ID_INVALID = 4303;
let t: TestApp;
let seq = 0;
const rid = () => `security-rid-${++seq}`;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const post = (name: string, params: Record<string, string>, token?: string) => t.call(name, params, { method: 'POST', token });
const nextStep = () => clock.advance(30_000);
const totp = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

async function register(email: string): Promise<string> {
  expect((await post('getCode', { email, purpose: 'register' })).body.code).toBe(0);
  const form = { type: 'email', account: email, code: t.codes.last(email), password: PASSWORD, password2: PASSWORD, agree: '1', nationality: 'DE' };
  const { body } = await post('userRegister', form);
  expect(body.code).toBe(0);
  return body.data.token;
}

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const { body } = await post('userLogin', { account: email, password });
  expect(body.code).toBe(0);
  return body.data.token;
}

async function eventsOf(email: string): Promise<string[]> {
  const [user] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const rows = await t.services.db.select({ kind: securityEvents.kind }).from(securityEvents).where(eq(securityEvents.userId, user.id));
  return rows.map((row) => row.kind);
}

async function twoFactorOn(token: string): Promise<string> {
  const setup = await post('twoFactorSetup', { request_id: rid() }, token);
  const enabled = await post('twoFactorEnable', { code: await totp(setup.body.data.secret), request_id: rid() }, token);
  expect(enabled.body.code).toBe(0);
  nextStep();
  return setup.body.data.secret;
}

describe('request ids of the session calls', () => {
  it('revokeSession: a repeat answers the first success, not "not found"; another session under the same id is refused', async () => {
    const email = 'rid-revoke@example.com';
    const current = await register(email);
    await signIn(email);
    await signIn(email);
    const sessions = (await t.call('getSessions', {}, { token: current })).body.data.sessions as Array<{ id: string; current: boolean }>;
    const [first = '', second = ''] = sessions.filter((s) => !s.current).map((s) => s.id);
    const request = { id: first, request_id: rid() };
    expect((await post('revokeSession', request, current)).body).toMatchObject({ code: 0, data: {} });
    expect((await post('revokeSession', request, current)).body).toMatchObject({ code: 0, data: {} });
    expect((await post('revokeSession', { ...request, id: second }, current)).body).toMatchObject({ code: REUSED, data: { field: 'request_id' } });
    expect((await post('revokeSession', { id: first, request_id: rid() }, current)).body.code).toBe(4040);
    expect((await t.call('getSessions', {}, { token: current })).body.data.sessions).toHaveLength(2);
    expect((await post('revokeSession', { id: second }, current)).body).toMatchObject({ code: ID_INVALID, data: { field: 'request_id' } });
    expect((await post('revokeSession', { id: second, request_id: 'short' }, current)).body.code).toBe(ID_INVALID);
  });

  it('revokeOtherSessions: a repeat answers the first count and leaves a session signed in since alone', async () => {
    const email = 'rid-others@example.com';
    const current = await register(email);
    await signIn(email);
    await signIn(email);
    const request = { request_id: rid() };
    expect((await post('revokeOtherSessions', request, current)).body).toMatchObject({ code: 0, data: { ended: 2 } });
    const later = await signIn(email);
    expect((await post('revokeOtherSessions', request, current)).body).toMatchObject({ code: 0, data: { ended: 2 } });
    expect((await t.call('getInfo', {}, { token: later })).body.code).toBe(0);
    expect((await post('revokeOtherSessions', { request_id: rid() }, current)).body.data.ended).toBe(1);
    expect((await t.call('getInfo', {}, { token: later })).body.code).toBe(2000);
  });

  it('logout takes none: once the session has ended, a repeat cannot be let in (1000)', async () => {
    const token = await signIn('demo@veritex.local', 'Demo2026pass');
    expect((await post('logout', {}, token)).body.code).toBe(0);
    expect((await post('logout', {}, token)).body.code).toBe(1000);
  });

  it('sign-in takes none: a repeated sign-in is a new session', async () => {
    const first = await post('userLogin', { account: 'demo@veritex.local', password: 'Demo2026pass', request_id: 'same-sign-in-id' });
    const again = await post('userLogin', { account: 'demo@veritex.local', password: 'Demo2026pass', request_id: 'same-sign-in-id' });
    expect(first.body.code).toBe(0);
    expect(again.body.code).toBe(0);
    expect(again.body.data.token).not.toBe(first.body.data.token);
  });
});

describe('request ids of the security changes', () => {
  it('changePassword: a repeat answers the first change (its old password is no longer current) and records one event', async () => {
    const email = 'rid-password@example.com';
    const token = await register(email);
    const change = { old_password: PASSWORD, password: 'another123', password2: 'another123', request_id: rid() };
    const first = await post('changePassword', change, token);
    expect(first.body.code).toBe(0);
    expect((await post('changePassword', change, token)).body).toEqual(first.body);
    expect((await post('changePassword', { ...change, password: 'third12345', password2: 'third12345' }, token)).body.code).toBe(REUSED);
    expect((await post('changePassword', { ...change, request_id: rid() }, token)).body).toMatchObject({ code: 4660, data: { field: 'old_password' } });
    expect(await eventsOf(email)).toEqual(['password']);
    await signIn(email, 'another123');
  });

  it('a request id belongs to one call: reusing it for another call is refused', async () => {
    const token = await register('rid-other-call@example.com');
    const request_id = rid();
    expect((await post('setAntiPhishing', { code: 'Tulip2026', request_id }, token)).body.code).toBe(0);
    expect((await post('setSecQuestion', { question_id: '1', answer: 'Sam', request_id }, token)).body.code).toBe(REUSED);
    expect((await t.call('securityInfo', {}, { token })).body.data.question_id).toBeNull();
  });

  it('setAntiPhishing and setSecQuestion with two-factor on: a repeat answers the first change though its TOTP code is spent', async () => {
    const email = 'rid-totp@example.com';
    const token = await register(email);
    const secret = await twoFactorOn(token);
    const phishing = { code: 'Orchid77', totp: await totp(secret), request_id: rid() };
    const first = await post('setAntiPhishing', phishing, token);
    expect(first.body.code).toBe(0);
    expect((await post('setAntiPhishing', phishing, token)).body).toEqual(first.body);
    expect((await post('setAntiPhishing', { ...phishing, request_id: rid() }, token)).body.code).toBe(4662);
    nextStep();
    const question = { question_id: '2', answer: 'Ada', totp: await totp(secret), request_id: rid() };
    const asked = await post('setSecQuestion', question, token);
    expect(asked.body.code).toBe(0);
    expect((await post('setSecQuestion', question, token)).body).toEqual(asked.body);
    expect((await post('setSecQuestion', { ...question, answer: 'Grace' }, token)).body.code).toBe(REUSED);
    expect((await eventsOf(email)).sort()).toEqual(['anti_phishing', 'question', 'two_factor_on']);
  });

  it('bindPhone: a repeat answers the first binding, not "same as current"', async () => {
    const phoneToken = await register('rid-bind-first@example.com');
    await post('sendBindCode', { phone: '07911100700', area_code: '44' }, phoneToken);
    const phone = { phone: '07911100700', area_code: '44', code: t.codes.last('+447911100700'), request_id: rid() };
    const bound = await post('bindPhone', phone, phoneToken);
    expect(bound.body.code).toBe(0);
    expect((await post('bindPhone', phone, phoneToken)).body).toEqual(bound.body);
    expect((await post('bindPhone', { ...phone, request_id: rid() }, phoneToken)).body.code).toBe(4670);
    expect(await eventsOf('rid-bind-first@example.com')).toEqual(['phone']);
  });

  it('twoFactorSetup, twoFactorEnable, twoFactorDisable: a repeat answers the same secret, the same result without the recovery codes (shown once, never kept), the same result', async () => {
    const email = 'rid-two-factor@example.com';
    const token = await register(email);
    const setupRequest = { request_id: rid() };
    const setup = await post('twoFactorSetup', setupRequest, token);
    expect((await post('twoFactorSetup', setupRequest, token)).body).toEqual(setup.body);
    const [pending] = await t.services.db.select({ secret: users.totpPendingSecret }).from(users).where(eq(users.email, email));
    expect(pending?.secret).toBe(setup.body.data.secret);

    const enable = { code: await totp(setup.body.data.secret), request_id: rid() };
    const enabled = await post('twoFactorEnable', enable, token);
    expect(enabled.body.code).toBe(0);
    expect(enabled.body.data.recovery_codes).toHaveLength(10);
    expect((await post('twoFactorEnable', enable, token)).body).toEqual({ ...enabled.body, data: { ...enabled.body.data, recovery_codes: [] } });
    expect((await post('twoFactorEnable', { ...enable, code: '000000' }, token)).body.code).toBe(REUSED);
    const [user] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(
      await t.services.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, user?.id ?? 0n)),
    ).toHaveLength(10);

    const disable = { code: enabled.body.data.recovery_codes[0], request_id: rid() };
    const off = await post('twoFactorDisable', disable, token);
    expect(off.body.code).toBe(0);
    expect((await post('twoFactorDisable', disable, token)).body).toEqual(off.body);
    expect((await eventsOf(email)).sort()).toEqual(['two_factor_off', 'two_factor_on']);
  });

  it('refuses a security change without a request id before doing anything', async () => {
    const token = await register('rid-missing@example.com');
    const missing = await post('setAntiPhishing', { code: 'NoIdHere1' }, token);
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ code: ID_INVALID, data: { field: 'request_id' } });
    expect((await t.call('securityInfo', {}, { token })).body.data.anti_phishing).toBe('');
  });
});
