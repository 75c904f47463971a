import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/identity/index.js';
import { argon2idPrefix } from '../testing/expectations.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registerByEmail(email: string, extra: Record<string, string> = {}) {
  expect((await t.call('getCode', { email, purpose: 'register' }, { method: 'POST' })).body.code).toBe(0);
  return t.call(
    'userRegister',
    { type: 'email', account: email, code: t.codes.last(email), password: 'secret123', password2: 'secret123', agree: '1', nationality: 'DE', ...extra },
    { method: 'POST' },
  );
}

describe('registration', () => {
  it('registers by e-mail with a delivered code and returns the spec session fields', async () => {
    const { body } = await registerByEmail('Alice@Example.com');
    expect(body.code).toBe(0);
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(body.data.user).toMatchObject({
      email: 'alice@example.com',
      phone: '',
      account: 'alice@exampl…',
      transaction_password: 0,
      nationality: 'DE',
      usdt: '0.00',
      bank_name: '',
    });
    expect(body.data.user.invitation_code).toMatch(/^[A-Z2-9]{8}$/);
    const [row] = await t.services.db.select().from(users).where(eq(users.email, 'alice@example.com'));
    expect(row?.passwordHash.startsWith(argon2idPrefix)).toBe(true);
  });

  it('registers by mobile with an SMS code, storing E.164', async () => {
    expect((await t.call('getTelCode', { phone: '07911 123456', area_code: '44', purpose: 'register' }, { method: 'POST' })).body.code).toBe(0);
    const { body } = await t.call(
      'userRegister',
      {
        type: 'mobile',
        account: '07911123456',
        area_code: '44',
        code: t.codes.last('+447911123456'),
        password: 'secret123',
        password2: 'secret123',
        agree: 'true',
        nationality: 'GB',
      },
      { method: 'POST' },
    );
    expect(body.code).toBe(0);
    expect(body.data.user.phone).toBe('+447911123456');
    expect(body.data.user.account).toBe('+44791112345…');
  });

  it('refuses every bad input with the spec message in the request language', async () => {
    const base = { type: 'email', account: 'bob@example.com', code: '123456', password: 'secret123', password2: 'secret123', agree: '1', nationality: 'FR' };
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ account: '' }, 4102, 'account'],
      [{ code: '' }, 4106, 'code'],
      [{ password: '' }, 4104, 'password'],
      [{ password2: 'other1234' }, 4105, 'password2'],
      [{ agree: '0' }, 4111, 'agree'],
      [{ account: 'not-an-email' }, 4114, 'account'],
      [{ type: 'mobile', account: '12', area_code: '44' }, 4115, 'account'],
      [{ password: 'short', password2: 'short' }, 4116, 'password'],
      [{ nationality: '' }, 4118, 'nationality'],
      [{ invitation_code: 'NOPE1234' }, 4113, 'invitation_code'],
    ];
    for (const [change, code, field] of cases) {
      const { body } = await t.call('userRegister', { ...base, ...change }, { method: 'POST' });
      expect({ change, code: body.code, field: body.data?.field }).toEqual({ change, code, field });
    }
  });

  it('refuses a wrong code and a reused one', async () => {
    const email = 'carol@example.com';
    await t.call('getCode', { email, purpose: 'register' }, { method: 'POST' });
    const code = t.codes.last(email);
    const wrong = code === '999999' ? '111111' : '999999';
    const form = { type: 'email', account: email, password: 'secret123', password2: 'secret123', agree: '1', nationality: 'FR' };
    expect((await t.call('userRegister', { ...form, code: wrong }, { method: 'POST' })).body.code).toBe(4107);
    expect((await t.call('userRegister', { ...form, code }, { method: 'POST' })).body.code).toBe(0);
    await t.call('getCode', { email: 'carol2@example.com', purpose: 'register' }, { method: 'POST' });
    expect((await t.call('userRegister', { ...form, account: 'carol2@example.com', code: '000000' }, { method: 'POST' })).body.code).not.toBe(0);
    expect((await t.call('getCode', { email, purpose: 'register' }, { method: 'POST' })).body.code).toBe(4117);
  });

  it('links the inviter and requires an invitation when the platform says so', async () => {
    const { body } = await registerByEmail('invitee@example.com', { invitation_code: 'demo2026' });
    expect(body.code).toBe(0);
    const [row] = await t.services.db.select().from(users).where(eq(users.email, 'invitee@example.com'));
    expect(row?.inviterId).not.toBeNull();

    const { updateSetting } = await import('../modules/settings/index.js');
    await updateSetting(t.services.db, { key: 'invitation_required', value: true, updatedBy: 'test' });
    const refused = await registerByEmail('noinvite@example.com');
    expect(refused.body).toMatchObject({ code: 4112, data: { field: 'invitation_code' } });
    expect((await t.call('getParam')).body.data.invitation_required).toBe(true);
    await updateSetting(t.services.db, { key: 'invitation_required', value: false, updatedBy: 'test' });
  });
});

