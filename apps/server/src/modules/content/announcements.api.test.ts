import { ERROR_CODES } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { auditLog } from '../../platform/db/schema.js';
import { staffToken } from '../../testing/callers.js';
import { fundedUser, multipartBody } from '../../testing/funds.js';
import { createTestApp, expectContractAnswer, type TestApp } from '../../testing/testApp.js';
import { seedBanners } from './index.js';

/**
 * Announcements and banners through the API (issue 16): who sees what when (drafts, schedules,
 * archive), the English fallback and its flag, unread marks per reader, the content desk's audit
 * trail, and the banner image intake and schedule.
 */

const clock = manualClock(new Date('2026-05-04T09:00:00Z'));
let t: TestApp;
let n = 0;
const rid = () => `ann${n++}x${Date.now()}`;

/** A fresh staff session per call: the tests move the clock by hours, past a session's lifetime. */
const contentToken = () => staffToken(t, 'content');

async function desk(name: string, params: Record<string, string>, token?: string) {
  const answer = await t.call(name, { request_id: rid(), ...params }, { scope: 'admin', token: token ?? (await contentToken()) });
  return answer.body;
}

async function deskRead(name: string, params: Record<string, string> = {}) {
  return (await t.call(name, params, { scope: 'admin', token: await contentToken() })).body;
}

/** A new announcement in English and French, as the desk writes it; answers its id. */
async function draft(title: string, extra: Record<string, string> = {}): Promise<string> {
  const saved = await desk('saveAnnouncement', {
    category: 'platform',
    title_en: title,
    body_en: `**${title}** in English. <script>alert(1)</script>`,
    title_fr: `${title} (fr)`,
    body_fr: `**${title}** en français.`,
    ...extra,
  });
  expect(saved.code, JSON.stringify(saved)).toBe(0);
  return saved.data.id;
}

async function publish(id: string, publishAt?: Date) {
  const answer = await desk('publishAnnouncement', { id, ...(publishAt ? { publish_at: publishAt.toISOString() } : {}) });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data;
}

async function list(options: { lang?: string; token?: string; params?: Record<string, string> } = {}) {
  const answer = await t.call('getGG', { page_size: '50', ...options.params }, { lang: options.lang, token: options.token });
  expect(answer.body.code).toBe(0);
  return answer.body.data as {
    items: Array<{ id: string; title: string; fallback: boolean; lang: string; unread: boolean | null; pinned: boolean }>;
    total: number;
    unread_total: number | null;
  };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
});

afterAll(async () => {
  await t.close();
});

