import { relative } from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { approveVerification, rejectVerification, users } from '../modules/identity/index.js';
import { manualClock } from '../platform/clock.js';
import { MAX_IMAGE_BYTES } from '../platform/images.js';
import { DEMO_ADMIN } from '../seed/demoAccounts.js';
import { fundedUser, multipartBody } from '../testing/funds.js';
import { createTestApp, expectContractAnswer, type TestApp } from '../testing/testApp.js';
import { identityPng } from '../testing/verification.js';

const clock = manualClock(new Date('2026-11-23T05:00:00Z'));
let t: TestApp;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const totp = await generate({ secret: DEMO_ADMIN.totpSecret, epoch: Math.floor(clock.now().getTime() / 1000) });
  staffToken = (await t.call('login', { username: 'admin', password: DEMO_ADMIN.password, totp }, { method: 'POST', scope: 'admin' })).body.data.token;
});
afterAll(async () => {
  await t.close();
});

let userSeq = 0;
// British users: the forms below carry the passport of the nationality chosen at registration.
const newUser = () => fundedUser(t, `kyc${userSeq++}@example.com`, 0n, 'GB');
let requestSeq = 0;
/** A new request id: every state-changing call takes one. */
const rid = () => `kyc-test-${requestSeq++}`;

async function upload(token: string, slot: string, file: { filename?: string; contentType?: string; data: Buffer }, requestId = rid()) {
  const body = multipartBody(
    { slot, request_id: requestId },
    { name: 'file', filename: file.filename ?? 'photo.png', contentType: file.contentType ?? 'image/png', data: file.data },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/web/userIdCard',
    headers: { nonce: 'abcdefgh', token, 'content-type': body.contentType },
    payload: body.payload,
  });
  const answer = response.json();
  expectContractAnswer('web', 'userIdCard', answer);
  return { status: response.statusCode, body: answer };
}

async function uploadOk(token: string, slot: string, seed = 0): Promise<string> {
  const answer = await upload(token, slot, { data: await identityPng(seed) });
  expect(answer.body.code).toBe(0);
  return answer.body.data.upload_id;
}

async function readImage(uploadId: string, token: string, scope: 'web' | 'admin' = 'web') {
  const call = scope === 'web' ? 'idImage' : 'kycImage';
  return t.app.inject({ method: 'GET', url: `/api/${scope}/${call}?upload_id=${uploadId}`, headers: { nonce: 'abcdefgh', token } });
}

async function juniorForm(token: string, overrides: Record<string, string> = {}) {
  return {
    nationality: 'GB',
    id_type: '1',
    real_name: 'Ada Lovelace',
    id_number: `GB-${Math.random().toString().slice(2, 10)}`,
    front: await uploadOk(token, 'front', 1),
    back: await uploadOk(token, 'back', 2),
    hold: await uploadOk(token, 'hold', 3),
    ...overrides,
  };
}

const staff = (name: string, params: Record<string, string>, method: 'GET' | 'POST' = 'POST') =>
  t.call(name, method === 'POST' ? { request_id: rid(), ...params } : params, { method, token: staffToken, scope: 'admin' });

/** A user's state-changing call, with a new request id unless the params carry one. */
const submit = (name: string, params: Record<string, string>, token: string, lang?: string) =>
  t.call(name, { request_id: rid(), ...params }, { method: 'POST', token, lang });

