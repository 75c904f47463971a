import { findCall } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrottle, users } from '../modules/identity/index.js';
import { manualClock } from '../platform/clock.js';
import { argon2idPrefix } from '../testing/expectations.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

const clock = manualClock(new Date('2026-03-02T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const PASSWORD = 'secret123';
let requests = 0;
/** Security changes take a request id (contract `idempotent`): a new one per call unless the test names its own. */
const withRequestId = (name: string, params: Record<string, string>) =>
  findCall('web', name)?.idempotent && !params.request_id ? { ...params, request_id: `security-${++requests}` } : params;
const post = (name: string, params: Record<string, string>, token?: string) => t.call(name, withRequestId(name, params), { method: 'POST', token });
const info = async (token: string) => (await t.call('securityInfo', {}, { token })).body.data;
/** Every accepted TOTP code spends its time step: tests move to the next step for a fresh one. */
const nextStep = () => clock.advance(30_000);
const totp = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

async function registerByEmail(email: string): Promise<string> {
  expect((await t.call('getCode', { email, purpose: 'register' }, { method: 'POST' })).body.code).toBe(0);
  const { body } = await post('userRegister', {
    type: 'email',
    account: email,
    code: t.codes.last(email),
    password: PASSWORD,
    password2: PASSWORD,
    agree: '1',
    nationality: 'DE',
  });
  expect(body.code).toBe(0);
  return body.data.token;
}

async function signIn(account: string, password = PASSWORD): Promise<string> {
  const { body } = await post('userLogin', { account, password });
  expect(body.code).toBe(0);
  return body.data.token;
}

/** Two-factor on: answers the secret and the recovery codes. */
async function enableTwoFactor(token: string): Promise<{ secret: string; recovery: string[] }> {
  const setup = await post('twoFactorSetup', {}, token);
  expect(setup.body.code).toBe(0);
  const secret: string = setup.body.data.secret;
  const enabled = await post('twoFactorEnable', { code: await totp(secret) }, token);
  expect(enabled.body.code).toBe(0);
  nextStep();
  return { secret, recovery: enabled.body.data.recovery_codes };
}

describe('two-factor (TOTP and recovery codes)', () => {
  it('sets up with an otpauth URL, enables with the first code and answers ten recovery codes stored only hashed', async () => {
    const token = await registerByEmail('tf-setup@example.com');
    const setup = await post('twoFactorSetup', {}, token);
    expect(setup.body.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/Veritex:tf-setup%40example\.com\?.*issuer=Veritex/);
    expect((await post('twoFactorEnable', { code: '000000' }, token)).body.code).toBe(4662);
    const enabled = await post('twoFactorEnable', { code: await totp(setup.body.data.secret) }, token);
    expect(enabled.body.code).toBe(0);
    const codes: string[] = enabled.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(enabled.body.data.withdraw_hold.kind).toBe('two_factor_on');
    const [row] = await t.services.db.select().from(users).where(eq(users.email, 'tf-setup@example.com'));
    expect(row?.totpSecret).toBe(setup.body.data.secret);
    expect(row?.totpPendingSecret).toBeNull();
    const overview = await info(token);
    expect(overview.factors.two_factor).toBe(true);
    expect(overview.recovery_codes_left).toBe(10);
    expect((await post('twoFactorSetup', {}, token)).body.code).toBe(4663);
  });

  it('accepts a TOTP code once: the same code again is refused', async () => {
    const token = await registerByEmail('tf-replay@example.com');
    const { secret } = await enableTwoFactor(token);
    const code = await totp(secret);
    expect((await post('setAntiPhishing', { code: 'Sunflower7', totp: code }, token)).body.code).toBe(0);
    const replay = await post('setAntiPhishing', { code: 'Sunflower8', totp: code }, token);
    expect(replay.body).toMatchObject({ code: 4662, data: { field: 'totp' } });
    expect((await info(token)).anti_phishing).toBe('Sunflower7');
  });

  it('accepts a TOTP code once even when two requests carry it at the same time', async () => {
    const token = await registerByEmail('tf-race@example.com');
    const { secret } = await enableTwoFactor(token);
    const code = await totp(secret);
    const answers = await Promise.all(
      ['RaceOne1', 'RaceTwo2', 'RaceSix3', 'RaceTen4'].map((anti) => post('setAntiPhishing', { code: anti, totp: code }, token)),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 4662, 4662, 4662]);
  });

  it('refuses a code of an earlier step than the last accepted one', async () => {
    const token = await registerByEmail('tf-older@example.com');
    const { secret } = await enableTwoFactor(token);
    const older = await totp(secret);
    nextStep();
    expect((await post('setAntiPhishing', { code: 'Newer123', totp: await totp(secret) }, token)).body.code).toBe(0);
    // Still inside the ±1 step window, but older than the step just spent.
    expect((await post('setAntiPhishing', { code: 'Older123', totp: older }, token)).body.code).toBe(4662);
  });

  it('needs a second factor for changes while it is on', async () => {
    const token = await registerByEmail('tf-needed@example.com');
    await enableTwoFactor(token);
    expect((await post('setAntiPhishing', { code: 'NoFactor1' }, token)).body).toMatchObject({ code: 4661, data: { field: 'totp' } });
    const change = await post('changePassword', { old_password: PASSWORD, password: 'another123', password2: 'another123' }, token);
    expect(change.body.code).toBe(4661);
  });

  it('takes each recovery code once, and turns off with one, deleting the rest', async () => {
    const token = await registerByEmail('tf-recovery@example.com');
    const { recovery } = await enableTwoFactor(token);
    const [first, second] = recovery as [string, string];
    expect((await post('setAntiPhishing', { code: 'Recovery1', totp: first.toUpperCase() }, token)).body.code).toBe(0);
    expect((await post('setAntiPhishing', { code: 'Recovery2', totp: first }, token)).body.code).toBe(4662);
    expect((await info(token)).recovery_codes_left).toBe(9);
    expect((await post('twoFactorDisable', { code: 'zzzz-zzzz' }, token)).body.code).toBe(4662);
    const off = await post('twoFactorDisable', { code: second }, token);
    expect(off.body.code).toBe(0);
    expect(off.body.data.withdraw_hold.kind).toBe('two_factor_off');
    const overview = await info(token);
    expect(overview.factors.two_factor).toBe(false);
    expect(overview.recovery_codes_left).toBe(0);
    expect((await post('twoFactorDisable', { code: recovery[2] as string }, token)).body.code).toBe(4664);
  });
});

describe('sign-in with two-factor', () => {
  it('answers a challenge instead of a session, and the second step answers the session', async () => {
    const token = await registerByEmail('login-2fa@example.com');
    const { secret } = await enableTwoFactor(token);
    const first = await post('userLogin', { account: 'login-2fa@example.com', password: PASSWORD });
    expect(first.body.code).toBe(0);
    expect(first.body.data).toEqual({ two_factor: 1, challenge: expect.stringMatching(/^[\w-]{43}$/) });
    expect(first.body.data.token).toBeUndefined();
    const second = await post('userLogin2fa', { challenge: first.body.data.challenge, code: await totp(secret) });
    expect(second.body.code).toBe(0);
    expect(second.body.data.user.email).toBe('login-2fa@example.com');
    expect((await t.call('getInfo', {}, { token: second.body.data.token })).body.code).toBe(0);
    // A challenge yields one session.
    nextStep();
    expect((await post('userLogin2fa', { challenge: first.body.data.challenge, code: await totp(secret) })).body.code).toBe(4666);
  });

  it('asks for the second step after a one-time code sign-in too, and takes a recovery code there', async () => {
    const token = await registerByEmail('temp-2fa@example.com');
    const { recovery } = await enableTwoFactor(token);
    await t.call('getCode', { email: 'temp-2fa@example.com', purpose: 'login' }, { method: 'POST' });
    const first = await post('tempLogin', { account: 'temp-2fa@example.com', code: t.codes.last('temp-2fa@example.com') });
    expect(first.body.data.two_factor).toBe(1);
    const second = await post('userLogin2fa', { challenge: first.body.data.challenge, code: recovery[0] as string });
    expect(second.body.code).toBe(0);
    expect(second.body.data.token).toMatch(/^[\w-]{43}$/);
  });

  it('lets a challenge expire after five minutes', async () => {
    const token = await registerByEmail('expiry-2fa@example.com');
    const { secret } = await enableTwoFactor(token);
    const { challenge } = (await post('userLogin', { account: 'expiry-2fa@example.com', password: PASSWORD })).body.data;
    clock.advance(5 * 60_000 + 1_000);
    expect((await post('userLogin2fa', { challenge, code: await totp(secret) })).body.code).toBe(4666);
    expect((await post('userLogin2fa', { challenge: 'x'.repeat(43), code: await totp(secret) })).body.code).toBe(4666);
  });

  it('ends a challenge after five wrong codes, even for the right one after', async () => {
    const token = await registerByEmail('attempts-2fa@example.com');
    const { secret } = await enableTwoFactor(token);
    const { challenge } = (await post('userLogin', { account: 'attempts-2fa@example.com', password: PASSWORD })).body.data;
    const right = await totp(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await post('userLogin2fa', { challenge, code: wrong })).body.code);
    expect(answers).toEqual([4662, 4662, 4662, 4662, 4666]);
    expect((await post('userLogin2fa', { challenge, code: right })).body.code).toBe(4666);
    // A new sign-in is a new challenge; wrong codes also counted as failed sign-ins of this address, and the right step clears them.
    const pairKey = 'pair:attempts-2fa@example.com|127.0.0.1';
    const counted = await t.services.db.select().from(signInThrottle).where(eq(signInThrottle.key, pairKey));
    expect(counted[0]?.failures).toBe(5);
    const again = (await post('userLogin', { account: 'attempts-2fa@example.com', password: PASSWORD })).body.data;
    expect((await post('userLogin2fa', { challenge: again.challenge, code: right })).body.code).toBe(0);
    expect(await t.services.db.select().from(signInThrottle).where(eq(signInThrottle.key, pairKey))).toEqual([]);
  });
});

