import { z } from 'zod';
import { ANNOUNCEMENT_CATEGORIES, type AnnouncementCategory } from '../announcements.js';
import type { ErrorName } from '../errors.js';
import { LANGUAGES, type Lang } from '../languages.js';
import { PERSON_CHILD_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from '../routes.js';
import { binaryOutput, defineCalls, idField, idString, isoTime, pageOf, pagingFields, requestIdField } from './define.js';
import { formBooleanField } from './earn.js';

/**
 * Announcements (spec §2 /notice, /notice2; the glossary's getGG) and home banners (getBanner,
 * /bannerDetail), issue 16. Staff with the content role write them in Markdown in up to 13
 * languages (English required); readers get their language or English with `fallback: true`, so
 * a page can say "shown in English" instead of showing a blank.
 */

const msg = (name: ErrorName) => ({ message: name });
const once = { request_id: requestIdField };

export { ANNOUNCEMENT_CATEGORIES, type AnnouncementCategory };
export const ANNOUNCEMENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];
/** What staff see: a published announcement whose publish time is still ahead is `scheduled`. */
export const ANNOUNCEMENT_STATES = ['draft', 'scheduled', 'live', 'archived'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];
export const BANNER_STATES = ['live', 'scheduled', 'ended', 'disabled'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

export const ANNOUNCEMENT_TITLE_MAX = 160;
export const CONTENT_BODY_MAX = 8000;
export const BANNER_TITLE_MAX = 80;
export const BANNER_SUBTITLE_MAX = 160;
export const BANNER_LINK_MAX = 500;

const SITE_PATHS: ReadonlySet<string> = new Set([...PUBLIC_ROUTES, ...PROTECTED_ROUTES, ...PERSON_CHILD_ROUTES].map((route) => route.path));
const INTERNAL_LINK = /^(\/[A-Za-z0-9_-]*)+(\?[A-Za-z0-9_.~%=&-]*)?$/;

/**
 * Where a banner may send a reader: a page of this site (a route of spec §2, optionally with a
 * query such as `?id=3`) or an https address. Nothing else (no `javascript:`, no plain http, no
 * protocol-relative `//host`).
 */
export function isBannerLink(link: string): boolean {
  if (link.startsWith('/')) {
    if (!INTERNAL_LINK.test(link)) return false;
    const path = link.split('?')[0] ?? '';
    return SITE_PATHS.has(path);
  }
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The URL of a banner image: a public read (visitors see banners), cacheable, named by a random id. */
export function bannerImageUrl(imageId: string): string {
  return `/api/web/bannerImage?image_id=${encodeURIComponent(imageId)}&nonce=bannerimg`;
}

const bannerImageId = z.string(msg('banner_image_unknown')).regex(/^[A-Za-z0-9_-]{22,32}$/, msg('banner_image_unknown'));
const optionalText = (max: number) => z.string(msg('invalid_input')).trim().max(max, msg('text_too_long')).optional();
/** An instant from a form ("" for none). */
const optionalInstant = z
  .union([z.literal(''), z.iso.datetime({ offset: true, message: 'invalid_input' })], msg('invalid_input'))
  .optional()
  .transform((value) => (value === undefined || value === '' ? null : value));

/** One field per language (`title_en`, `title_fr`, …): a form body carries each on its own (a field is at most 10,000 characters). */
function perLanguage<P extends string, T extends z.ZodType>(prefix: P, schema: T): Record<`${P}_${Lang}`, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [`${prefix}_${lang}`, schema])) as Record<`${P}_${Lang}`, T>;
}

// ---------- Views ----------

/** One announcement in a list, in the reader's language (or English, `fallback`). */
export const announcementItemSchema = z.object({
  id: idString,
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  pinned: z.boolean(),
  title: z.string(),
  /** The first words of the text, without Markdown. */
  summary: z.string(),
  /** The language the title and text are in. */
  lang: z.enum(LANGUAGES),
  /** The reader's language has no translation: this is the English text. */
  fallback: z.boolean(),
  published_at: isoTime,
  /** Signed-in readers: not opened yet. Visitors: null. */
  unread: z.boolean().nullable(),
});
export type AnnouncementItem = z.infer<typeof announcementItemSchema>;

