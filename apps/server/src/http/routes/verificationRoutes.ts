import { ok, SWITCHABLE_NOTIFY_GROUPS, type SwitchableNotifyGroup } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  approveVerification,
  findUserById,
  getCreditScore,
  getFeatureGates,
  getVerificationHub,
  getVerificationStatuses,
  listIdTypes,
  listKycQueue,
  readIdentityImage,
  rejectVerification,
  submitAddress,
  submitJunior,
  submitSenior,
  uploadIdentityImage,
} from '../../modules/identity/index.js';
import { loanRecord } from '../../modules/loans/index.js';
import { getNotifyPrefs, getUserMessage, listUserMessages, markMessagesRead, setNotifyPrefs } from '../../modules/messaging/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Identity verification (spec §2 /person/sfyz, smauth, seniorauth, dzrz), the credit score, feature gates and the inbox. */
export function registerVerificationRoutes(app: FastifyInstance, services: Services): void {
  const { clock, images } = services;

  defineCall(app, services, 'web', 'userIdCard', {
    rateLimitPerMinute: 20,
    handler: (input, ctx) => uploadIdentityImage(ctx.db, images, clock, { userId: ctx.userId, slot: input.slot, file: input.file }),
  });
  defineCall(app, services, 'web', 'idImage', {
    handler: (input, ctx) => readIdentityImage(ctx.db, images, { uploadId: input.upload_id, userId: ctx.userId }),
  });
  defineCall(app, services, 'web', 'getIdcardType', { handler: async (input) => ok(listIdTypes({ level: input.level })) });
  defineCall(app, services, 'web', 'idcardinfo', { handler: (_input, ctx) => getVerificationHub(ctx.db, { userId: ctx.userId }) });
  defineCall(app, services, 'web', 'has_renzheng', { handler: async (_input, ctx) => ok(await getVerificationStatuses(ctx.db, { userId: ctx.userId })) });
  defineCall(app, services, 'web', 'setNameAuth', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) => submitJunior(ctx.db, clock, { userId: ctx.userId, form: input }),
  });
  defineCall(app, services, 'web', 'seniorAuth', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) => submitSenior(ctx.db, clock, { userId: ctx.userId, form: input }),
  });
  defineCall(app, services, 'web', 'addressAuth', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) => submitAddress(ctx.db, clock, { userId: ctx.userId, form: input }),
  });
  defineCall(app, services, 'web', 'getCredit', { handler: (_input, ctx) => getCreditScore(ctx.db, clock, { userId: ctx.userId, loans: loanRecord }) });
  defineCall(app, services, 'web', 'getGates', { handler: async (_input, ctx) => ok(await getFeatureGates(ctx.db, { userId: ctx.userId })) });
  defineCall(app, services, 'web', 'getMessages', {
    handler: async (input, ctx) =>
      ok(
        await listUserMessages(ctx.db, services.catalogue, {
          userId: ctx.userId,
          lang: ctx.lang,
          page: input.page,
          pageSize: input.page_size,
          unreadOnly: input.unread === '1',
        }),
      ),
  });
  defineCall(app, services, 'web', 'readMessage', {
    handler: (input, ctx) => markMessagesRead(ctx.db, clock, { userId: ctx.userId, id: input.id, all: input.all }),
  });
  defineCall(app, services, 'web', 'getMessage', {
    handler: (input, ctx) => getUserMessage(ctx.db, services.catalogue, { userId: ctx.userId, id: BigInt(input.id), lang: ctx.lang }),
  });
  // Where mails would go and whether they carry an anti-phishing code come from the account.
  const recipient = async (userId: bigint) => {
    const user = await findUserById(services.db, userId);
    return { email: user?.email ?? null, antiPhishingCode: user?.antiPhishingCode ?? null };
  };
  defineCall(app, services, 'web', 'getNotifyPrefs', {
    handler: async (_input, ctx) => ok(await getNotifyPrefs(ctx.db, { userId: ctx.userId, ...(await recipient(ctx.userId)) })),
  });
  defineCall(app, services, 'web', 'setNotifyPrefs', {
    handler: async (input, ctx) => {
      const changes: Partial<Record<SwitchableNotifyGroup, boolean>> = {};
      for (const group of SWITCHABLE_NOTIFY_GROUPS) {
        const value = input[group];
        if (value !== undefined) changes[group] = value === '1';
      }
      return ok(await setNotifyPrefs(ctx.db, clock, { userId: ctx.userId, ...(await recipient(ctx.userId)), changes }));
    },
  });

  registerComplianceRoutes(app, services);
}

/**
 * The compliance desk: every decision is audited in its own transaction (defineCall's `audit`),
 * so the handlers work on `ctx.db`, that transaction.
 */
function registerComplianceRoutes(app: FastifyInstance, services: Services): void {
  const { clock, images } = services;

  defineCall(app, services, 'admin', 'kycQueue', {
    handler: async (input, ctx) =>
      ok(
        await listKycQueue(ctx.db, {
          status: input.status,
          level: input.level,
          userId: input.user_id ? BigInt(input.user_id) : undefined,
          page: input.page,
          pageSize: input.page_size,
        }),
      ),
  });
  defineCall(app, services, 'admin', 'kycImage', {
    audit: { action: 'kyc.viewImage', target: (input) => `upload:${input.upload_id}`, repeatWindowMs: 10 * 60_000 },
    handler: (input, ctx) => readIdentityImage(ctx.db, images, { uploadId: input.upload_id }),
  });
  defineCall(app, services, 'admin', 'kycApprove', {
    audit: { action: 'kyc.approve', target: (input) => `verification:${input.id}` },
    handler: async (input, ctx) => {
      const approved = await approveVerification(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username });
      return approved.ok ? ok({}) : approved;
    },
  });
  defineCall(app, services, 'admin', 'kycReject', {
    audit: { action: 'kyc.reject', target: (input) => `verification:${input.id}`, details: (input) => ({ reason: input.reason }) },
    handler: async (input, ctx) => {
      const rejected = await rejectVerification(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username, reason: input.reason });
      return rejected.ok ? ok({}) : rejected;
    },
  });
}
