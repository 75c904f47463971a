import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../modules/admin/index.js';
import { readOutbox, recordOutboxMessage } from '../modules/messaging/index.js';
import { manualClock } from '../platform/clock.js';
import { auditLog } from '../platform/db/schema.js';
import { DEMO_ADMIN } from '../seed/demoAccounts.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

const clock = manualClock(new Date('2026-06-01T10:00:00Z'));
let t: TestApp;
const RACER_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SUPPORT_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

beforeAll(async () => {
  t = await createTestApp({ clock });
  await createStaff(t.services.db, { username: 'racer', password: 'Racer#2026pass', totpSecret: RACER_SECRET, roles: ['support'] });
  await createStaff(t.services.db, { username: 'sam', password: 'Support#2026', totpSecret: SUPPORT_SECRET, roles: ['support'] });
});
afterAll(() => t.close());

const currentTotp = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

/** Each login moves the clock a step on: a TOTP code is accepted only once. */
async function staffToken(username: string, password: string, secret: string): Promise<string> {
  clock.advance(30_000);
  const answer = await t.call('login', { username, password, totp: await currentTotp(secret) }, { method: 'POST', scope: 'admin' });
  expect(answer.body.code).toBe(0);
  return answer.body.data.token;
}

interface AuditItem {
  action: string;
  staff_username: string;
  target: string;
  details: { messages?: Array<{ id: string; recipient: string }> };
}

async function auditEntries(adminToken: string): Promise<AuditItem[]> {
  return (await t.call('audit', { page_size: '200' }, { scope: 'admin', token: adminToken })).body.data.items;
}

describe('staff TOTP codes are single-use', () => {
  it('gives one session to six concurrent sign-ins with the same code', async () => {
    clock.advance(30_000);
    const totp = await currentTotp(RACER_SECRET);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('login', { username: 'racer', password: 'Racer#2026pass', totp }, { method: 'POST', scope: 'admin' })),
    );
    const tokens = answers.filter((a) => a.body.code === 0).map((a) => a.body.data.token);
    expect(tokens).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 0).every((a) => a.body.code === 4203)).toBe(true);
  });
});

describe('verification codes in the Outbox', () => {
  const recipient = 'codes-owner@example.com';

  beforeAll(async () => {
    await recordOutboxMessage(t.services.db, {
      channel: 'email',
      recipient,
      subject: 'Veritex code 482913',
      body: 'Your Veritex sign-in code is 482913. It is valid for 10 minutes.',
      source: 'smtp-sink',
    });
    await recordOutboxMessage(t.services.db, { channel: 'sms', recipient: '+447700900123', body: 'Welcome to Veritex.', source: 'sms-outbox' });
  });

  it('shows support staff the messages with their codes redacted, and audits no reveal', async () => {
    const support = await staffToken('sam', 'Support#2026', SUPPORT_SECRET);
    const answer = await t.call('outbox', { q: recipient }, { scope: 'admin', token: support });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.codes_visible).toBe(false);
    const [item] = answer.body.data.items;
    expect(JSON.stringify(answer.body.data)).not.toContain('482913');
    expect(item).toMatchObject({
      body: 'Your Veritex sign-in code is ••••••. It is valid for 10 minutes.',
      subject: 'Veritex code ••••••',
      code_redacted: true,
    });

    const admin = await staffToken('admin', DEMO_ADMIN.password, DEMO_ADMIN.totpSecret);
    expect((await auditEntries(admin)).filter((e) => e.action === 'outbox.codes')).toEqual([]);
  });

  it('shows a super admin the codes and audits each view that reveals a new set of them', async () => {
    const admin = await staffToken('admin', DEMO_ADMIN.password, DEMO_ADMIN.totpSecret);
    const answer = await t.call('outbox', { q: recipient }, { scope: 'admin', token: admin });
    expect(answer.body.data.codes_visible).toBe(true);
    expect(answer.body.data.items[0]).toMatchObject({ body: expect.stringContaining('482913'), code_redacted: false });
    const messageId = answer.body.data.items[0].id;

    const reveals = async () => (await auditEntries(admin)).filter((e) => e.action === 'outbox.codes');
    const first = await reveals();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ staff_username: 'admin', target: `outbox:${messageId}`, details: { messages: [{ id: messageId, recipient }] } });

    // The console polls: the same messages again reveal nothing new.
    await t.call('outbox', { q: recipient }, { scope: 'admin', token: admin });
    expect(await reveals()).toHaveLength(1);
    // A message without a code reveals nothing.
    await t.call('outbox', { channel: 'sms' }, { scope: 'admin', token: admin });
    expect(await reveals()).toHaveLength(1);
    // A new code arrives: the next view reveals it and is audited with every code it shows.
    await recordOutboxMessage(t.services.db, { channel: 'sms', recipient: '+447700900123', body: 'Veritex code 771205', source: 'sms-outbox' });
    await t.call('outbox', {}, { scope: 'admin', token: admin });
    const after = await reveals();
    expect(after).toHaveLength(2);
    expect(after[0]?.details.messages?.map((m) => m.recipient).sort()).toEqual(['+447700900123', recipient]);
  });

  it('audits a reveal again when the read that audited it first was rolled back', async () => {
    const viewer = { id: 1n, username: 'admin', roles: ['super_admin'], sessionId: 424242n };
    const read = (db: Parameters<typeof readOutbox>[0]) => readOutbox(db, clock, { viewer, ip: '127.0.0.1', recipient, page: 1, pageSize: 20 });
    const countReveals = async () =>
      (await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'outbox.codes'))).filter((e) => e.ip === '127.0.0.1' && e.staffId === 1n).length;
    const before = await countReveals();
    await expect(
      t.services.db.transaction(async (tx) => {
        await read(tx);
        throw new Error('the call failed after reading');
      }),
    ).rejects.toThrow('the call failed');
    expect(await countReveals()).toBe(before);
    await read(t.services.db);
    expect(await countReveals()).toBe(before + 1);
    await read(t.services.db);
    expect(await countReveals()).toBe(before + 1);
  });
});