export const announcementListSchema = pageOf(announcementItemSchema).extend({
  /** Signed-in readers: visible announcements not opened yet (all categories). Visitors: null. */
  unread_total: z.number().int().nullable(),
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;

export const announcementDetailSchema = announcementItemSchema.omit({ summary: true }).extend({
  /** The Markdown as staff wrote it. */
  body: z.string(),
  /** `body` rendered and sanitised on the server: what pages show. */
  html: z.string(),
  updated_at: isoTime,
  /** Languages this announcement is written in. */
  langs: z.array(z.enum(LANGUAGES)),
});
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

export const bannerItemSchema = z.object({
  id: idString,
  title: z.string(),
  subtitle: z.string(),
  /** A route of this site or an https address. */
  link: z.string(),
  image_url: z.string(),
  lang: z.enum(LANGUAGES),
  fallback: z.boolean(),
  /** The banner has its own page at /bannerDetail?id= (a text beyond the title). */
  has_detail: z.boolean(),
});
export type BannerItem = z.infer<typeof bannerItemSchema>;

export const bannerDetailSchema = bannerItemSchema.extend({ body: z.string(), html: z.string() });
export type BannerDetail = z.infer<typeof bannerDetailSchema>;

// ---------- Web calls ----------

const publicRead = { verbs: ['GET'], access: 'anyone' } as const;

export const announcementCalls = defineCalls({
  getGG: {
    ...publicRead,
    session: 'optional',
    input: z.object({
      category: z.enum(ANNOUNCEMENT_CATEGORIES, msg('invalid_input')).optional(),
      /** Signed-in readers: only what they have not opened. */
      unread_only: formBooleanField.optional(),
      ...pagingFields(50),
    }),
    output: announcementListSchema,
    summary:
      'Announcements, pinned first then newest, in the request language (English with fallback=true where untranslated); signed-in readers get unread markers and the unread total',
  },
  getGGDetail: {
    ...publicRead,
    session: 'optional',
    input: z.object({ id: idField }),
    output: announcementDetailSchema,
    summary: 'One published announcement with its sanitised HTML (not_found for a draft, an archived one or one scheduled later); web/readGG marks it read',
  },
  readGG: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ id: idField.optional(), all: formBooleanField.optional(), ...once }),
    output: z.object({ marked: z.number().int(), unread_total: z.number().int() }),
    summary: 'Mark one announcement (id) or every visible one (all=1) as read for the caller',
  },
  getBanner: {
    ...publicRead,
    input: z.object({}),
    output: z.object({ items: z.array(bannerItemSchema) }),
    summary: 'Home banners shown now (enabled, within their schedule), in display order, in the request language (English with fallback=true)',
  },
  getBannerDetail: {
    ...publicRead,
    input: z.object({ id: idField }),
    output: bannerDetailSchema,
    summary: 'One banner shown now, with its text (/bannerDetail)',
  },
  bannerImage: {
    ...publicRead,
    binary: true,
    input: z.object({ image_id: bannerImageId }),
    output: binaryOutput,
    summary: 'A banner image (public: visitors see banners; uploaded by content staff, re-encoded)',
  },
});

// ---------- Staff desk ----------

export const announcementTranslationSchema = z.object({ lang: z.enum(LANGUAGES), title: z.string(), body: z.string(), html: z.string() });