describe('announcements: who sees what, when', () => {
  it('ships the seeded announcements, one pinned, in every language', async () => {
    const seeded = await list({ lang: 'jp' });
    expect(seeded.total).toBeGreaterThanOrEqual(6);
    expect(seeded.items[0]?.pinned).toBe(true);
    expect(seeded.items.every((item) => item.lang === 'jp' && !item.fallback)).toBe(true);
    expect(seeded.unread_total).toBeNull();
  });

  it('a draft is invisible; a scheduled one appears at its publish time; an archived one goes away', async () => {
    const id = await draft('Scheduled notice');
    expect((await list()).items.map((item) => item.id)).not.toContain(id);
    expect((await t.call('getGGDetail', { id })).body.code).toBe(ERROR_CODES.not_found);

    const view = await publish(id, new Date(clock.now().getTime() + 3_600_000));
    expect(view.state).toBe('scheduled');
    expect((await list()).items.map((item) => item.id)).not.toContain(id);
    expect((await t.call('getGGDetail', { id })).body.code).toBe(ERROR_CODES.not_found);

    clock.advance(3_600_000);
    expect((await list()).items.map((item) => item.id)).toContain(id);
    expect((await t.call('getGGDetail', { id })).body.code).toBe(0);
    expect((await deskRead('deskAnnouncement', { id })).data.state).toBe('live');

    const archived = await desk('archiveAnnouncement', { id });
    expect(archived.data.state).toBe('archived');
    expect((await list()).items.map((item) => item.id)).not.toContain(id);
    expect((await t.call('getGGDetail', { id })).body.code).toBe(ERROR_CODES.not_found);
  });

  it('shows the reader’s language, or English with the fallback flag, never a blank; the body is sanitised HTML', async () => {
    const id = await draft('Bilingual notice');
    await publish(id);
    const french = await t.call('getGGDetail', { id }, { lang: 'fr' });
    expect(french.body.data).toMatchObject({ title: 'Bilingual notice (fr)', lang: 'fr', fallback: false });
    const german = await t.call('getGGDetail', { id }, { lang: 'de' });
    expect(german.body.data).toMatchObject({ title: 'Bilingual notice', lang: 'en', fallback: true, langs: ['en', 'fr'] });
    expect(german.body.data.html).toContain('<strong>Bilingual notice</strong>');
    expect(german.body.data.html).not.toContain('<script');
    const inList = (await list({ lang: 'de' })).items.find((item) => item.id === id);
    expect(inList).toMatchObject({ lang: 'en', fallback: true });
  });

  it('lists pinned first, then newest; the category filter narrows the list', async () => {
    const older = await draft('Older pinned');
    await publish(older);
    await desk('pinAnnouncement', { id: older, pinned: '1' });
    clock.advance(60_000);
    const newer = await draft('Newer unpinned');
    await publish(newer);
    const ids = (await list()).items.map((item) => item.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    const risk = await list({ params: { category: 'risk' } });
    expect(risk.items.length).toBeGreaterThan(0);
    expect(risk.items.map((item) => item.id)).not.toContain(newer);
  });

  it('refuses a save without English, naming the field', async () => {
    const answer = await desk('saveAnnouncement', { category: 'listing', title_fr: 'Seulement en français', body_fr: 'Texte' });
    expect(answer.code).toBe(ERROR_CODES.content_english_required);
    expect(answer.data.field).toBe('title_en');
  });
});

describe('announcements: unread marks per reader', () => {
  it('two readers read different ones; their counts are independent; mark all clears only the caller’s', async () => {
    const alice = await fundedUser(t, 'alice.notice@example.com', 0n);
    const bob = await fundedUser(t, 'bob.notice@example.com', 0n);
    const first = await draft('Unread one');
    const second = await draft('Unread two');
    await publish(first);
    await publish(second);

    const aliceStart = await list({ token: alice.token });
    const bobStart = await list({ token: bob.token });
    expect(aliceStart.unread_total).toBe(aliceStart.total);
    expect(bobStart.unread_total).toBe(bobStart.total);
    expect(aliceStart.items.find((item) => item.id === first)?.unread).toBe(true);

    const aliceRead = await t.call('readGG', { id: first, request_id: rid() }, { token: alice.token });
    expect(aliceRead.body.data).toEqual({ marked: 1, unread_total: (aliceStart.unread_total ?? 0) - 1 });
    await t.call('readGG', { id: second, request_id: rid() }, { token: bob.token });
    // Reading twice marks nothing new.
    expect((await t.call('readGG', { id: first, request_id: rid() }, { token: alice.token })).body.data.marked).toBe(0);

    const aliceNow = await list({ token: alice.token });
    const bobNow = await list({ token: bob.token });
    expect(aliceNow.unread_total).toBe((aliceStart.unread_total ?? 0) - 1);
    expect(bobNow.unread_total).toBe((bobStart.unread_total ?? 0) - 1);
    expect(aliceNow.items.find((item) => item.id === first)?.unread).toBe(false);
    expect(aliceNow.items.find((item) => item.id === second)?.unread).toBe(true);
    expect(bobNow.items.find((item) => item.id === first)?.unread).toBe(true);
    expect(bobNow.items.find((item) => item.id === second)?.unread).toBe(false);
    expect((await t.call('getGGDetail', { id: first }, { token: alice.token })).body.data.unread).toBe(false);

    const unreadOnly = await list({ token: alice.token, params: { unread_only: '1' } });
    expect(unreadOnly.items.map((item) => item.id)).not.toContain(first);
    expect(unreadOnly.total).toBe(aliceNow.unread_total);

    const all = await t.call('readGG', { all: '1', request_id: rid() }, { token: alice.token });
    expect(all.body.data).toEqual({ marked: aliceNow.unread_total, unread_total: 0 });
    expect((await list({ token: alice.token })).unread_total).toBe(0);
    expect((await list({ token: bob.token })).unread_total).toBe(bobNow.unread_total);
  });

  it('a reader cannot mark what is not published (a draft is not found)', async () => {
    const carol = await fundedUser(t, 'carol.notice@example.com', 0n);
    const hidden = await draft('Still a draft');
    const answer = await t.call('readGG', { id: hidden, request_id: rid() }, { token: carol.token });
    expect(answer.body.code).toBe(ERROR_CODES.not_found);
  });
});

describe('the content desk', () => {
  it('audits every change with the staff member, and refuses roles without content.write', async () => {
    const id = await draft('Audited notice');
    await publish(id);
    await desk('pinAnnouncement', { id, pinned: '1' });
    await desk('archiveAnnouncement', { id });
    const entries = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `announcement:${id}`));
    expect(entries.map((entry) => entry.action).sort()).toEqual(
      ['content.archiveAnnouncement', 'content.pinAnnouncement', 'content.publishAnnouncement', 'content.saveAnnouncement'].sort(),
    );
    expect(entries.every((entry) => entry.staffUsername === 'matrix_content')).toBe(true);

    const support = await staffToken(t, 'support');
    expect((await desk('publishAnnouncement', { id }, support)).code).toBe(ERROR_CODES.forbidden);
    const readable = await t.call('deskAnnouncements', {}, { scope: 'admin', token: support });
    expect(readable.body.code).toBe(0);
    const finance = await staffToken(t, 'finance');
    expect((await t.call('deskAnnouncements', {}, { scope: 'admin', token: finance })).body.code).toBe(ERROR_CODES.forbidden);
  });
});

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

