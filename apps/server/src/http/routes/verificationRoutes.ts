import {
  addressSubmitInputSchema,
  FEATURE_GATES,
  type Feature,
  fail,
  ID_TYPE_KEYS,
  juniorSubmitInputSchema,
  kycDecisionInputSchema,
  kycQueueInputSchema,
  missingFor,
  ok,
  seniorSubmitInputSchema,
  uploadIdImageInputSchema,
  uploadIdSchema,
} from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  approveVerification,
  creditScore,
  findUserById,
  heldRequirements,
  listKycQueue,
  readIdentityImage,
  rejectVerification,
  submitAddress,
  submitJunior,
  submitSenior,
  uploadIdentityImage,
  verificationHub,
  verificationStatuses,
} from '../../modules/identity/index.js';
import { listUserMessages, markMessagesRead } from '../../modules/messaging/index.js';
import { defineUntypedCall } from '../calls.js';
import type { Services } from '../services.js';

const idField = z.string().regex(/^\d{1,18}$/, { message: 'invalid_input' });

/** Identity verification (spec §2 /person/sfyz, smauth, seniorauth, dzrz), the credit score, feature gates and the inbox. */
export function registerVerificationRoutes(app: FastifyInstance, services: Services): void {
  const user = { scope: 'web' as const, auth: 'user' as const };
  const { db, clock, images } = services;

  defineUntypedCall(app, services, {
    ...user,
    name: 'userIdCard',
    methods: ['POST'],
    input: uploadIdImageInputSchema,
    summary: 'Upload one identity picture (multipart: slot, file; JPG/PNG by content, under 8 MB; re-encoded without metadata)',
    rateLimitPerMinute: 20,
    handler: (input, ctx) => uploadIdentityImage(db, images, clock, { userId: ctx.userId, slot: input.slot, file: input.file }),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'idImage',
    methods: ['GET'],
    input: z.object({ upload_id: uploadIdSchema }),
    summary: 'One of your identity pictures (its owner only)',
    binary: true,
    handler: async (input, ctx) => {
      const image = await readIdentityImage(db, images, { uploadId: input.upload_id, userId: ctx.userId });
      return image ? ok({ contentType: image.mime, body: image.buffer }) : fail('upload_unknown');
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getIdcardType',
    methods: ['GET'],
    input: z.object({ level: z.enum(['junior', 'senior']).default('junior') }),
    summary: 'The ID types of the junior (1–5) or senior (1–3) form',
    handler: async (input) => ok({ types: Object.entries(ID_TYPE_KEYS[input.level]).map(([id, key]) => ({ id: Number(id), key })) }),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'idcardinfo',
    methods: ['GET'],
    input: z.object({}),
    summary: 'The verification hub: each level with its state and data',
    handler: async (_input, ctx) => {
      const found = await findUserById(db, ctx.userId);
      return found ? ok(await verificationHub(db, found)) : fail('login_required');
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'has_renzheng',
    methods: ['GET'],
    input: z.object({}),
    summary: 'Each verification level’s state',
    handler: async (_input, ctx) => ok(await verificationStatuses(db, ctx.userId)),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'setNameAuth',
    methods: ['POST'],
    input: juniorSubmitInputSchema,
    summary: 'Submit junior verification: nationality, ID type, name, ID number and three pictures (upload ids)',
    rateLimitPerMinute: 10,
    handler: (input, ctx) => submitJunior(db, clock, { userId: ctx.userId, form: input }),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'seniorAuth',
    methods: ['POST'],
    input: seniorSubmitInputSchema,
    summary: 'Submit senior verification: ID type, a portrait and a photo holding the document',
    rateLimitPerMinute: 10,
    handler: (input, ctx) => submitSenior(db, clock, { userId: ctx.userId, form: input }),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'addressAuth',
    methods: ['POST'],
    input: addressSubmitInputSchema,
    summary: 'Submit address verification: the address and a utility bill',
    rateLimitPerMinute: 10,
    handler: (input, ctx) => submitAddress(db, clock, { userId: ctx.userId, form: input }),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getCredit',
    methods: ['GET'],
    input: z.object({}),
    summary: 'The credit score with each factor’s contribution and the loan limit it sets',
    handler: async (_input, ctx) => {
      const score = await creditScore(db, clock, { userId: ctx.userId });
      return score ? ok(score) : fail('login_required');
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getGates',
    methods: ['GET'],
    input: z.object({}),
    summary: 'What the user holds of each feature’s requirements, and what is missing',
    handler: async (_input, ctx) => {
      const held = await heldRequirements(db, ctx.userId);
      const missing = Object.fromEntries((Object.keys(FEATURE_GATES) as Feature[]).map((feature) => [feature, missingFor(feature, held)]));
      return ok({ held, missing });
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getMessages',
    methods: ['GET'],
    input: z.object({ page: z.coerce.number().int().min(1).default(1), page_size: z.coerce.number().int().min(1).max(100).default(20) }),
    summary: 'Your messages, newest first, in your language',
    handler: async (input, ctx) =>
      ok(await listUserMessages(db, services.catalogue, { userId: ctx.userId, lang: ctx.lang, page: input.page, pageSize: input.page_size })),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'readMessage',
    methods: ['POST'],
    input: z.object({ id: idField.optional(), all: z.string().optional() }),
    summary: 'Mark one message (id) or all (all=1) as read',
    handler: async (input, ctx) => {
      if (!input.id && input.all !== '1') return fail('invalid_input');
      const marked = await markMessagesRead(db, clock, { userId: ctx.userId, id: input.id ? BigInt(input.id) : undefined });
      return ok({ marked });
    },
  });

  registerComplianceRoutes(app, services);
}

/** The compliance desk: every decision lands in the audit log (defineCall's `audit`). */
function registerComplianceRoutes(app: FastifyInstance, services: Services): void {
  const staff = { scope: 'admin' as const, auth: 'staff' as const };
  const { db, clock, images } = services;

  defineUntypedCall(app, services, {
    ...staff,
    name: 'kycQueue',
    methods: ['GET'],
    permission: 'kyc.read',
    input: kycQueueInputSchema,
    summary: 'Verification submissions by status (pending: oldest first)',
    handler: async (input) =>
      ok(
        await listKycQueue(db, {
          status: input.status,
          level: input.level,
          userId: input.user_id ? BigInt(input.user_id) : undefined,
          page: input.page,
          pageSize: input.page_size,
        }),
      ),
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'kycImage',
    methods: ['GET'],
    permission: 'kyc.read',
    input: z.object({ upload_id: uploadIdSchema }),
    summary: 'An identity picture',
    binary: true,
    audit: { action: 'kyc.viewImage', target: (input) => `upload:${input.upload_id}`, repeatWindowMs: 10 * 60_000 },
    handler: async (input) => {
      const image = await readIdentityImage(db, images, { uploadId: input.upload_id });
      return image ? ok({ contentType: image.mime, body: image.buffer }) : fail('upload_unknown');
    },
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'kycApprove',
    methods: ['POST'],
    permission: 'kyc.review',
    input: kycDecisionInputSchema,
    summary: 'Approve a verification; the user gets a message',
    audit: { action: 'kyc.approve', target: (input) => `verification:${input.id}` },
    handler: async (input, ctx) => {
      const approved = await approveVerification(db, clock, { id: BigInt(input.id), staff: ctx.staff.username });
      return approved.ok ? ok({}) : approved;
    },
  });

  defineUntypedCall(app, services, {
    ...staff,
    name: 'kycReject',
    methods: ['POST'],
    permission: 'kyc.review',
    input: kycDecisionInputSchema,
    summary: 'Reject a verification with the reason the user will read',
    audit: { action: 'kyc.reject', target: (input) => `verification:${input.id}`, details: (input) => ({ reason: input.reason }) },
    handler: async (input, ctx) => {
      const rejected = await rejectVerification(db, clock, { id: BigInt(input.id), staff: ctx.staff.username, reason: input.reason });
      return rejected.ok ? ok({}) : rejected;
    },
  });
}
