import { LANGUAGES, ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  getSupportChat,
  leaveVisitorMessage,
  listSupportMessages,
  markSupportRead,
  rateConversation,
  readSupportImage,
  sendSupportMessage,
  uploadSupportImage,
} from '../../modules/support/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Live customer service for users (issue 16): the conversation, its history, messages and pictures, read marks, the rating; a visitor's message. */
export function registerSupportRoutes(app: FastifyInstance, services: Services): void {
  const { clock, images } = services;

  defineCall(app, services, 'web', 'supportChat', { handler: async (_input, ctx) => ok(await getSupportChat(ctx.db, clock, { userId: ctx.userId })) });
  defineCall(app, services, 'web', 'supportMessages', {
    handler: async (input, ctx) =>
      ok(
        await listSupportMessages(ctx.db, {
          userId: ctx.userId,
          after: input.after === undefined ? undefined : BigInt(input.after),
          before: input.before === undefined ? undefined : BigInt(input.before),
        }),
      ),
  });
  defineCall(app, services, 'web', 'supportSend', {
    rateLimitPerMinute: 60,
    handler: (input, ctx) => sendSupportMessage(ctx.db, clock, { userId: ctx.userId, text: input.text, imageId: input.image_id, clientId: input.request_id }),
  });
  defineCall(app, services, 'web', 'supportUploadImage', {
    rateLimitPerMinute: 20,
    handler: (input, ctx) => uploadSupportImage(ctx.db, images, clock, { userId: ctx.userId, file: input.file }),
  });
  defineCall(app, services, 'web', 'supportImage', {
    handler: (input, ctx) => readSupportImage(ctx.db, images, { userId: ctx.userId, imageId: input.image_id }),
  });
  defineCall(app, services, 'web', 'supportRead', {
    rateLimitPerMinute: 120,
    handler: (input, ctx) => markSupportRead(ctx.db, { userId: ctx.userId, messageId: BigInt(input.message_id) }),
  });
  defineCall(app, services, 'web', 'supportRate', {
    handler: (input, ctx) =>
      rateConversation(ctx.db, clock, { userId: ctx.userId, conversationId: BigInt(input.id), rating: input.rating, comment: input.comment }),
  });
  defineCall(app, services, 'web', 'supportLeaveMessage', {
    rateLimitPerMinute: 5,
    handler: (input, ctx) => leaveVisitorMessage(ctx.db, clock, { email: input.email, message: input.message, lang: ctx.lang, ip: ctx.origin.ip }),
  });
}

/** The languages a canned reply may carry, as the contract's `text_<lang>` fields. */
export function cannedTexts(input: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, typeof input[`text_${lang}`] === 'string' ? (input[`text_${lang}`] as string) : '']));
}