/** A PNG whose header claims `width`×`height` but whose data is tiny: a decompression bomb. */
function pixelFloodPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('the upload attack set (spec §5, §9: JPG/PNG under 8 MB)', () => {
  it('refuses a file over 8 MB by one byte', async () => {
    const user = await newUser();
    const answer = await upload(user.token, 'front', { data: Buffer.alloc(MAX_IMAGE_BYTES + 1, 1) });
    expect(answer.body.code).toBe(4332);
  });

  it('refuses HTML renamed .jpg, a PDF declared image/png, and empty files, by their bytes', async () => {
    const user = await newUser();
    const html = await upload(user.token, 'front', {
      filename: 'id.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.body.code).toBe(4331);
    const pdf = await upload(user.token, 'front', { filename: 'id.png', contentType: 'image/png', data: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') });
    expect(pdf.body.code).toBe(4331);
    const none = await upload(user.token, 'front', { data: Buffer.alloc(0) });
    expect(none.body.code).toBe(4330);
  });

  it('neutralises a PNG/ZIP polyglot: accepted as a picture, stored without the archive', async () => {
    const user = await newUser();
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('evil.sh payload'.repeat(20))]);
    const polyglot = Buffer.concat([await identityPng(7), zip]);
    const answer = await upload(user.token, 'front', { data: polyglot });
    expect(answer.body.code).toBe(0);
    const stored = await readImage(answer.body.data.upload_id, user.token);
    expect(stored.headers['content-type']).toBe('image/png');
    expect(stored.rawPayload.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
    expect(stored.rawPayload.includes(Buffer.from('evil.sh'))).toBe(false);
  });

  it('refuses a pixel flood from its header, without decoding it', async () => {
    const user = await newUser();
    const answer = await upload(user.token, 'front', { data: pixelFloodPng(100_000, 100_000) });
    expect(answer.body.code).toBe(4611);
    const tiny = await upload(user.token, 'front', {
      data: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    });
    expect(tiny.body.code).toBe(4611);
  });

  it('ignores a path in the file name: the picture is stored under a random name in the uploads folder', async () => {
    const user = await newUser();
    const answer = await upload(user.token, 'front', { filename: '../../../../etc/passwd.png', data: await identityPng(9) });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.upload_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await t.services.db.query.identityUploads.findFirst({ where: (u, { eq }) => eq(u.id, answer.body.data.upload_id) });
    expect(row?.storageKey).toMatch(/^[0-9a-f]{36}\.png$/);
    expect(row?.storageKey).not.toContain('passwd');
  });

  it('accepts a JPEG with GPS data and strips it', async () => {
    const user = await newUser();
    const withGps = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const answer = await upload(user.token, 'front', { filename: 'me.jpg', contentType: 'image/jpeg', data: withGps });
    expect(answer.body.code).toBe(0);
    const stored = await readImage(answer.body.data.upload_id, user.token);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(stored.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps uploads outside the web root', () => {
    const config = loadConfig({});
    expect(config.webDistDir).toBeDefined();
    expect(relative(config.webDistDir as string, config.uploadsDir).startsWith('..')).toBe(true);
  });
});

describe('object-level access: user B never reaches user A’s identity data', () => {
  it('refuses B every identity call with A’s ids', async () => {
    const a = await newUser();
    const b = await newUser();
    const form = await juniorForm(a.token);
    expect((await submit('setNameAuth', form, a.token)).body.code).toBe(0);

    const stolen = await readImage(form.front, b.token);
    expect(stolen.json().code).toBe(4610);
    expect(stolen.rawPayload.includes(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    // B cannot submit A's pictures as their own.
    const reuse = await submit('setNameAuth', { ...form, id_number: 'B1234567' }, b.token);
    expect(reuse.body).toMatchObject({ code: 4610, data: { field: 'front' } });
    // B's hub shows B's (empty) state, not A's.
    const hub = (await t.call('idcardinfo', {}, { token: b.token })).body.data;
    expect(hub.junior.status).toBe('none');
    expect(JSON.stringify(hub)).not.toContain('Ada Lovelace');
    // Nor can a visitor.
    expect((await t.app.inject({ method: 'GET', url: `/api/web/idImage?upload_id=${form.front}`, headers: { nonce: 'abcdefgh' } })).json().code).toBe(1000);
    // Compliance staff can.
    expect((await readImage(form.front, staffToken, 'admin')).headers['content-type']).toBe('image/png');
    // A user's session token is not a staff token.
    expect((await readImage(form.front, a.token, 'admin')).json().code).not.toBe(0);
  });
});

describe('the state machine of each level (spec §4)', () => {
  it('junior: empty fields and missing pictures are refused in the user’s language; under review; approved cannot change', async () => {
    const user = await newUser();
    const empty = await submit('setNameAuth', { nationality: 'GB', id_type: '1', real_name: '', id_number: '' }, user.token, 'de');
    expect(empty.body.code).toBe(4601);
    expect(empty.body.msg).not.toBe('Nationality, ID type, name or ID number cannot be empty.');
    const noPictures = await submit('setNameAuth', { nationality: 'GB', id_type: '1', real_name: 'Ada Lovelace', id_number: 'AB123456' }, user.token);
    expect(noPictures.body).toMatchObject({ code: 4330, data: { field: 'front' } });
    expect((await submit('setNameAuth', await juniorForm(user.token, { nationality: 'FR' }), user.token)).body.code).toBe(4612);
    expect((await submit('setNameAuth', await juniorForm(user.token, { id_type: '9' }), user.token)).body.code).toBe(4606);
    expect((await submit('setNameAuth', await juniorForm(user.token, { real_name: '<script>' }), user.token)).body.code).toBe(4607);

    const submitted = await submit('setNameAuth', await juniorForm(user.token), user.token);
    expect(submitted.body).toMatchObject({ code: 0, data: { status: 'pending', level: 'junior' } });
    expect((await submit('setNameAuth', await juniorForm(user.token), user.token)).body.code).toBe(4603);
    expect((await t.call('has_renzheng', {}, { token: user.token })).body.data).toEqual({ junior: 'pending', senior: 'none', address: 'none' });

    expect((await staff('kycApprove', { id: submitted.body.data.id })).body.code).toBe(0);
    expect((await staff('kycApprove', { id: submitted.body.data.id })).body.code).toBe(4340);
    expect((await submit('setNameAuth', await juniorForm(user.token), user.token)).body.code).toBe(4604);
    const hub = (await t.call('idcardinfo', {}, { token: user.token })).body.data;
    expect(hub).toMatchObject({ level: 'junior', junior: { status: 'approved', real_name: 'Ada Lovelace' } });
    expect(hub.junior.id_number).toMatch(/^GB\*+\d\d$/);
  });

  it('a rejected level shows the reason, sends a message, and may be submitted again', async () => {
    const user = await newUser();
    const first = await submit('setNameAuth', await juniorForm(user.token), user.token);
    expect((await staff('kycReject', { id: first.body.data.id, reason: '' })).body.code).toBe(4342);
    expect((await staff('kycReject', { id: first.body.data.id, reason: 'The front picture is blurred' })).body.code).toBe(0);
    const hub = (await t.call('idcardinfo', {}, { token: user.token })).body.data;
    expect(hub.junior).toMatchObject({ status: 'rejected', reason: 'The front picture is blurred' });
    const inbox = (await t.call('getMessages', {}, { token: user.token, lang: 'en' })).body.data;
    expect(inbox.unread).toBe(1);
    expect(inbox.items[0].body).toContain('The front picture is blurred');
    expect(inbox.items[0].title).toContain('junior identity verification');

    const again = await submit('setNameAuth', await juniorForm(user.token), user.token);
    expect(again.body).toMatchObject({ code: 0, data: { status: 'pending' } });
    expect((await staff('kycApprove', { id: again.body.data.id })).body.code).toBe(0);
    expect((await t.call('getMessages', {}, { token: user.token })).body.data.unread).toBe(2);
    expect((await submit('readMessage', { all: '1' }, user.token)).body.data.marked).toBe(2);
  });

  it('refuses a second verification of the same ID number, at submission and at approval', async () => {
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    const number = 'P 7788-9900';
    // b and c submit the same number before either is approved; the second approval is refused.
    const bSubmitted = await submit('setNameAuth', await juniorForm(b.token, { id_number: number }), b.token);
    const cSubmitted = await submit('setNameAuth', await juniorForm(c.token, { id_number: 'p77889900' }), c.token);
    expect((await staff('kycApprove', { id: bSubmitted.body.data.id })).body.code).toBe(0);
    expect((await staff('kycApprove', { id: cSubmitted.body.data.id })).body.code).toBe(4605);
    // a, later, is refused at submission.
    const aSubmitted = await submit('setNameAuth', await juniorForm(a.token, { id_number: number }), a.token);
    expect(aSubmitted.body).toMatchObject({ code: 4605, data: { field: 'id_number' } });
  });

  it('senior and address need junior approved, then go through review', async () => {
    const user = await newUser();
    const face = await uploadOk(user.token, 'face', 4);
    const hold = await uploadOk(user.token, 'hold', 5);
    const bill = await uploadOk(user.token, 'bill', 6);
    expect((await submit('seniorAuth', { id_type: '2', face, hold }, user.token)).body.code).toBe(4641);
    expect((await submit('addressAuth', { address: '1 Main St', bill }, user.token)).body.code).toBe(4641);
    const junior = await submit('setNameAuth', await juniorForm(user.token), user.token);
    await staff('kycApprove', { id: junior.body.data.id });

    expect((await submit('seniorAuth', { id_type: '4', face, hold }, user.token)).body.code).toBe(4606);
    expect((await submit('seniorAuth', { id_type: '2', face: bill, hold }, user.token)).body.code).toBe(4610);
    const senior = await submit('seniorAuth', { id_type: '2', face, hold }, user.token);
    expect(senior.body).toMatchObject({ code: 0, data: { level: 'senior', status: 'pending' } });
    expect((await submit('addressAuth', { address: '  ', bill }, user.token)).body.code).toBe(4609);
    const address = await submit('addressAuth', { address: '10 Downing Street, London', bill }, user.token);
    expect(address.body.code).toBe(0);

    const queue = (await staff('kycQueue', { status: 'pending', user_id: String(user.id) }, 'GET')).body.data;
    expect(queue.items.map((item: { level: string }) => item.level).sort()).toEqual(['address', 'senior']);
    await staff('kycApprove', { id: senior.body.data.id });
    await staff('kycApprove', { id: address.body.data.id });
    const hub = (await t.call('idcardinfo', {}, { token: user.token })).body.data;
    expect(hub.level).toBe('address');
    expect(hub.address).toMatchObject({ status: 'approved', address: '10 Downing Street, London' });
    const gates = (await t.call('getGates', {}, { token: user.token })).body.data;
    expect(gates.held).toMatchObject({ junior: true, senior: true, address: true });
  });

  it('audits every decision with the staff member and the outcome', async () => {
    const user = await newUser();
    const submitted = await submit('setNameAuth', await juniorForm(user.token), user.token);
    await staff('kycReject', { id: submitted.body.data.id, reason: 'Document expired' });
    const audit = (await staff('audit', { action: 'kyc.reject' }, 'GET')).body.data;
    const entry = audit.items.find((item: { target: string }) => item.target === `verification:${submitted.body.data.id}`);
    expect(entry).toMatchObject({ staff_username: 'admin', details: { outcome: 'ok', reason: 'Document expired' } });
  });
});

describe('request ids: a retried state change applies once (issue 12)', () => {
  const uploadsOf = (userId: bigint) => t.services.db.query.identityUploads.findMany({ where: (u, { eq }) => eq(u.userId, userId) });
  const verificationsOf = (userId: bigint) => t.services.db.query.verifications.findMany({ where: (v, { eq }) => eq(v.userId, userId) });
  const messagesOf = (userId: bigint) => t.services.db.query.userMessages.findMany({ where: (m, { eq }) => eq(m.userId, userId) });

  it('a retried upload answers the first upload id and stores one picture; the same id with another picture is refused', async () => {
    const user = await newUser();
    const requestId = rid();
    const picture = await identityPng(11);
    const first = await upload(user.token, 'front', { data: picture }, requestId);
    const retry = await upload(user.token, 'front', { data: picture }, requestId);
    expect(first.body.code).toBe(0);
    expect(retry.body).toEqual(first.body);
    expect(await uploadsOf(user.id)).toHaveLength(1);
    const other = await upload(user.token, 'front', { data: await identityPng(12) }, requestId);
    expect(other).toMatchObject({ status: 200, body: { code: 4008, data: { field: 'request_id' } } });
    expect(await uploadsOf(user.id)).toHaveLength(1);
    // Without a request id nothing is stored.
    const body = multipartBody({ slot: 'front' }, { name: 'file', filename: 'a.png', contentType: 'image/png', data: picture });
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/web/userIdCard',
      headers: { nonce: 'abcdefgh', token: user.token, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(bare.json()).toMatchObject({ code: 4303, data: { field: 'request_id' } });
    expect(await uploadsOf(user.id)).toHaveLength(1);
  });

  it('a retried submission answers the first view instead of “under review”; other content under the same id is refused', async () => {
    const user = await newUser();
    const form = { ...(await juniorForm(user.token)), request_id: rid() };
    const first = await submit('setNameAuth', form, user.token);
    const retry = await submit('setNameAuth', form, user.token);
    expect(first.body).toMatchObject({ code: 0, data: { status: 'pending' } });
    expect(retry.body.data).toEqual(first.body.data);
    expect(await verificationsOf(user.id)).toHaveLength(1);
    const changed = await submit('setNameAuth', { ...form, real_name: 'Someone Else' }, user.token);
    expect(changed.body).toMatchObject({ code: 4008, data: { field: 'request_id' } });
    // A submission without a request id is refused before it is looked at.
    const bare = await t.call('setNameAuth', await juniorForm(user.token), { method: 'POST', token: user.token });
    expect(bare.body).toMatchObject({ code: 4303, data: { field: 'request_id' } });
    expect(await verificationsOf(user.id)).toHaveLength(1);
  });

  it('readMessage: a retry answers the first count', async () => {
    const user = await newUser();
    const submitted = await submit('setNameAuth', await juniorForm(user.token), user.token);
    await staff('kycApprove', { id: submitted.body.data.id });
    const params = { all: '1', request_id: rid() };
    expect((await submit('readMessage', params, user.token)).body.data).toEqual({ marked: 1 });
    expect((await submit('readMessage', params, user.token)).body.data).toEqual({ marked: 1 });
    expect((await submit('readMessage', { all: '1' }, user.token)).body.data).toEqual({ marked: 0 });
    expect((await submit('readMessage', {}, user.token)).body.code).toBe(4001);
  });

  it('a retried staff decision answers the first answer, sends one message and writes one audit entry', async () => {
    const user = await newUser();
    const submitted = await submit('setNameAuth', await juniorForm(user.token), user.token);
    const id = submitted.body.data.id as string;
    const decision = { id, reason: 'The back picture is missing', request_id: rid() };
    expect((await staff('kycReject', decision)).body.code).toBe(0);
    expect((await staff('kycReject', decision)).body.code).toBe(0);
    expect((await staff('kycReject', { ...decision, reason: 'Another reason entirely' })).body).toMatchObject({ code: 4008 });
    expect(await messagesOf(user.id)).toHaveLength(1);
    const audit = (await staff('audit', { action: 'kyc.reject' }, 'GET')).body.data;
    expect(audit.items.filter((item: { target: string }) => item.target === `verification:${id}`)).toHaveLength(1);
    // Without a request id the console's decision is refused.
    const bare = await t.call('kycApprove', { id }, { method: 'POST', token: staffToken, scope: 'admin' });
    expect(bare.body).toMatchObject({ code: 4303, data: { field: 'request_id' } });
  });
});

describe('staff decisions run in the audited transaction', () => {
  it('a NUL in the reason answers 4007 and changes nothing (it used to be an HTTP 500)', async () => {
    const user = await newUser();
    const submitted = await submit('setNameAuth', await juniorForm(user.token), user.token);
    const id = submitted.body.data.id as string;
    const answer = await staff('kycReject', { id, reason: 'Blurred\u0000picture' });
    expect(answer).toMatchObject({ status: 200, body: { code: 4007, data: { field: 'reason' } } });
    const row = await t.services.db.query.verifications.findFirst({ where: (v, { eq }) => eq(v.id, BigInt(id)) });
    expect(row).toMatchObject({ status: 'pending', reason: '', reviewedBy: '' });
    expect(await t.services.db.query.userMessages.findMany({ where: (m, { eq }) => eq(m.userId, user.id) })).toHaveLength(0);
    const audit = (await staff('audit', { action: 'kyc.reject' }, 'GET')).body.data;
    expect(audit.items.some((item: { target: string }) => item.target === `verification:${id}`)).toBe(false);
  });

  it('the decision and its message are written on the caller’s transaction: rolled back with it', async () => {
    const user = await newUser();
    const submitted = await submit('setNameAuth', await juniorForm(user.token), user.token);
    const id = BigInt(submitted.body.data.id);
    for (const decide of [
      (tx: Parameters<typeof approveVerification>[0]) => approveVerification(tx, clock, { id, staff: 'test' }),
      (tx: Parameters<typeof rejectVerification>[0]) => rejectVerification(tx, clock, { id, staff: 'test', reason: 'Rolled back' }),
    ]) {
      const rollback = new Error('roll back');
      await expect(
        t.services.db.transaction(async (tx) => {
          expect((await decide(tx)).ok).toBe(true);
          throw rollback;
        }),
      ).rejects.toBe(rollback);
      expect(await t.services.db.query.verifications.findFirst({ where: (v, { eq }) => eq(v.id, id) })).toMatchObject({ status: 'pending' });
      expect(await t.services.db.query.userMessages.findMany({ where: (m, { eq }) => eq(m.userId, user.id) })).toHaveLength(0);
    }
  });

  it('a refused approval (ID number taken) leaves the submission pending, sends no message, and audits the refusal', async () => {
    const [b, c] = [await newUser(), await newUser()];
    const number = `Q${Date.now()}`;
    const bSubmitted = await submit('setNameAuth', await juniorForm(b.token, { id_number: number }), b.token);
    const cSubmitted = await submit('setNameAuth', await juniorForm(c.token, { id_number: number }), c.token);
    expect((await staff('kycApprove', { id: bSubmitted.body.data.id })).body.code).toBe(0);
    expect((await staff('kycApprove', { id: cSubmitted.body.data.id })).body.code).toBe(4605);
    const row = await t.services.db.query.verifications.findFirst({ where: (v, { eq }) => eq(v.id, BigInt(cSubmitted.body.data.id)) });
    expect(row).toMatchObject({ status: 'pending', reviewedBy: '' });
    expect(await t.services.db.query.userMessages.findMany({ where: (m, { eq }) => eq(m.userId, c.id) })).toHaveLength(0);
    const audit = (await staff('audit', { action: 'kyc.approve' }, 'GET')).body.data;
    const entry = audit.items.find((item: { target: string }) => item.target === `verification:${cSubmitted.body.data.id}`);
    expect(entry).toMatchObject({ details: { outcome: 'id_number_taken' } });
  });
});

describe('the credit score (/person/credit)', () => {
  it('adds verification and account age, shows each factor, and sets the loan limit', async () => {
    const user = await newUser();
    // Registration stamps the database's time; the test runs on its own clock.
    await t.services.db.update(users).set({ createdAt: clock.now() }).where(eq(users.id, user.id));
    const start = (await t.call('getCredit', {}, { token: user.token })).body.data;
    expect(start).toMatchObject({ score: 50, max: 100, loan_limit_usdt: '0' });
    expect(start.factors.map((f: { key: string }) => f.key)).toEqual(['base', 'verification', 'account_age', 'repayment', 'overdue']);
    const junior = await submit('setNameAuth', await juniorForm(user.token), user.token);
    await staff('kycApprove', { id: junior.body.data.id });
    clock.advance(61 * 86_400_000);
    const token = (await t.call('userLogin', { account: `kyc${userSeq - 1}@example.com`, password: 'secret123' }, { method: 'POST' })).body.data.token;
    const later = (await t.call('getCredit', {}, { token })).body.data;
    expect(later.score).toBe(62);
    expect(later.factors.find((f: { key: string }) => f.key === 'account_age')).toMatchObject({ points: 2, value: '61' });
    expect(later.loan_limit_usdt).toBe('1000');
    clock.set(new Date('2026-11-23T05:00:00Z'));
  });
});
