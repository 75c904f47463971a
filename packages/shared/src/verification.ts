import { z } from 'zod';
import type { ErrorName } from './errors.js';

/**
 * Identity verification in three tiers (spec §3 Identity, Address verification; §4; §5).
 * "KYC" is the account level every user holds once registration confirmed their e-mail
 * or phone by a code; junior, senior and address are reviewed by compliance staff.
 */
export const VERIFICATION_LEVELS = ['junior', 'senior', 'address'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

/** `none`: never submitted. A failed (rejected) level may be submitted again. */
export const VERIFICATION_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Spec §3: the junior form offers 1 ID card, 2 passport, 3 driving licence, 4 residence permit, 5 other. */
export const JUNIOR_ID_TYPES = [1, 2, 3, 4, 5] as const;
/** Spec §3: the senior form offers 1 ID card, 2 passport, 3 other. */
export const SENIOR_ID_TYPES = [1, 2, 3] as const;
/** i18n key suffix of each ID type per level (`kyc:idType.<key>`). */
export const ID_TYPE_KEYS: Record<VerificationLevel, Record<number, string>> = {
  junior: { 1: 'id_card', 2: 'passport', 3: 'driving_licence', 4: 'residence_permit', 5: 'other' },
  senior: { 1: 'id_card', 2: 'passport', 3: 'other' },
  address: {},
};

/**
 * The pictures each level needs, by slot. Junior: the document's front and back and a photo
 * of the user holding it with a signature. Senior: a portrait (face uncovered, no headwear)
 * and a photo holding the document with both arms visible. Address: a utility bill.
 */
export const IMAGE_SLOTS = {
  junior: ['front', 'back', 'hold'],
  senior: ['face', 'hold'],
  address: ['bill'],
} as const satisfies Record<VerificationLevel, readonly string[]>;
export type ImageSlot = (typeof IMAGE_SLOTS)[VerificationLevel][number];
export const ALL_IMAGE_SLOTS = ['front', 'back', 'hold', 'face', 'bill'] as const satisfies readonly ImageSlot[];

export const REAL_NAME_MAX = 100;
export const ID_NUMBER_MAX = 32;
export const ADDRESS_MAX = 300;

/** An upload's id: random, unguessable, and still checked against its owner on every read. */
export const uploadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22,32}$/, { message: 'upload_required' satisfies ErrorName });
const optionalUploadId = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(uploadIdSchema.optional());

/** web/userIdCard (multipart): one picture for one slot; answers its upload id. */
export const uploadIdImageInputSchema = z.object({
  slot: z.enum(ALL_IMAGE_SLOTS, { message: 'invalid_input' satisfies ErrorName }),
  /** The file's bytes on the server; `Buffer` is looked up lazily because browsers have none. */
  file: z.custom<Buffer>((value) => typeof Buffer !== 'undefined' && Buffer.isBuffer(value)).optional(),
});

const trimmed = z
  .string()
  .optional()
  .default('')
  .transform((v) => v.trim());

/** web/setNameAuth: junior verification. Emptiness is checked by the use case so that one message covers all four fields (spec §8). */
export const juniorSubmitInputSchema = z.object({
  nationality: trimmed,
  id_type: trimmed,
  real_name: trimmed,
  id_number: trimmed,
  front: optionalUploadId,
  back: optionalUploadId,
  hold: optionalUploadId,
});
export type JuniorSubmitInput = z.infer<typeof juniorSubmitInputSchema>;

/** web/seniorAuth. */
export const seniorSubmitInputSchema = z.object({
  id_type: trimmed,
  face: optionalUploadId,
  hold: optionalUploadId,
});
export type SeniorSubmitInput = z.infer<typeof seniorSubmitInputSchema>;

/** web/addressAuth. */
export const addressSubmitInputSchema = z.object({
  address: trimmed,
  bill: optionalUploadId,
});
export type AddressSubmitInput = z.infer<typeof addressSubmitInputSchema>;

/** The answers of the verification calls are typed from their contract (contract/verification.ts). */
export type {
  KycQueueItem,
  VerificationHub,
  VerificationImageView,
  VerificationStatuses,
  VerificationView,
} from './contract/verification.js';

export const kycQueueInputSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected'], { message: 'invalid_input' satisfies ErrorName }).default('pending'),
  level: z.enum(VERIFICATION_LEVELS, { message: 'invalid_input' satisfies ErrorName }).optional(),
  user_id: z
    .string()
    .regex(/^\d{1,18}$/, { message: 'invalid_input' satisfies ErrorName })
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const kycDecisionInputSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, { message: 'invalid_input' satisfies ErrorName }),
  reason: z
    .string()
    .optional()
    .default('')
    .transform((v) => v.trim().slice(0, 500)),
});

/** Normalised for the one-account-per-ID-number rule: letters upper-cased, spaces and dashes dropped. */
export function normalizeIdNumber(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

/** Shows the first two and last two characters of an approved ID number. */
export function maskIdNumber(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}
