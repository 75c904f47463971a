import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { LANGUAGES, type Lang } from '../languages.js';
import { decimalString, defineCalls, idField, idString, isoTime, requestIdField } from './define.js';

/**
 * The staff console's broadcast desk and dashboard (issue 19 §5, §7).
 *
 * A broadcast is an announcement (public: every reader of /notice) or an inbox message to every
 * active user or a group (verification level, jurisdiction profile or country, product use), now
 * or at a time; one job delivers those whose time has come, each user at most once.
 */

const msg = (name: ErrorName) => ({ message: name });

export const BROADCAST_KINDS = ['message', 'announcement'] as const;
export type BroadcastKind = (typeof BROADCAST_KINDS)[number];
export const BROADCAST_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];
/** `none`: no approved identity verification; `junior`/`senior`: that level approved. */
export const BROADCAST_LEVELS = ['any', 'none', 'junior', 'senior'] as const;
export type BroadcastLevel = (typeof BROADCAST_LEVELS)[number];
/** Holds an open (or pending) leveraged position; earn in custody; a loan not yet repaid (incl. crypto-backed). */
export const BROADCAST_PRODUCTS = ['any', 'open_position', 'earn', 'loan'] as const;
export type BroadcastProduct = (typeof BROADCAST_PRODUCTS)[number];

export const BROADCAST_TITLE_MAX = 160;
export const BROADCAST_BODY_MAX = 4000;

/** Who receives an inbox broadcast; every field narrows (all `any`/empty: every active user). */
export const broadcastAudienceFields = {
  level: z.enum(BROADCAST_LEVELS, msg('invalid_input')).default('any'),
  /** A retail-protection profile code ('' for any). */
  jurisdiction: z.string(msg('invalid_input')).trim().max(40, msg('invalid_input')).default(''),
  /** ISO 3166-1 alpha-2 nationality ('' for any). */
  country: z
    .string(msg('invalid_input'))
    .trim()
    .regex(/^([A-Z]{2})?$/, msg('invalid_input'))
    .default(''),
  product: z.enum(BROADCAST_PRODUCTS, msg('invalid_input')).default('any'),
};
export const broadcastAudienceSchema = z.object({
  level: z.enum(BROADCAST_LEVELS),
  jurisdiction: z.string(),
  country: z.string(),
  product: z.enum(BROADCAST_PRODUCTS),
});
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;

const optionalText = (max: number) => z.string(msg('invalid_input')).trim().max(max, msg('text_too_long')).optional();
function perLanguage<P extends string, T extends z.ZodType>(prefix: P, schema: T): Record<`${P}_${Lang}`, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [`${prefix}_${lang}`, schema])) as Record<`${P}_${Lang}`, T>;
}
const optionalInstant = z
  .union([z.literal(''), z.iso.datetime({ offset: true, message: 'invalid_input' })], msg('invalid_input'))
  .optional()
  .transform((value) => (value === undefined || value === '' ? null : value));

export const broadcastViewSchema = z.object({
  id: idString,
  kind: z.enum(BROADCAST_KINDS),
  status: z.enum(BROADCAST_STATUSES),
  audience: broadcastAudienceSchema,
  /** The English title (what a missing translation falls back to). */
  title: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  send_at: isoTime,
  sent_at: isoTime.nullable(),
  /** Users who received it (inbox), or null for an announcement and for one not sent yet. */
  recipients: z.number().int().nullable(),
  announcement_id: idString.nullable(),
  created_by: z.string(),
  created_at: isoTime,
  cancelled_by: z.string().nullable(),
});
export type BroadcastView = z.infer<typeof broadcastViewSchema>;

export const broadcastDeskCalls = defineCalls({
  broadcasts: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'broadcast.read',
    input: z.object({}),
    output: z.object({ items: z.array(broadcastViewSchema) }),
    summary: 'Broadcasts: scheduled ones first (soonest first), then the last 100 sent or cancelled',
  },
  broadcastRecipients: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'broadcast.read',
    input: z.object({ kind: z.enum(BROADCAST_KINDS, msg('invalid_input')).default('message'), ...broadcastAudienceFields }),
    output: z.object({ count: z.number().int() }),
    summary: 'How many active users a broadcast to this group would reach now (an announcement: every active user)',
  },
  sendBroadcast: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'broadcast.write',
    idempotent: true,
    input: z.object({
      kind: z.enum(BROADCAST_KINDS, msg('invalid_input')),
      ...broadcastAudienceFields,
      ...perLanguage('title', optionalText(BROADCAST_TITLE_MAX)),
      ...perLanguage('body', optionalText(BROADCAST_BODY_MAX)),
      /** Empty: now. */
      send_at: optionalInstant,
      request_id: requestIdField,
    }),
    output: broadcastViewSchema,
    summary: 'Send an announcement or inbox message now or at send_at, in the languages written (English required; others fall back to it)',
  },
  cancelBroadcast: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'broadcast.write',
    idempotent: true,
    input: z.object({ id: idField, request_id: requestIdField }),
    output: broadcastViewSchema,
    summary: 'Cancel a broadcast still waiting for its time',
  },
});

/** The dashboard's money tiles: per asset, decimal strings at the asset's scale. */
export const assetAmountSchema = z.object({ asset: z.string(), amount: decimalString, count: z.number().int() });
export type AssetAmount = z.infer<typeof assetAmountSchema>;

export const DASHBOARD_QUEUES = ['kyc', 'deposits', 'withdrawals', 'adjustments', 'support', 'p2p', 'loans'] as const;
export type DashboardQueue = (typeof DASHBOARD_QUEUES)[number];

export const dashboardSchema = z.object({
  /** The Hong Kong day shown (the venue's day), and its bounds. */
  day: z.string(),
  from: isoTime,
  to: isoTime,
  /** Finance figures; null for a role without finance.read. */
  finance: z
    .object({
      deposits: z.array(assetAmountSchema),
      withdrawals: z.array(assetAmountSchema),
      fees: z.array(assetAmountSchema),
      volume: z.object({ spot: z.array(assetAmountSchema), contracts: assetAmountSchema, delivery: assetAmountSchema }),
      /** Margin × leverage of open and pending positions, per side, in USDT. */
      exposure: z.object({ long: decimalString, short: decimalString }),
      insurance: z.array(assetAmountSchema),
    })
    .nullable(),
  /** Users registered today; null for a role without users.read. */
  new_users: z.number().int().nullable(),
  /** Open queues the caller may work. */
  queues: z.array(z.object({ queue: z.enum(DASHBOARD_QUEUES), count: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardCalls = defineCalls({
  dashboard: {
    verbs: ['GET'],
    access: 'staff',
    input: z.object({}),
    output: dashboardSchema,
    summary:
      "The console's home: today's (Hong Kong day) money in and out, volume, fees, new users, open queues, exposure and insurance; each part only for roles that may open its desk",
  },
});
