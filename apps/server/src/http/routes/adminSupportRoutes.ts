import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  answerTicket,
  closeConversation,
  deleteCannedReply,
  getDeskChat,
  getSupportUserPanel,
  listCannedReplies,
  listSupportAgents,
  listSupportQueue,
  listTickets,
  markDeskRead,
  readDeskSupportImage,
  replyToConversation,
  saveCannedReply,
  takeConversation,
  transferConversation,
} from '../../modules/support/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';
import { cannedTexts } from './supportRoutes.js';

/** Reads of a user's data are audited once per window per staff session and input (the console refreshes them live). */
const READ_WINDOW_MS = 10 * 60_000;

/**
 * The support desk (issue 16): the queue, conversations, the read-only account panel, replies,
 * assignment and transfer, closing, canned replies, visitors' messages. Every action is audited
 * in its own transaction (defineCall's `audit`), so handlers work on `ctx.db`.
 */
export function registerAdminSupportRoutes(app: FastifyInstance, services: Services): void {
  const { clock, images } = services;
  const conversationTarget = (input: { id: string }) => `support_conversation:${input.id}`;

  defineCall(app, services, 'admin', 'supportQueue', {
    handler: async (input, ctx) => ok(await listSupportQueue(ctx.db, { scope: input.scope, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'supportDeskChat', {
    audit: { action: 'support.viewConversation', target: conversationTarget, repeatWindowMs: READ_WINDOW_MS },
    handler: (input, ctx) => getDeskChat(ctx.db, { conversationId: BigInt(input.id) }),
  });
  defineCall(app, services, 'admin', 'supportUserPanel', {
    audit: { action: 'support.viewUserPanel', target: conversationTarget, repeatWindowMs: READ_WINDOW_MS },
    handler: (input, ctx) => getSupportUserPanel({ db: ctx.db, clock, exchange: services.exchange }, { conversationId: BigInt(input.id) }),
  });
  defineCall(app, services, 'admin', 'supportDeskImage', {
    audit: { action: 'support.viewImage', target: (input) => `support_image:${input.image_id}`, repeatWindowMs: READ_WINDOW_MS },
    handler: (input, ctx) => readDeskSupportImage(ctx.db, images, { imageId: input.image_id }),
  });
  defineCall(app, services, 'admin', 'supportAgents', { handler: async (_input, ctx) => ok(await listSupportAgents(ctx.db)) });
  defineCall(app, services, 'admin', 'supportTake', {
    audit: { action: 'support.take', target: conversationTarget },
    handler: (input, ctx) => takeConversation(ctx.db, clock, { conversationId: BigInt(input.id), staffId: ctx.staff.id }),
  });
  defineCall(app, services, 'admin', 'supportTransfer', {
    audit: { action: 'support.transfer', target: conversationTarget, details: (input, value) => ({ to_agent_id: input.agent_id, to_agent: value?.agent }) },
    handler: (input, ctx) => transferConversation(ctx.db, clock, { conversationId: BigInt(input.id), agentId: BigInt(input.agent_id) }),
  });
  defineCall(app, services, 'admin', 'supportReply', {
    audit: { action: 'support.reply', target: conversationTarget, details: (input, value) => ({ text: input.text, message_id: value?.id }) },
    handler: (input, ctx) => replyToConversation(ctx.db, clock, { conversationId: BigInt(input.id), staffId: ctx.staff.id, text: input.text }),
  });
  defineCall(app, services, 'admin', 'supportDeskRead', {
    // Read marks move on every new message: one entry per conversation and minute is enough to see who read what.
    audit: { action: 'support.read', target: conversationTarget, details: (input) => ({ message_id: input.message_id }), repeatWindowMs: 60_000 },
    handler: (input, ctx) => markDeskRead(ctx.db, { conversationId: BigInt(input.id), messageId: BigInt(input.message_id) }),
  });
  defineCall(app, services, 'admin', 'supportClose', {
    audit: { action: 'support.close', target: conversationTarget, details: (input) => ({ reason: input.reason, note: input.note }) },
    handler: (input, ctx) =>
      closeConversation(ctx.db, clock, { conversationId: BigInt(input.id), staffId: ctx.staff.id, reason: input.reason, note: input.note }),
  });
  defineCall(app, services, 'admin', 'supportCanned', { handler: async (_input, ctx) => ok(await listCannedReplies(ctx.db)) });
  defineCall(app, services, 'admin', 'supportSaveCanned', {
    audit: {
      action: 'support.saveCanned',
      target: (input, value) => `support_canned:${input.id ?? value?.id ?? 'new'}`,
      details: (input) => ({ title: input.title, texts: cannedTexts(input) }),
    },
    handler: (input, ctx) =>
      saveCannedReply(ctx.db, clock, {
        id: input.id === undefined ? undefined : BigInt(input.id),
        title: input.title,
        texts: cannedTexts(input),
        staffId: ctx.staff.id,
      }),
  });
  defineCall(app, services, 'admin', 'supportDeleteCanned', {
    audit: { action: 'support.deleteCanned', target: (input) => `support_canned:${input.id}` },
    handler: (input, ctx) => deleteCannedReply(ctx.db, { id: BigInt(input.id) }),
  });
  defineCall(app, services, 'admin', 'supportTickets', {
    handler: async (input, ctx) => ok(await listTickets(ctx.db, { status: input.status, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'supportAnswerTicket', {
    audit: {
      action: 'support.answerTicket',
      target: (input) => `support_ticket:${input.id}`,
      details: (input, value) => ({ text: input.text, email: value?.email }),
    },
    handler: (input, ctx) =>
      answerTicket(
        { db: ctx.db, clock, mail: services.mail, catalogue: services.catalogue },
        { ticketId: BigInt(input.id), staffId: ctx.staff.id, text: input.text },
      ),
  });
}