async function uploadBanner(data: Buffer, contentType = 'image/png') {
  const form = multipartBody({ request_id: rid() }, { name: 'file', filename: 'banner.png', contentType, data });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploadBannerImage',
    headers: { nonce: 'banner01', token: await contentToken(), 'content-type': form.contentType },
    payload: form.payload,
  });
  const body = response.json();
  if (response.statusCode === 200) expectContractAnswer('admin', 'uploadBannerImage', body);
  return body;
}

describe('banners', () => {
  it('refuses an upload that is not an image, one too large and one too small; accepts and serves a real picture', async () => {
    expect((await uploadBanner(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png')).code).toBe(ERROR_CODES.upload_type);
    expect((await uploadBanner(Buffer.alloc(8 * 1024 * 1024 + 10, 1))).code).toBe(ERROR_CODES.upload_too_large);
    expect((await uploadBanner(await png(300, 100))).code).toBe(ERROR_CODES.upload_dimensions);
    const accepted = await uploadBanner(await png(1200, 360));
    expect(accepted.code).toBe(0);
    expect(accepted.data).toMatchObject({ width: 1200, height: 360 });

    const image = await t.app.inject({ method: 'GET', url: accepted.data.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('public');
  });

  it('checks links and schedules, and shows a banner only while enabled and within its schedule', async () => {
    const { image_id } = (await uploadBanner(await png(1200, 360))).data;
    const base = {
      image_id,
      sort_order: '5',
      enabled: '1',
      title_en: 'Spring banner',
      subtitle_en: 'Subtitle',
      body_en: 'Details **here**.',
      title_fr: 'Bannière',
    };
    expect((await desk('saveBanner', { ...base, link: 'javascript:alert(1)' })).code).toBe(ERROR_CODES.banner_link_invalid);
    expect((await desk('saveBanner', { ...base, link: 'http://example.com' })).code).toBe(ERROR_CODES.banner_link_invalid);
    expect((await desk('saveBanner', { ...base, link: '/nowhere' })).code).toBe(ERROR_CODES.banner_link_invalid);
    expect((await desk('saveBanner', { ...base, link: '//evil.example' })).code).toBe(ERROR_CODES.banner_link_invalid);
    const start = new Date(clock.now().getTime() + 3_600_000);
    const end = new Date(start.getTime() + 3_600_000);
    expect((await desk('saveBanner', { ...base, link: '/help', starts_at: end.toISOString(), ends_at: start.toISOString() })).code).toBe(
      ERROR_CODES.banner_schedule_invalid,
    );
    expect((await desk('saveBanner', { ...base, link: '/help', image_id: 'A'.repeat(22) })).code).toBe(ERROR_CODES.banner_image_unknown);

    const saved = await desk('saveBanner', { ...base, link: '/profit_index?tab=1', starts_at: start.toISOString(), ends_at: end.toISOString() });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.state).toBe('scheduled');
    const id: string = saved.data.id;
    const shown = async (lang?: string) => (await t.call('getBanner', {}, { lang })).body.data.items as Array<{ id: string; title: string; fallback: boolean }>;

    expect((await shown()).map((item) => item.id)).not.toContain(id);
    expect((await t.call('getBannerDetail', { id })).body.code).toBe(ERROR_CODES.not_found);
    clock.advance(3_600_000);
    expect((await shown('fr')).find((item) => item.id === id)).toMatchObject({ title: 'Bannière', fallback: false });
    expect((await shown('kr')).find((item) => item.id === id)).toMatchObject({ title: 'Spring banner', fallback: true });
    const detail = await t.call('getBannerDetail', { id }, { lang: 'en' });
    expect(detail.body.data.html).toContain('<strong>here</strong>');
    clock.advance(3_600_000);
    expect((await shown()).map((item) => item.id)).not.toContain(id);

    const open = await desk('saveBanner', { ...base, id, link: '/help', enabled: '0' });
    expect(open.data.state).toBe('disabled');
    expect((await shown()).map((item) => item.id)).not.toContain(id);
    const entries = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `banner:${id}`));
    expect(entries.filter((entry) => entry.action === 'content.saveBanner' && (entry.details as { outcome?: string }).outcome === 'ok')).toHaveLength(2);
  });

  it('seeds three banners once, with generated pictures every reader can load, in every language', async () => {
    expect(await seedBanners(t.services.db, t.services.images, clock)).toBe(3);
    expect(await seedBanners(t.services.db, t.services.images, clock)).toBe(0);
    const items = (await t.call('getBanner', {}, { lang: 'th' })).body.data.items as Array<{ link: string; image_url: string; fallback: boolean }>;
    const seeded = items.filter((item) => ['/kjmbSelect', '/profit_index', '/help'].includes(item.link));
    expect(seeded).toHaveLength(3);
    expect(seeded.every((item) => !item.fallback)).toBe(true);
    const picture = await t.app.inject({ method: 'GET', url: seeded[0]?.image_url ?? '' });
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(1600);
  });

  it('moves a banner in the display order', async () => {
    const { image_id } = (await uploadBanner(await png(1200, 360))).data;
    const a = (await desk('saveBanner', { image_id, link: '/help', sort_order: '100', enabled: '1', title_en: 'A' })).data.id;
    const b = (await desk('saveBanner', { image_id, link: '/help', sort_order: '200', enabled: '1', title_en: 'B' })).data.id;
    const moved = await desk('moveBanner', { id: b, direction: 'up' });
    const order = (moved.data.items as Array<{ id: string }>).map((item) => item.id);
    expect(order.indexOf(b)).toBeLessThan(order.indexOf(a));
  });
});
