import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Refused, whatever the transport answers for a verb a call does not take (404 today, a 405 envelope later): never code 0. */
function expectRefused(answer: { status: number; body: { code: number } }): void {
  expect(answer.body.code).not.toBe(0);
  expect(answer.status).toBeGreaterThanOrEqual(400);
}

describe('secrets and state changes stay out of URLs', () => {
  it('refuses GET for the calls that send codes, check codes or sign in with one, and sends nothing', async () => {
    const sentBefore = t.codes.sent.length;
    expectRefused(await t.call('getCode', { email: 'get-verb@example.com', purpose: 'register' }, { method: 'GET' }));
    expectRefused(await t.call('getTelCode', { phone: '07911100999', area_code: '44', purpose: 'register' }, { method: 'GET' }));
    expect(t.codes.sent.length).toBe(sentBefore);

    expect((await t.call('getCode', { email: 'get-verb@example.com', purpose: 'register' }, { method: 'POST' })).body.code).toBe(0);
    const code = t.codes.last('get-verb@example.com');
    expectRefused(await t.call('reg_checkcode', { account: 'get-verb@example.com', code, purpose: 'register' }, { method: 'GET' }));
    expectRefused(await t.call('tempLogin', { account: 'demo@veritex.local', code: '123456' }, { method: 'GET' }));
    // The code was neither checked nor spent by those GETs: it still registers the account.
    const registered = await t.call(
      'userRegister',
      { type: 'email', account: 'get-verb@example.com', code, password: 'secret123', password2: 'secret123', agree: '1', nationality: 'DE' },
      { method: 'POST' },
    );
    expect(registered.body.code).toBe(0);
  });

  it('refuses GET for setting the security question, which carries the login password', async () => {
    const token = (await t.call('userLogin', { account: 'demo@veritex.local', password: 'Demo2026pass' }, { method: 'POST' })).body.data.token;
    expectRefused(await t.call('setSecQuestion', { question_id: '1', answer: 'Lovelace', password: 'Demo2026pass' }, { method: 'GET', token }));
    const info = (await t.call('securityInfo', {}, { token })).body.data;
    expect(info.question_id).toBeNull();
    expect(info.factors.question).toBe(false);
  });
});
