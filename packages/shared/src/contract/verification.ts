import { z } from 'zod';
import { FEATURE_GATES, type Feature, REQUIREMENTS } from '../featureGates.js';
import { NOTIFY_GROUPS } from '../inbox.js';
import {
  ALL_IMAGE_SLOTS,
  addressSubmitInputSchema,
  juniorSubmitInputSchema,
  kycDecisionInputSchema,
  kycQueueInputSchema,
  seniorSubmitInputSchema,
  uploadIdImageInputSchema,
  uploadIdSchema,
  VERIFICATION_LEVELS,
  VERIFICATION_STATUSES,
} from '../verification.js';
import { binaryOutput, decimalString, defineCalls, emptyOutput, idField, idString, isoTime, noInput, pageOf, pagingFields, requestIdField } from './define.js';

/** One picture of a submission: its slot and the upload id that reads it (idImage, kycImage). */
export const verificationImageViewSchema = z.object({ slot: z.enum(ALL_IMAGE_SLOTS), upload_id: z.string() });
export type VerificationImageView = z.infer<typeof verificationImageViewSchema>;

/** One level as its owner (or compliance) sees it. The ID number is masked for its owner once approved. */
export const verificationViewSchema = z.object({
  level: z.enum(VERIFICATION_LEVELS),
  status: z.enum(VERIFICATION_STATUSES),
  /** Null for a level never submitted. */
  id: idString.nullable(),
  /** The reviewer's reason when rejected. */
  reason: z.string(),
  submitted_at: isoTime.nullable(),
  reviewed_at: isoTime.nullable(),
  nationality: z.string(),
  id_type: z.number().int().nullable(),
  real_name: z.string(),
  id_number: z.string(),
  address: z.string(),
  images: z.array(verificationImageViewSchema),
});
export type VerificationView = z.infer<typeof verificationViewSchema>;

/** web/idcardinfo: the hub (/person/sfyz). `kyc` is the account level (contact confirmed at registration). */
export const verificationHubSchema = z.object({
  kyc: z.object({ status: z.literal('approved'), contact: z.enum(['email', 'phone']) }),
  junior: verificationViewSchema,
  senior: verificationViewSchema,
  address: verificationViewSchema,
  /** The highest approved level, in order kyc < junior < senior < address. */
  level: z.enum(['kyc', ...VERIFICATION_LEVELS]),
});
export type VerificationHub = z.infer<typeof verificationHubSchema>;

/** web/has_renzheng. */
export const verificationStatusesSchema = z.object({
  junior: z.enum(VERIFICATION_STATUSES),
  senior: z.enum(VERIFICATION_STATUSES),
  address: z.enum(VERIFICATION_STATUSES),
});
export type VerificationStatuses = z.infer<typeof verificationStatusesSchema>;

/** A submission in the compliance queue (admin/kycQueue): the ID number is never masked here. */
export const kycQueueItemSchema = verificationViewSchema.extend({
  user_id: idString,
  account: z.string(),
  user_nationality: z.string(),
  /** The staff member who decided; empty while pending. */
  reviewed_by: z.string(),
});
export type KycQueueItem = z.infer<typeof kycQueueItemSchema>;

/** web/userIdCard. */
export const uploadedImageSchema = z.object({ upload_id: z.string(), slot: z.enum(ALL_IMAGE_SLOTS) });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** web/getIdcardType: an ID type of a form and the i18n key of its name (`kyc:idType.<key>`). */
export const idTypeOptionSchema = z.object({ id: z.number().int(), key: z.string() });
export type IdTypeOption = z.infer<typeof idTypeOptionSchema>;

/** web/getCredit: one factor of the credit score. */
export const creditFactorSchema = z.object({
  key: z.enum(['base', 'verification', 'account_age', 'repayment', 'overdue']),
  /** What the factor measured: a level, days, a count. */
  value: z.string(),
  points: z.number().int(),
  /** The most this factor can add (negative for a penalty's floor). */
  max: z.number().int(),
});
export type CreditFactor = z.infer<typeof creditFactorSchema>;

