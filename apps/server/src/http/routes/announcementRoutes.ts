import { LANGUAGES, ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  archiveAnnouncement,
  bannerTextsOf,
  getAnnouncement,
  getBannerDetail,
  getDeskAnnouncement,
  listAnnouncements,
  listBanners,
  listDeskAnnouncements,
  listDeskBanners,
  markAnnouncementsRead,
  moveBanner,
  publishAnnouncement,
  readBannerImage,
  saveAnnouncement,
  saveBanner,
  setAnnouncementPinned,
  type TextsByLang,
  uploadBannerImage,
} from '../../modules/content/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** The per-language fields of a form (`title_<lang>`, `body_<lang>`) as one map. */
function announcementTexts(fields: Record<string, unknown>): TextsByLang {
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, { title: text(`title_${lang}`), body: text(`body_${lang}`) }]));
}

const instant = (value: string | null) => (value === null ? null : new Date(value));

/** Which languages a save wrote, for the audit entry (the text itself is in the announcement). */
function langsGiven(fields: Record<string, unknown>): string[] {
  return LANGUAGES.filter((lang) => typeof fields[`title_${lang}`] === 'string' && (fields[`title_${lang}`] as string).trim() !== '');
}

/** Announcements and banners (issue 16): the public reads, the reader's marks, and the content desk (audited). */
export function registerAnnouncementRoutes(app: FastifyInstance, services: Services): void {
  const { clock, images } = services;

  defineCall(app, services, 'web', 'getGG', {
    handler: async (input, ctx) =>
      ok(
        await listAnnouncements(ctx.db, clock, {
          lang: ctx.lang,
          userId: ctx.session?.userId,
          category: input.category,
          unreadOnly: input.unread_only,
          page: input.page,
          pageSize: input.page_size,
        }),
      ),
  });
  defineCall(app, services, 'web', 'getGGDetail', {
    handler: (input, ctx) => getAnnouncement(ctx.db, clock, { id: BigInt(input.id), lang: ctx.lang, userId: ctx.session?.userId }),
  });
  defineCall(app, services, 'web', 'readGG', {
    handler: (input, ctx) =>
      markAnnouncementsRead(ctx.db, clock, { userId: ctx.userId, id: input.id === undefined ? undefined : BigInt(input.id), all: input.all }),
  });
  defineCall(app, services, 'web', 'getBanner', { handler: async (_input, ctx) => ok(await listBanners(ctx.db, clock, { lang: ctx.lang })) });
  defineCall(app, services, 'web', 'getBannerDetail', { handler: (input, ctx) => getBannerDetail(ctx.db, clock, { id: BigInt(input.id), lang: ctx.lang }) });
  defineCall(app, services, 'web', 'bannerImage', { handler: (input, ctx) => readBannerImage(ctx.db, images, { imageId: input.image_id }) });

  // The content desk: every change audited in its own transaction (defineCall's `audit`).
  defineCall(app, services, 'admin', 'deskAnnouncements', {
    handler: async (input, ctx) =>
      ok(await listDeskAnnouncements(ctx.db, clock, { state: input.state, category: input.category, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'deskAnnouncement', { handler: (input, ctx) => getDeskAnnouncement(ctx.db, clock, { id: BigInt(input.id) }) });
  defineCall(app, services, 'admin', 'saveAnnouncement', {
    audit: {
      action: 'content.saveAnnouncement',
      target: (input, value) => `announcement:${value?.id ?? input.id ?? 'new'}`,
      details: (input, value) => ({
        created: input.id === undefined,
        category: input.category,
        langs: langsGiven(input),
        title: value?.title,
        state: value?.state,
      }),
    },
    handler: (input, ctx) =>
      saveAnnouncement(ctx.db, clock, {
        id: input.id === undefined ? undefined : BigInt(input.id),
        category: input.category,
        texts: announcementTexts(input),
        staffName: ctx.staff.username,
      }),
  });
  defineCall(app, services, 'admin', 'publishAnnouncement', {
    audit: {
      action: 'content.publishAnnouncement',
      target: (input) => `announcement:${input.id}`,
      details: (input, value) => ({ publish_at: value?.publish_at ?? input.publish_at, state: value?.state, title: value?.title }),
    },
    handler: (input, ctx) => publishAnnouncement(ctx.db, clock, { id: BigInt(input.id), publishAt: instant(input.publish_at), staffName: ctx.staff.username }),
  });
  defineCall(app, services, 'admin', 'pinAnnouncement', {
    audit: {
      action: 'content.pinAnnouncement',
      target: (input) => `announcement:${input.id}`,
      details: (input, value) => ({ pinned: input.pinned, title: value?.title }),
    },
    handler: (input, ctx) => setAnnouncementPinned(ctx.db, clock, { id: BigInt(input.id), pinned: input.pinned, staffName: ctx.staff.username }),
  });
  defineCall(app, services, 'admin', 'archiveAnnouncement', {
    audit: { action: 'content.archiveAnnouncement', target: (input) => `announcement:${input.id}`, details: (_input, value) => ({ title: value?.title }) },
    handler: (input, ctx) => archiveAnnouncement(ctx.db, clock, { id: BigInt(input.id), staffName: ctx.staff.username }),
  });

  defineCall(app, services, 'admin', 'deskBanners', { handler: async (_input, ctx) => ok(await listDeskBanners(ctx.db, clock.now())) });
  defineCall(app, services, 'admin', 'uploadBannerImage', {
    rateLimitPerMinute: 30,
    audit: {
      action: 'content.uploadBannerImage',
      target: (_input, value) => `banner_image:${value?.image_id ?? ''}`,
      details: (_input, value) => ({ width: value?.width, height: value?.height }),
    },
    handler: (input, ctx) => uploadBannerImage(ctx.db, images, clock, { file: input.file, staffName: ctx.staff.username }),
  });
  defineCall(app, services, 'admin', 'saveBanner', {
    audit: {
      action: 'content.saveBanner',
      target: (input, value) => `banner:${value?.id ?? input.id ?? 'new'}`,
      details: (input, value) => ({
        created: input.id === undefined,
        image_id: input.image_id,
        link: input.link,
        sort_order: input.sort_order,
        starts_at: input.starts_at,
        ends_at: input.ends_at,
        enabled: input.enabled,
        langs: langsGiven(input),
        title: value?.title,
      }),
    },
    handler: (input, ctx) =>
      saveBanner(ctx.db, clock, {
        id: input.id === undefined ? undefined : BigInt(input.id),
        imageId: input.image_id,
        link: input.link,
        sortOrder: input.sort_order,
        startsAt: instant(input.starts_at),
        endsAt: instant(input.ends_at),
        enabled: input.enabled,
        texts: bannerTextsOf(input),
        staffName: ctx.staff.username,
      }),
  });
  defineCall(app, services, 'admin', 'moveBanner', {
    audit: { action: 'content.moveBanner', target: (input) => `banner:${input.id}`, details: (input) => ({ direction: input.direction }) },
    handler: (input, ctx) => moveBanner(ctx.db, clock, { id: BigInt(input.id), direction: input.direction, staffName: ctx.staff.username }),
  });
}
