import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * Issue 17, delivery: the built web app is sent precompressed (the build writes `.br` and `.gz`
 * beside each text file), fingerprinted files are cached for good, and index.html is revalidated
 * on every visit so that a new release is picked up at once; API answers are compressed on the fly.
 */
const SCRIPT = '/assets/index-Ab3_x-9Z.js';
const SCRIPT_TEXT = `export const veritex = ${JSON.stringify('x'.repeat(4000))};\n`;
const INDEX_TEXT = `<!doctype html><html><head><script type="module" src="${SCRIPT}"></script></head><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let dist: string;

function writeWithVariants(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'veritex-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeWithVariants(join(dist, 'index.html'), INDEX_TEXT);
  writeWithVariants(join(dist, SCRIPT), SCRIPT_TEXT);
  // Small public files have no compressed variants: they are sent as they are.
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: { nonce: 'delivery1', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('static delivery', () => {
  it('sends a fingerprinted script as brotli when the browser accepts it, cached for a year and immutable', async () => {
    const response = await get(SCRIPT, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT_TEXT);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const response = await get(SCRIPT, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT_TEXT);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await get(SCRIPT);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(SCRIPT_TEXT);
  });

  it('sends index.html compressed and never cached unchecked, at / and at every page route', async () => {
    for (const url of ['/', '/deal', '/m/asset']) {
      const response = await get(url, 'br;q=1.0, gzip;q=0.8');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_TEXT);
    }
    const gzipOnly = await get('/deal', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(INDEX_TEXT);
  });

  it('revalidates files that carry no fingerprint', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers', () => {
  it('are compressed when over a kilobyte and the client accepts it, and plain otherwise', async () => {
    const compressed = await get('/api/web/getmarketList', 'gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(compressed.rawPayload).toString());
    expect(body.code).toBe(0);
    expect(body.data.markets.length).toBeGreaterThan(10);

    const gzipped = await get('/api/web/getmarketList', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // Prices move between the calls: the same markets, not the same figures.
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString()).data.markets.length).toBe(body.data.markets.length);

    const plain = await get('/api/web/getmarketList');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().code).toBe(0);
  });
});