describe('sign-in', () => {
  it('signs in by e-mail or phone, and getInfo fills the session', async () => {
    const login = await t.call('userLogin', { account: 'DEMO@veritex.local', password: 'Demo2026pass' }, { method: 'POST' });
    expect(login.body.code).toBe(0);
    const info = await t.call('getInfo', {}, { token: login.body.data.token });
    expect(info.body.data).toMatchObject({ email: 'demo@veritex.local', name: 'Demo Trader', invitation_code: 'DEMO2026' });
    const byPhone = await t.call('userLogin', { account: '+447911123456', password: 'secret123' }, { method: 'POST' });
    expect(byPhone.body.code).toBe(0);
    const byLocalPhone = await t.call('userLogin', { account: '07911123456', area_code: '44', password: 'secret123' }, { method: 'POST' });
    expect(byLocalPhone.body.code).toBe(0);
  });

  it('refuses empty fields and wrong passwords without saying which was wrong', async () => {
    expect((await t.call('userLogin', { account: '', password: '' }, { method: 'POST' })).body.code).toBe(4101);
    expect((await t.call('userLogin', { account: 'demo@veritex.local', password: 'nope12345' }, { method: 'POST' })).body.code).toBe(4119);
    expect((await t.call('userLogin', { account: 'ghost@veritex.local', password: 'nope12345' }, { method: 'POST' })).body.code).toBe(4119);
  });

  it('throttles the account after ten wrong passwords in a row, even for the right one', async () => {
    await registerByEmail('dave@example.com');
    const results: number[] = [];
    for (let i = 0; i < 10; i++)
      results.push((await t.call('userLogin', { account: 'dave@example.com', password: `wrong${i}pass` }, { method: 'POST' })).body.code);
    expect(results.slice(0, 9).every((c) => c === 4119)).toBe(true);
    expect(results[9]).toBe(4120);
    const right = await t.call('userLogin', { account: 'dave@example.com', password: 'secret123' }, { method: 'POST', lang: 'de' });
    expect(right.body.code).toBe(4120);
    expect(right.body.data.minutes).toBe(15);
  });

  it('signs in with a one-time code (web/tempLogin), once', async () => {
    await registerByEmail('erin@example.com');
    expect((await t.call('getCode', { email: 'erin@example.com', purpose: 'login' }, { method: 'POST' })).body.code).toBe(0);
    const code = t.codes.last('erin@example.com');
    const first = await t.call('tempLogin', { account: 'erin@example.com', code }, { method: 'POST' });
    expect(first.body.code).toBe(0);
    expect(first.body.data.user.email).toBe('erin@example.com');
    expect((await t.call('tempLogin', { account: 'erin@example.com', code }, { method: 'POST' })).body.code).toBe(4108);
    expect((await t.call('getCode', { email: 'nobody@example.com', purpose: 'login' }, { method: 'POST' })).body.code).toBe(4121);
  });
});

describe('sessions and passwords', () => {
  it('logout ends the session on the server (envelope 1000)', async () => {
    const { body } = await t.call('userLogin', { account: 'demo@veritex.local', password: 'Demo2026pass' }, { method: 'POST' });
    const token = body.data.token;
    expect((await t.call('logout', {}, { method: 'POST', token })).body.code).toBe(0);
    expect((await t.call('getInfo', {}, { token })).body).toMatchObject({ code: 1000, data: { delay: 2 } });
  });

  it('lists sessions and revokes another device, which then sees the confirm dialog (2000)', async () => {
    const a = (await t.call('userLogin', { account: 'demo@veritex.local', password: 'Demo2026pass' }, { method: 'POST' })).body.data.token;
    const b = (await t.call('userLogin', { account: 'demo@veritex.local', password: 'Demo2026pass' }, { method: 'POST' })).body.data.token;
    const list = (await t.call('getSessions', {}, { token: a })).body.data.sessions as Array<{ id: string; current: boolean }>;
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const other = list.filter((s) => !s.current);
    for (const s of other) expect((await t.call('revokeSession', { id: s.id, request_id: `revoke-${s.id}` }, { method: 'POST', token: a })).body.code).toBe(0);
    expect((await t.call('getInfo', {}, { token: b })).body.code).toBe(2000);
    expect((await t.call('getInfo', {}, { token: a })).body.code).toBe(0);
  });

  it('resets a forgotten password and ends the old sessions; change keeps the current one', async () => {
    await registerByEmail('frank@example.com');
    const old = (await t.call('userLogin', { account: 'frank@example.com', password: 'secret123' }, { method: 'POST' })).body.data.token;
    const current = (await t.call('userLogin', { account: 'frank@example.com', password: 'secret123' }, { method: 'POST' })).body.data.token;
    await t.call('getCode', { email: 'frank@example.com', purpose: 'reset' }, { method: 'POST' });
    const reset = await t.call(
      'updatePassword',
      { account: 'frank@example.com', code: t.codes.last('frank@example.com'), password: 'newpass456', password2: 'newpass456' },
      { method: 'POST', token: current },
    );
    expect(reset.body.code).toBe(0);
    expect((await t.call('getInfo', {}, { token: old })).body.code).toBe(2000);
    expect((await t.call('getInfo', {}, { token: current })).body.code).toBe(0);
    expect((await t.call('userLogin', { account: 'frank@example.com', password: 'secret123' }, { method: 'POST' })).body.code).toBe(4119);
    expect((await t.call('userLogin', { account: 'frank@example.com', password: 'newpass456' }, { method: 'POST' })).body.code).toBe(0);
  });

  it('refuses a reset with mismatched passwords or for an unknown account', async () => {
    const mismatch = await t.call(
      'updatePassword',
      { account: 'frank@example.com', code: '123456', password: 'newpass456', password2: 'newpass457' },
      { method: 'POST' },
    );
    expect(mismatch.body.code).toBe(4105);
    expect((await t.call('getCode', { email: 'unknown@example.com', purpose: 'reset' }, { method: 'POST' })).body.code).toBe(4121);
  });
});