describe('passwords, contact and question', () => {
  it('refuses a wrong current password and changes with the right one, keeping other sessions', async () => {
    const token = await registerByEmail('change-pw@example.com');
    const other = await signIn('change-pw@example.com');
    const wrong = await post('changePassword', { old_password: 'nope12345', password: 'another123', password2: 'another123' }, token);
    expect(wrong.body).toMatchObject({ code: 4660, data: { field: 'old_password' } });
    const changed = await post('changePassword', { old_password: PASSWORD, password: 'another123', password2: 'another123' }, token);
    expect(changed.body.code).toBe(0);
    expect(changed.body.data.other_sessions).toBe(1);
    expect((await t.call('getInfo', {}, { token: other })).body.code).toBe(0);
    expect((await post('userLogin', { account: 'change-pw@example.com', password: PASSWORD })).body.code).toBe(4119);
    await signIn('change-pw@example.com', 'another123');
    const ended = await post('revokeOtherSessions', {}, token);
    expect(ended.body.data.ended).toBe(2);
    expect((await t.call('getInfo', {}, { token: other })).body.code).toBe(2000);
    expect((await t.call('getInfo', {}, { token })).body.code).toBe(0);
  });

  it('holds withdrawals for 24 hours after a password change, and records the event with its place', async () => {
    const token = await registerByEmail('hold@example.com');
    expect((await info(token)).withdraw_hold).toBeNull();
    const changedAt = clock.now();
    await post('changePassword', { old_password: PASSWORD, password: 'another123', password2: 'another123' }, token);
    const overview = await info(token);
    expect(overview.withdraw_hold).toEqual({
      kind: 'password',
      at: changedAt.toISOString(),
      until: new Date(changedAt.getTime() + 24 * 3_600_000).toISOString(),
    });
    expect(overview.hold_hours).toBe(24);
    expect(overview.events).toEqual([{ kind: 'password', at: changedAt.toISOString(), ip: '127.0.0.1', place: 'local', user_agent: expect.any(String) }]);
    clock.advance(24 * 3_600_000 - 1_000);
    expect((await info(token)).withdraw_hold).not.toBeNull();
    clock.advance(2_000);
    expect((await info(token)).withdraw_hold).toBeNull();
  });

  it('records a password reset and a transaction password change, not its first setting', async () => {
    const token = await registerByEmail('events@example.com');
    expect((await post('saveTpwd', { tpwd: '246810', tpwd2: '246810', request_id: 'set-tpwd-first' }, token)).body.code).toBe(0);
    expect((await info(token)).events).toEqual([]);
    expect((await post('updateTpassword', { old_tpwd: '246810', tpwd: '135791', tpwd2: '135791', request_id: 'change-tpwd-1' }, token)).body.code).toBe(0);
    await t.call('getCode', { email: 'events@example.com', purpose: 'reset' }, { method: 'POST' });
    const code = t.codes.last('events@example.com');
    await post('updatePassword', { account: 'events@example.com', code, password: 'another123', password2: 'another123' }, token);
    const kinds = (await info(token)).events.map((e: { kind: string }) => e.kind);
    expect(kinds.sort()).toEqual(['password', 'tpwd_change']);
  });

  it('binds an e-mail with its code, refuses one used by another account, and needs the password to replace it', async () => {
    await registerByEmail('taken@example.com');
    const phone = '+447911100200';
    expect((await t.call('getTelCode', { phone: '07911100200', area_code: '44', purpose: 'register' }, { method: 'POST' })).body.code).toBe(0);
    const registered = await post('userRegister', {
      type: 'mobile',
      account: '07911100200',
      area_code: '44',
      code: t.codes.last(phone),
      password: PASSWORD,
      password2: PASSWORD,
      agree: '1',
      nationality: 'GB',
    });
    const token: string = registered.body.data.token;
    expect((await post('sendBindCode', { email: 'Taken@Example.com' }, token)).body).toMatchObject({ code: 4117, data: { field: 'email' } });
    expect((await post('bindemail', { email: 'taken@example.com', code: '123456' }, token)).body.code).toBe(4117);

    expect((await post('sendBindCode', { email: 'mine@example.com' }, token)).body.code).toBe(0);
    const sent = t.codes.sent.at(-1);
    expect(sent).toMatchObject({ destination: 'mine@example.com', purpose: 'bind', channel: 'email' });
    expect((await post('bindemail', { email: 'mine@example.com', code: '000000' }, token)).body.code).toBe(4107);
    const bound = await post('bindemail', { email: 'mine@example.com', code: t.codes.last('mine@example.com') }, token);
    expect(bound.body.code).toBe(0);
    expect(bound.body.data.withdraw_hold.kind).toBe('email');
    expect((await info(token)).email).toBe('mine@example.com');
    expect((await post('sendBindCode', { email: 'mine@example.com' }, token)).body.code).toBe(4670);

    clock.advance(61_000);
    expect((await post('sendBindCode', { email: 'newer@example.com' }, token)).body.code).toBe(0);
    const code = t.codes.last('newer@example.com');
    expect((await post('bindemail', { email: 'newer@example.com', code }, token)).body).toMatchObject({ code: 4104, data: { field: 'password' } });
    expect((await post('bindemail', { email: 'newer@example.com', code, password: 'wrong1234' }, token)).body.code).toBe(4660);
    expect((await post('bindemail', { email: 'newer@example.com', code, password: PASSWORD }, token)).body.code).toBe(0);
    expect((await post('userLogin', { account: 'newer@example.com', password: PASSWORD })).body.code).toBe(0);
  });

  it('binds a phone with an SMS code', async () => {
    const token = await registerByEmail('phone-bind@example.com');
    expect((await post('sendBindCode', { phone: '07911100300', area_code: '44' }, token)).body.code).toBe(0);
    const bound = await post('bindPhone', { phone: '07911100300', area_code: '44', code: t.codes.last('+447911100300') }, token);
    expect(bound.body.code).toBe(0);
    expect((await info(token)).phone).toBe('+447911100300');
  });

  it('stores the security answer normalised and hashed; changing it needs the password', async () => {
    const token = await registerByEmail('question@example.com');
    expect((await post('setSecQuestion', { question_id: '4', answer: 'Paris' }, token)).body.code).toBe(4667);
    expect((await post('setSecQuestion', { question_id: '2', answer: '  Ada   LOVELACE ' }, token)).body.code).toBe(0);
    const [row] = await t.services.db.select().from(users).where(eq(users.email, 'question@example.com'));
    expect(row?.securityQuestionId).toBe(2);
    expect(row?.securityAnswerHash?.startsWith(argon2idPrefix)).toBe(true);
    expect(row?.securityAnswerHash).not.toContain('ada');
    expect((await post('setSecQuestion', { question_id: '3', answer: 'Kyoto' }, token)).body.code).toBe(4104);
    expect((await post('setSecQuestion', { question_id: '3', answer: 'Kyoto', password: 'wrong1234' }, token)).body.code).toBe(4660);
    expect((await post('setSecQuestion', { question_id: '3', answer: 'Kyoto', password: PASSWORD }, token)).body.code).toBe(0);
    expect((await info(token)).question_id).toBe(3);
  });

  it('prints the anti-phishing code in code e-mails, never in SMS', async () => {
    const token = await registerByEmail('phish@example.com');
    expect((await post('setAntiPhishing', { code: 'Blue42Fox' }, token)).body.code).toBe(0);
    await t.call('getCode', { email: 'phish@example.com', purpose: 'reset' }, { method: 'POST', lang: 'de' });
    const reset = t.codes.sent.at(-1);
    expect(reset?.destination).toBe('phish@example.com');
    expect(reset?.text).toContain('Anti-Phishing-Code: Blue42Fox');
    await post('sendBindCode', { phone: '07911100400', area_code: '44' }, token);
    expect(t.codes.sent.at(-1)?.text).not.toContain('Blue42Fox');
    await post('sendBindCode', { email: 'phish-new@example.com' }, token);
    expect(t.codes.sent.at(-1)?.text).toContain('Blue42Fox');
    // Someone else's e-mail never carries it.
    await t.call('getCode', { email: 'stranger@example.com', purpose: 'register' }, { method: 'POST' });
    expect(t.codes.sent.at(-1)?.text).not.toContain('Blue42Fox');
  });
});

