import { type CallScope, findCall } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staffToken, userToken } from '../testing/callers.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * Issue 12, defects 1 and 2 and point 8: every answer is the envelope, in the request's
 * language, with a fitting HTTP status, and none carries SQL, parameters or a stack.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headers = { nonce: 'abcdef12' };
const LEAKS = /select |insert |update |delete |params|stack|at .*\.ts|node_modules|postgres/i;

function expectEnvelope(body: string): { code: number; msg: string; data: Record<string, unknown> | null } {
  const parsed = JSON.parse(body);
  expect(Object.keys(parsed).sort()).toEqual(['code', 'data', 'msg']);
  expect(body).not.toMatch(LEAKS);
  return parsed;
}

describe('every answer is an envelope', () => {
  it('refuses a NUL byte in the staff sign-in name before it reaches SQL (defect 1)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin%00&password=x&totp=123456',
    });
    expect(response.statusCode).toBe(200);
    const envelope = expectEnvelope(response.body);
    expect(envelope.code).toBe(4007);
    expect(envelope.data).toEqual({ field: 'username' });
  });

  it('refuses control characters anywhere in the input, in the request language', async () => {
    for (const value of ['a\u0000b', 'a\u0007', '\u001b[31m', 'x\u007f', 'y\u0085']) {
      const { body } = await t.call('userLogin', { account: value, password: 'x' }, { method: 'POST', lang: 'de' });
      expect(body.code).toBe(4007);
      expect(body.msg).not.toBe('');
      expect(body.msg).not.toMatch(/control characters/);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/web/userLogin',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ account: { nested: ['ok', 'bad\u0000'] }, password: 'x' }),
    });
    expect(expectEnvelope(json.body)).toMatchObject({ code: 4007, data: { field: 'account.nested.1' } });
  });

  it('refuses a text longer than any call takes', async () => {
    const { body } = await t.call('userLogin', { account: 'a'.repeat(100_000), password: 'x' }, { method: 'POST' });
    expect(body).toMatchObject({ code: 4010, data: { field: 'account' } });
  });

  it('answers invalid JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web/userLogin',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response.body).code).toBe(4006);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web/userLogin',
      headers: { ...headers, 'content-type': 'application/json', lang: 'fr' },
      payload: JSON.stringify({ account: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    const envelope = expectEnvelope(response.body);
    expect(envelope.code).toBe(4013);
    expect(envelope.msg).toBe(t.services.catalogue.get('fr')?.errors?.payload_too_large);
  });

  it('answers an unsupported body type with 415', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/web/userLogin', headers: { ...headers, 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(response.statusCode).toBe(415);
    expect(expectEnvelope(response.body).code).toBe(4015);
  });

  it('answers an unknown call with 404 and a known call with the wrong verb with 405', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/web/noSuchCall', headers });
    expect(unknown.statusCode).toBe(404);
    expect(expectEnvelope(unknown.body).code).toBe(4004);
    const wrongVerb = await t.app.inject({ method: 'POST', url: '/api/web/getParam', headers });
    expect(wrongVerb.statusCode).toBe(405);
    expect(wrongVerb.headers.allow).toBe('GET');
    expect(expectEnvelope(wrongVerb.body).code).toBe(4005);
    const adminUnknown = await t.app.inject({ method: 'DELETE', url: '/api/admin/login', headers });
    expect(adminUnknown.statusCode).toBe(405);
  });

  it('answers a fault with 500, a reference the user can quote, and no SQL (logged instead)', async () => {
    await t.services.db.execute(sql`alter table content_texts rename to content_texts_gone`);
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/web/getText?id=3', headers: { ...headers, lang: 'es' } });
      expect(response.statusCode).toBe(500);
      const envelope = expectEnvelope(response.body);
      expect(envelope.code).toBe(4050);
      const reference = String(envelope.data?.reference);
      expect(reference).toMatch(/^[0-9a-f]{12}$/);
      expect(envelope.msg).toContain(reference);
      expect(errors.some((line) => line.join(' ').includes(reference))).toBe(true);
    } finally {
      console.error = original;
      await t.services.db.execute(sql`alter table content_texts_gone rename to content_texts`);
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with only the envelope, in the request language', async () => {
    const limited = await createTestApp({ config: { rateLimitFactor: 1 } });
    try {
      let refused: Awaited<ReturnType<TestApp['call']>> | undefined;
      for (let i = 0; i < 25 && !refused; i++) {
        const answer = await limited.call('userLogin', { account: `nobody${i}@example.com`, password: 'Wrong1234' }, { method: 'POST', lang: 'jp' });
        if (answer.status === 429) refused = answer;
      }
      expect(refused?.body.code).toBe(4029);
      expect(Object.keys(refused?.body ?? {}).sort()).toEqual(['code', 'data', 'msg']);
      expect(refused?.body.msg).toContain(String(refused?.body.data.wait));
    } finally {
      await limited.close();
    }
  });
});

describe('a NUL byte in one parameter (defect 2)', () => {
  /** The seventeen calls that answered HTTP 500 with a NUL byte before the screening. */
  const CALLS: Array<[CallScope, string]> = [
    ...['transfer', 'addCollectCurrenct', 'saveReceive', 'closeAllPositions', 'getPositions', 'getDealList'].map((name): [CallScope, string] => ['web', name]),
    ...[
      'login',
      'users',
      'outbox',
      'setUserStatus',
      'updateSetting',
      'rejectDeposit',
      'payWithdrawal',
      'rejectWithdrawal',
      'adjust',
      'rejectAdjustment',
      'kycReject',
    ].map((name): [CallScope, string] => ['admin', name]),
  ];

  it.each(CALLS)('%s/%s answers 4007 naming the field, never a 500', async (scope, name) => {
    const spec = findCall(scope, name);
    if (!spec) throw new Error(`${scope}/${name} is not in the contract`);
    const schema = z.toJSONSchema(spec.input, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { type?: unknown }> };
    const field = Object.entries(schema.properties ?? {}).find(([key, property]) => property.type === 'string' && key !== 'request_id')?.[0] ?? 'q';
    const token = spec.access === 'staff' ? await staffToken(t, 'super_admin') : spec.access === 'user' ? await userToken(t, 'demo@veritex.local') : '';
    const answer = await t.call(name, { [field]: 'x\u0000', request_id: 'nul-byte-1' }, { scope, token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 4007, data: { field } });
  });
});
