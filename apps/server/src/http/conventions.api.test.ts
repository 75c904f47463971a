import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('refuses a missing or malformed nonce', async () => {
    for (const nonce of [undefined, 'abc', 'x'.repeat(17), 'abc-12345']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/web/getParam', headers: nonce ? { nonce } : {} });
      expect(response.json().code).toBe(4002);
    }
    const inQuery = await t.app.inject({ method: 'GET', url: '/api/web/getParam?nonce=Ab3dEf9h' });
    expect(inQuery.json().code).toBe(0);
  });

  it('answers an unknown call with an envelope error, never a stack trace', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/web/dropTables', headers: { nonce: 'abcdef12' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 4004, msg: 'This request is not supported.', data: null });
  });

  it('turns a malformed JSON body into an envelope error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web/userLogin',
      headers: { nonce: 'abcdef12', 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(4006);
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it('accepts JSON bodies as well as form bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web/userLogin',
      headers: { nonce: 'abcdef12', 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'demo@veritex.local', password: 'Demo2026pass' }),
    });
    expect(response.json().code).toBe(0);
  });

  it('answers msg in the language of the request, from lang or Accept-Language', async () => {
    const english = await t.call('userLogin', { account: '', password: '' }, { method: 'POST' });
    expect(english.body.msg).toBe('Account or password cannot be empty.');
    const catalogueHasGerman = t.services.catalogue.get('de')?.errors !== undefined;
    const german = await t.call('userLogin', { account: '', password: '' }, { method: 'POST', lang: 'de' });
    if (catalogueHasGerman) expect(german.body.msg).not.toBe(english.body.msg);
    const viaHeader = await t.app.inject({
      method: 'POST',
      url: '/api/web/userLogin',
      headers: { nonce: 'abcdef12', 'accept-language': 'de-DE,de;q=0.9' },
      payload: {},
    });
    expect(viaHeader.json().msg).toBe(german.body.msg);
  });

  it('sets the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/web/getParam', headers: { nonce: 'abcdef12' } });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves OpenAPI listing the spec calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    for (const call of [
      'userRegister',
      'userLogin',
      'tempLogin',
      'getInfo',
      'getCode',
      'getTelCode',
      'reg_checkcode',
      'updatePassword',
      'getText',
      'getmarketList',
    ]) {
      expect(paths).toContain(`/api/web/${call}`);
    }
  });

  it('documents each call in OpenAPI from the contract: who may call it, and its output inside the envelope', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const assets = spec.paths['/api/web/getAsset2'].get;
    expect(assets.description).toContain('signed-in user');
    const envelope = assets.responses['200'].content['application/json'].schema;
    expect(envelope.required).toEqual(['code', 'msg', 'data']);
    expect(Object.keys(envelope.properties.data.properties)).toEqual(expect.arrayContaining(['total_usdt', 'accounts']));
    expect(spec.paths['/api/admin/approveDeposit'].post.description).toContain('finance.review');
    expect(spec.paths['/api/web/transfer'].get).toBeUndefined();
  });

  it('publishes the binding rules and market prices as decimal strings, flagged as simulated', async () => {
    const params = (await t.call('getParam')).body.data;
    expect(params).toMatchObject({ code_resend_seconds: 60, code_ttl_seconds: 600, simulated_prices: true, invitation_required: false });
    const markets = (await t.call('getmarketList', { kind: 'spot' })).body.data;
    expect(markets.simulated).toBe(true);
    expect(markets.markets.length).toBeGreaterThan(5);
    for (const m of markets.markets) {
      expect(m.kind).toBe('spot');
      for (const field of ['price', 'open', 'high', 'low', 'change_pct', 'volume', 'quote_volume']) expect(m[field]).toMatch(/^-?\d+(\.\d+)?$/);
      expect(Number(m.low) <= Number(m.price) && Number(m.price) <= Number(m.high)).toBe(true);
    }
  });

  it('serves content texts by id in the request language', async () => {
    const english = (await t.call('getText', { id: '3' })).body;
    expect(english.code).toBe(0);
    expect(english.data.body.length).toBeGreaterThan(500);
    // The Markdown arrives rendered and sanitised too: its "## " headings as <h2>, no raw Markdown left.
    expect(english.data.html).toMatch(/^<p>|^<h2>/);
    expect(english.data.html).toContain('<h2>');
    expect(english.data.html).not.toContain('## ');
    const french = (await t.call('getText', { id: '3' }, { lang: 'fr' })).body;
    expect(french.data.lang).toBe('fr');
    expect(french.data.title).not.toBe(english.data.title);
    expect((await t.call('getText', { id: '99' })).body.code).toBe(4040);
  });

  it('answers the app-download address from PUBLIC_URL, and says when a phone could not open it', async () => {
    const local = (await t.call('getQrcode')).body.data;
    expect(local).toEqual({ url: `${t.services.config.publicUrl.replace(/\/$/, '')}/m/`, loopback: true });
    const published = await createTestApp({ config: { publicUrl: 'https://veritex.example/' } });
    try {
      expect((await published.call('getQrcode')).body.data).toEqual({ url: 'https://veritex.example/m/', loopback: false });
    } finally {
      await published.close();
    }
  });
});

describe('rate limits', () => {
  it('limits code sending per client address', async () => {
    const limited = await createTestApp({ config: { rateLimitFactor: 1 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await limited.call('getCode', { email: `rl${i}@example.com`, purpose: 'register' }, { method: 'POST' })).body.code);
      expect(codes).toEqual([0, 0, 0, 0, 0]);
      const refused = await limited.call('getCode', { email: 'rl5@example.com', purpose: 'register' }, { method: 'POST', lang: 'de' });
      expect(refused.status).toBe(429);
      expect(Object.keys(refused.body).sort()).toEqual(['code', 'data', 'msg']);
      expect(refused.body.code).toBe(4029);
      expect(refused.body.data.wait).toBeGreaterThan(0);
      expect(refused.body.msg).toContain(String(refused.body.data.wait));
    } finally {
      await limited.close();
    }
  });
});