export const creditScoreViewSchema = z.object({
  score: z.number().int(),
  max: z.number().int(),
  factors: z.array(creditFactorSchema),
  loan_limit_usdt: decimalString,
  bands: z.array(z.object({ min_score: z.number().int(), limit_usdt: decimalString })),
});
export type CreditScoreView = z.infer<typeof creditScoreViewSchema>;

/** What a user holds, as the feature gates see it. */
export const heldRequirementsSchema = z.object({
  contact: z.boolean(),
  tpwd: z.boolean(),
  junior: z.boolean(),
  senior: z.boolean(),
  address: z.boolean(),
});
export type HeldRequirements = z.infer<typeof heldRequirementsSchema>;

/** web/getGates: what the user holds, and per feature what is missing. */
export const gatesViewSchema = z.object({
  held: heldRequirementsSchema,
  missing: z.record(z.enum(Object.keys(FEATURE_GATES) as [Feature, ...Feature[]]), z.array(z.enum(REQUIREMENTS))),
});
export type GatesView = z.infer<typeof gatesViewSchema>;

/** One inbox message, already in the reader's language. */
export const inboxMessageSchema = z.object({
  id: idString,
  kind: z.string(),
  /** Which notification group it belongs to (the icon, the e-mail preference). */
  group: z.enum(NOTIFY_GROUPS),
  title: z.string(),
  body: z.string(),
  /** The page it is about (a path of this site, e.g. `/kjmb?id=12`), '' when it is about nothing to open. */
  link: z.string(),
  created_at: isoTime,
  read: z.union([z.literal(0), z.literal(1)]),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** web/getMessages: a page of the inbox; `unread` counts the whole inbox. */
export const inboxPageSchema = z.object({ total: z.number().int(), unread: z.number().int(), items: z.array(inboxMessageSchema) });
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** web/getMessage: one message with the inbox's unread count (the page shows it before marking the message read). */
export const inboxMessageDetailSchema = z.object({ message: inboxMessageSchema, unread: z.number().int() });
export type InboxMessageDetail = z.infer<typeof inboxMessageDetailSchema>;

/** web/getNotifyPrefs: per group whether its messages also go by e-mail, and where they would go. */
export const notifyPrefsSchema = z.object({
  groups: z.array(z.object({ group: z.enum(NOTIFY_GROUPS), email: z.boolean(), switchable: z.boolean() })),
  /** The masked address mails go to; '' when the account has no e-mail (then nothing is mailed). */
  email: z.string(),
  /** Whether the user set an anti-phishing code (printed in every mail). */
  anti_phishing: z.boolean(),
});
export type NotifyPrefs = z.infer<typeof notifyPrefsSchema>;

const onOff = z.enum(['0', '1'], { message: 'invalid_input' });

const userRead = { verbs: ['GET'], access: 'user', input: noInput } as const;
const userSubmit = { verbs: ['POST'], access: 'user', idempotent: true } as const;
const once = { request_id: requestIdField };

/** Identity verification (spec §2 /person/sfyz, smauth, seniorauth, dzrz), the credit score, feature gates and the inbox. */
export const verificationCalls = defineCalls({
  userIdCard: {
    ...userSubmit,
    upload: true,
    input: uploadIdImageInputSchema.extend(once),
    output: uploadedImageSchema,
    summary:
      'Upload one identity picture (multipart: slot, file, request_id; JPG/PNG by content, under 8 MB; re-encoded without metadata). A retry with the same request_id answers the first upload id',
  },
  idImage: {
    ...userRead,
    input: z.object({ upload_id: uploadIdSchema }),
    output: binaryOutput,
    binary: true,
    summary: 'One of your identity pictures (its owner only)',
  },
  getIdcardType: {
    ...userRead,
    input: z.object({ level: z.enum(['junior', 'senior'], { message: 'invalid_input' }).default('junior') }),
    output: z.object({ types: z.array(idTypeOptionSchema) }),
    summary: 'The ID types of the junior (1–5) or senior (1–3) form',
  },
  idcardinfo: { ...userRead, output: verificationHubSchema, summary: 'The verification hub: each level with its state and data' },
  has_renzheng: { ...userRead, output: verificationStatusesSchema, summary: 'Each verification level’s state' },
  setNameAuth: {
    ...userSubmit,
    input: juniorSubmitInputSchema.extend(once),
    output: verificationViewSchema,
    summary: 'Submit junior verification: nationality, ID type, name, ID number and three pictures (upload ids)',
  },
  seniorAuth: {
    ...userSubmit,
    input: seniorSubmitInputSchema.extend(once),
    output: verificationViewSchema,
    summary: 'Submit senior verification: ID type, a portrait and a photo holding the document',
  },
  addressAuth: {
    ...userSubmit,
    input: addressSubmitInputSchema.extend(once),
    output: verificationViewSchema,
    summary: 'Submit address verification: the address and a utility bill',
  },
  getCredit: { ...userRead, output: creditScoreViewSchema, summary: 'The credit score with each factor’s contribution and the loan limit it sets' },
  getGates: { ...userRead, output: gatesViewSchema, summary: 'What the user holds of each feature’s requirements, and what is missing' },
  getMessages: {
    ...userRead,
    input: z.object({ ...pagingFields(100), unread: onOff.optional() }),
    output: inboxPageSchema,
    summary: 'Your messages, newest first, in your language (unread=1: only unread ones; `total` counts what is listed)',
  },
  readMessage: {
    ...userSubmit,
    input: z.object({ id: idField.optional(), all: z.string().optional(), ...once }),
    output: z.object({ marked: z.number().int() }),
    summary: 'Mark one message (id) or all (all=1) as read',
  },
  getMessage: {
    ...userRead,
    input: z.object({ id: idField }),
    output: inboxMessageDetailSchema,
    summary: 'One of your messages (its owner only), in your language, with the page it links to',
  },
  getNotifyPrefs: {
    ...userRead,
    output: notifyPrefsSchema,
    summary: 'Which groups of messages also go by e-mail (security notices always do)',
  },
  setNotifyPrefs: {
    ...userSubmit,
    input: z.object({
      funds: onOff.optional(),
      trading: onOff.optional(),
      earn_loans: onOff.optional(),
      p2p: onOff.optional(),
      account: onOff.optional(),
      ...once,
    }),
    output: notifyPrefsSchema,
    summary: 'Switch e-mail for groups of messages on (1) or off (0); groups left out keep their setting; security cannot be switched off',
  },
});

const complianceRead = { verbs: ['GET'], access: 'staff', permission: 'kyc.read' } as const;
const complianceDecision = { verbs: ['POST'], access: 'staff', permission: 'kyc.review', idempotent: true, output: emptyOutput } as const;

/** The compliance desk (admin console): the queue, the pictures and the decisions, each audited. */
export const complianceCalls = defineCalls({
  kycQueue: {
    ...complianceRead,
    input: kycQueueInputSchema,
    output: pageOf(kycQueueItemSchema),
    summary: 'Verification submissions by status (pending: oldest first)',
  },
  kycImage: {
    ...complianceRead,
    input: z.object({ upload_id: uploadIdSchema }),
    output: binaryOutput,
    binary: true,
    summary: 'An identity picture',
  },
  kycApprove: {
    ...complianceDecision,
    input: z.object({ id: idField, ...once }),
    summary: 'Approve a verification; the user gets a message',
  },
  kycReject: {
    ...complianceDecision,
    input: kycDecisionInputSchema.extend(once),
    summary: 'Reject a verification with the reason the user will read',
  },
});
