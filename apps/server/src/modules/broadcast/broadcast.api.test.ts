import { ERROR_CODES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { staffToken } from '../../testing/callers.js';
import { fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { deliverDueBroadcasts } from './index.js';

/**
 * Broadcasts through the API (issue 19 §5): the recipient count before sending, a filtered group
 * reached exactly and once, the reader's language with the English fallback, a schedule delivered
 * only after its time by the job (run twice: once), cancel, the audit entry, role gating.
 */

const clock = manualClock(new Date());
let t: TestApp;
let n = 0;
const rid = () => `bc${n++}x${Date.now()}`;
let icelanders: Array<{ id: bigint; token: string }>;
let maltese: { id: bigint; token: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  // Nationalities no seeded user has: the group is exactly these users.
  icelanders = [await fundedUser(t, 'is1@example.com', 0n, 'IS'), await fundedUser(t, 'is2@example.com', 0n, 'IS')];
  maltese = await fundedUser(t, 'mt1@example.com', 0n, 'MT');
}, 120_000);
afterAll(() => t?.close());

async function admin(name: string, params: Record<string, string>, role: 'content' | 'support' | 'finance' = 'content') {
  return (await t.call(name, params, { scope: 'admin', token: await staffToken(t, role) })).body;
}

async function inbox(token: string, lang = 'en') {
  const answer = await t.call('getMessages', { page_size: '50' }, { token, lang });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data.items as Array<{ kind: string; title: string; body: string }>;
}

const broadcastsIn = async (token: string, lang = 'en') => (await inbox(token, lang)).filter((m) => m.kind === 'platform_broadcast');

describe('broadcast', () => {
  it('counts the group before sending, reaches exactly it, once, in the reader language or English', async () => {
    const count = await admin('broadcastRecipients', { kind: 'message', country: 'IS' });
    expect(count).toMatchObject({ code: 0, data: { count: 2 } });

    const sent = await admin('sendBroadcast', {
      kind: 'message',
      country: 'IS',
      title_en: 'Maintenance tonight',
      body_en: 'Trading pauses at 02:00.',
      title_fr: 'Maintenance ce soir',
      body_fr: 'Le trading s’arrête à 02:00.',
      request_id: rid(),
    });
    expect(sent.code, JSON.stringify(sent)).toBe(0);
    expect(sent.data).toMatchObject({ status: 'sent', recipients: 2, languages: ['en', 'fr'] });

    for (const user of icelanders) expect(await broadcastsIn(user.token)).toEqual([expect.objectContaining({ title: 'Maintenance tonight' })]);
    expect(await broadcastsIn(maltese.token)).toEqual([]);
    expect((await broadcastsIn(icelanders[0]?.token ?? '', 'fr'))[0]?.title).toBe('Maintenance ce soir');
    expect((await broadcastsIn(icelanders[0]?.token ?? '', 'de'))[0]?.title).toBe('Maintenance tonight');

    const audit = await t.services.db.execute<{ action: string }>(sql`select action from audit_log where target = ${`broadcast:${sent.data.id}`}`);
    expect(audit.rows.map((row) => row.action)).toEqual(['broadcast.send']);
  });

  it('filters by product use and verification level', async () => {
    expect(await admin('broadcastRecipients', { kind: 'message', country: 'IS', product: 'earn' })).toMatchObject({ data: { count: 0 } });
    expect(await admin('broadcastRecipients', { kind: 'message', country: 'IS', level: 'none' })).toMatchObject({ data: { count: 2 } });
    expect(await admin('broadcastRecipients', { kind: 'message', country: 'IS', level: 'junior' })).toMatchObject({ data: { count: 0 } });
    const refused = await admin('sendBroadcast', { kind: 'message', country: 'IS', level: 'senior', title_en: 'x', body_en: 'y', request_id: rid() });
    expect(refused.code).toBe(ERROR_CODES.broadcast_no_recipients);
  });

  it('delivers a scheduled one only after its time, once however often the job runs', async () => {
    const at = new Date(clock.now().getTime() + 3_600_000);
    const scheduled = await admin('sendBroadcast', {
      kind: 'message',
      country: 'MT',
      title_en: 'Later',
      body_en: 'Soon.',
      send_at: at.toISOString(),
      request_id: rid(),
    });
    expect(scheduled.data).toMatchObject({ status: 'scheduled', recipients: null });

    expect(await deliverDueBroadcasts(t.services.db, clock)).toBe(0);
    expect(await broadcastsIn(maltese.token)).toEqual([]);

    clock.advance(3_600_000);
    expect(await deliverDueBroadcasts(t.services.db, clock)).toBe(1);
    expect(await deliverDueBroadcasts(t.services.db, clock)).toBe(0);
    expect(await broadcastsIn(maltese.token)).toEqual([expect.objectContaining({ title: 'Later' })]);
    const list = await admin('broadcasts', {}, 'support');
    expect(list.data.items.find((item: { id: string }) => item.id === scheduled.data.id)).toMatchObject({ status: 'sent', recipients: 1 });
  });

  it('cancels a scheduled one (never sent), and refuses to cancel it again or a past time', async () => {
    const at = new Date(clock.now().getTime() + 600_000);
    const scheduled = await admin('sendBroadcast', {
      kind: 'message',
      country: 'MT',
      title_en: 'Never',
      body_en: 'No.',
      send_at: at.toISOString(),
      request_id: rid(),
    });
    const cancelled = await admin('cancelBroadcast', { id: scheduled.data.id, request_id: rid() });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancelled_by: 'matrix_content' });
    expect((await admin('cancelBroadcast', { id: scheduled.data.id, request_id: rid() })).code).toBe(ERROR_CODES.broadcast_not_scheduled);
    clock.advance(600_000);
    expect(await deliverDueBroadcasts(t.services.db, clock)).toBe(0);
    expect((await broadcastsIn(maltese.token)).map((m) => m.title)).not.toContain('Never');
    const past = await admin('sendBroadcast', {
      kind: 'message',
      title_en: 'x',
      body_en: 'y',
      send_at: new Date(clock.now().getTime() - 1000).toISOString(),
      request_id: rid(),
    });
    expect(past.code).toBe(ERROR_CODES.broadcast_time_past);
  });

  it('publishes an announcement for everyone and requires English', async () => {
    const noEnglish = await admin('sendBroadcast', { kind: 'announcement', title_fr: 'Bonjour', body_fr: 'Texte', request_id: rid() });
    expect(noEnglish.code).toBe(ERROR_CODES.content_english_required);
    const sent = await admin('sendBroadcast', { kind: 'announcement', title_en: 'New listing', body_en: 'ABC lists today.', request_id: rid() });
    expect(sent.data).toMatchObject({ status: 'sent', kind: 'announcement' });
    const notice = await t.call('getGG', { page_size: '50' });
    expect(notice.body.data.items.map((item: { title: string }) => item.title)).toContain('New listing');
  });

  it('is gated by role: support reads, only content writes, finance neither', async () => {
    expect((await admin('broadcasts', {}, 'support')).code).toBe(0);
    expect((await admin('sendBroadcast', { kind: 'message', title_en: 'x', body_en: 'y', request_id: rid() }, 'support')).code).toBe(ERROR_CODES.forbidden);
    expect((await admin('broadcasts', {}, 'finance')).code).toBe(ERROR_CODES.forbidden);
  });
});