export const deskAnnouncementSchema = z.object({
  id: idString,
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  pinned: z.boolean(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  state: z.enum(ANNOUNCEMENT_STATES),
  /** When it shows (or showed) to readers; null for a draft never published. */
  publish_at: isoTime.nullable(),
  /** The English title. */
  title: z.string(),
  langs: z.array(z.enum(LANGUAGES)),
  /** Signed-in readers who opened it. */
  reads: z.number().int(),
  created_at: isoTime,
  updated_at: isoTime,
  updated_by: z.string(),
});
export type DeskAnnouncement = z.infer<typeof deskAnnouncementSchema>;

export const deskAnnouncementFullSchema = deskAnnouncementSchema.extend({ translations: z.array(announcementTranslationSchema) });
export type DeskAnnouncementFull = z.infer<typeof deskAnnouncementFullSchema>;

export const deskBannerSchema = z.object({
  id: idString,
  image_id: z.string(),
  image_url: z.string(),
  link: z.string(),
  sort_order: z.number().int(),
  starts_at: isoTime.nullable(),
  ends_at: isoTime.nullable(),
  enabled: z.boolean(),
  state: z.enum(BANNER_STATES),
  /** The English title. */
  title: z.string(),
  translations: z.array(z.object({ lang: z.enum(LANGUAGES), title: z.string(), subtitle: z.string(), body: z.string() })),
  updated_at: isoTime,
  updated_by: z.string(),
});
export type DeskBanner = z.infer<typeof deskBannerSchema>;

const staffRead = { verbs: ['GET'], access: 'staff', permission: 'content.read' } as const;
const staffWrite = { verbs: ['POST'], access: 'staff', permission: 'content.write', idempotent: true } as const;

export const announcementDeskCalls = defineCalls({
  deskAnnouncements: {
    ...staffRead,
    input: z.object({
      state: z.enum(ANNOUNCEMENT_STATES, msg('invalid_input')).optional(),
      category: z.enum(ANNOUNCEMENT_CATEGORIES, msg('invalid_input')).optional(),
      ...pagingFields(100),
    }),
    output: pageOf(deskAnnouncementSchema),
    summary: 'Every announcement (drafts, scheduled, live, archived), newest change first',
  },
  deskAnnouncement: {
    ...staffRead,
    input: z.object({ id: idField }),
    output: deskAnnouncementFullSchema,
    summary: 'One announcement with every translation and its server-rendered preview',
  },
  saveAnnouncement: {
    ...staffWrite,
    input: z.object({
      id: idField.optional(),
      category: z.enum(ANNOUNCEMENT_CATEGORIES, msg('invalid_input')),
      ...perLanguage('title', optionalText(ANNOUNCEMENT_TITLE_MAX)),
      ...perLanguage('body', optionalText(CONTENT_BODY_MAX)),
      ...once,
    }),
    output: deskAnnouncementFullSchema,
    summary:
      'Create (no id: a draft) or change an announcement: category and the text per language (title_<lang>, body_<lang>; English required; a language left empty has no translation and falls back to English)',
  },
  publishAnnouncement: {
    ...staffWrite,
    input: z.object({ id: idField, publish_at: optionalInstant, ...once }),
    output: deskAnnouncementFullSchema,
    summary: 'Publish now (no publish_at) or schedule: readers see it from publish_at on',
  },
  pinAnnouncement: {
    ...staffWrite,
    input: z.object({ id: idField, pinned: formBooleanField, ...once }),
    output: deskAnnouncementFullSchema,
    summary: 'Pin (listed first) or unpin an announcement',
  },
  archiveAnnouncement: {
    ...staffWrite,
    input: z.object({ id: idField, ...once }),
    output: deskAnnouncementFullSchema,
    summary: 'Take an announcement down (readers no longer see it; it can be published again)',
  },
  deskBanners: {
    ...staffRead,
    input: z.object({}),
    output: z.object({ items: z.array(deskBannerSchema) }),
    summary: 'Every banner in display order with its schedule state and translations',
  },
  uploadBannerImage: {
    ...staffWrite,
    upload: true,
    input: z.object({ file: z.custom<Buffer>((value) => typeof Buffer !== 'undefined' && Buffer.isBuffer(value)).optional(), ...once }),
    output: z.object({ image_id: z.string(), image_url: z.string(), width: z.number().int(), height: z.number().int() }),
    summary: 'Upload a banner image (multipart: file, request_id; JPG/PNG by content, under 8 MB, at least 640×200, re-encoded without metadata)',
  },
  saveBanner: {
    ...staffWrite,
    input: z.object({
      id: idField.optional(),
      image_id: bannerImageId,
      link: z
        .string(msg('banner_link_invalid'))
        .trim()
        .min(1, msg('banner_link_invalid'))
        .max(BANNER_LINK_MAX, msg('banner_link_invalid'))
        .refine(isBannerLink, msg('banner_link_invalid')),
      sort_order: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(0, msg('invalid_input')).max(9999, msg('invalid_input')),
      starts_at: optionalInstant,
      ends_at: optionalInstant,
      enabled: formBooleanField,
      ...perLanguage('title', optionalText(BANNER_TITLE_MAX)),
      ...perLanguage('subtitle', optionalText(BANNER_SUBTITLE_MAX)),
      ...perLanguage('body', optionalText(CONTENT_BODY_MAX)),
      ...once,
    }),
    output: deskBannerSchema,
    summary:
      'Create or change a banner: image, link (a route of this site or https), order, schedule (starts_at/ends_at, empty for open), enabled, and per language title_<lang>, subtitle_<lang>, body_<lang> (English title required)',
  },
  moveBanner: {
    ...staffWrite,
    input: z.object({ id: idField, direction: z.enum(['up', 'down'], msg('invalid_input')), ...once }),
    output: z.object({ items: z.array(deskBannerSchema) }),
    summary: 'Move a banner one place earlier or later in the display order',
  },
});
