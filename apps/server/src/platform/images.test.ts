import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AcceptedImage, s3ImageStore } from './images.js';

/** A loopback stand-in for an S3-compatible bucket: PUT stores, GET returns, unknown keys answer NoSuchKey. */
let server: Server;
let endpoint: string;
const objects = new Map<string, Buffer>();
const requests: Array<{ method: string; url: string; authorization: string }> = [];

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The SDK may send the body with aws-chunked encoding; keep only the payload bytes. */
function decodeAwsChunked(raw: Buffer, encoding: string | undefined): Buffer {
  if (!encoding?.includes('aws-chunked')) return raw;
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset);
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString().split(';')[0] ?? '0', 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push({ method: request.method ?? '', url: path, authorization: String(request.headers.authorization ?? '') });
    if (request.method === 'PUT') {
      objects.set(path, decodeAwsChunked(await body(request), request.headers['content-encoding']));
      response.writeHead(200, { etag: '"x"' }).end();
      return;
    }
    const object = objects.get(path);
    if (!object) {
      response.writeHead(404, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': object.length }).end(object);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the S3-compatible image store', () => {
  it('writes under a random key in the bucket with signed requests, reads it back, and answers undefined for unknown keys', async () => {
    const store = s3ImageStore({
      endpoint,
      region: 'us-east-1',
      bucket: 'kyc',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'id/',
    });
    const image: AcceptedImage = { buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), mime: 'image/png' };
    const key = await store.save(image);
    expect(key).toMatch(/^[0-9a-f]{36}\.png$/);
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe(`/kyc/id/${key}`);
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//);
    expect(await store.read(key)).toEqual(image);
    expect(await store.read('0'.repeat(36).concat('.png'))).toBeUndefined();
    // A key that is not one of ours never reaches the bucket (no path tricks).
    const before = requests.length;
    expect(await store.read('../other-bucket/secret.png')).toBeUndefined();
    expect(requests.length).toBe(before);
  });
});