describe('security level', () => {
  it('rises from dangerous to weak to strong as factors are set, with the steps still open', async () => {
    const token = await registerByEmail('level@example.com');
    let overview = await info(token);
    expect(overview.level).toBe('dangerous');
    expect(overview.steps.map((s: { factor: string }) => s.factor)).toEqual(['phone', 'tpwd', 'two_factor', 'question']);
    expect(overview.steps[0]).toEqual({ factor: 'phone', path: '/bindphone' });
    await post('sendBindCode', { phone: '07911100500', area_code: '44' }, token);
    await post('bindPhone', { phone: '07911100500', area_code: '44', code: t.codes.last('+447911100500') }, token);
    expect((await info(token)).level).toBe('dangerous');
    await post('saveTpwd', { tpwd: '246810', tpwd2: '246810', request_id: 'set-tpwd-second' }, token);
    expect((await info(token)).level).toBe('weak');
    await post('setSecQuestion', { question_id: '1', answer: 'Sam' }, token);
    expect((await info(token)).level).toBe('weak');
    await enableTwoFactor(token);
    overview = await info(token);
    expect(overview.level).toBe('strong');
    expect(overview.steps).toEqual([]);
  });
});

describe('object-level access', () => {
  it("user B cannot end user A's session, and A stays signed in", async () => {
    const a = await registerByEmail('owner-a@example.com');
    const b = await registerByEmail('other-b@example.com');
    const aSessions = (await t.call('getSessions', {}, { token: a })).body.data.sessions as Array<{ id: string; place: string }>;
    expect(aSessions[0]?.place).toBe('local');
    for (const session of aSessions) {
      expect((await post('revokeSession', { id: session.id }, b)).body.code).toBe(4040);
    }
    expect((await post('revokeOtherSessions', {}, b)).body.data.ended).toBe(0);
    expect((await t.call('getInfo', {}, { token: a })).body.code).toBe(0);
    const bSessions = (await t.call('getSessions', {}, { token: b })).body.data.sessions as Array<{ id: string }>;
    expect(bSessions.map((s) => s.id)).not.toContain(aSessions[0]?.id);
  });

  it("B's security overview never shows A's data", async () => {
    const a = await registerByEmail('secret-a@example.com');
    const b = await registerByEmail('secret-b@example.com');
    await post('setAntiPhishing', { code: 'OnlyForA1' }, a);
    await post('changePassword', { old_password: PASSWORD, password: 'another123', password2: 'another123' }, a);
    await enableTwoFactor(a);
    const overview = await info(b);
    expect(overview).toMatchObject({ email: 'secret-b@example.com', anti_phishing: '', withdraw_hold: null, events: [], recovery_codes_left: 0 });
    expect(overview.factors.two_factor).toBe(false);
    expect(JSON.stringify(overview)).not.toContain('OnlyForA1');
    expect(JSON.stringify(overview)).not.toContain('secret-a');
  });
});
