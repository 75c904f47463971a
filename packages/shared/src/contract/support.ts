import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { LANGUAGES } from '../languages.js';
import {
  SUPPORT_CANNED_TEXT_MAX,
  SUPPORT_CANNED_TITLE_MAX,
  SUPPORT_CLOSE_REASONS,
  SUPPORT_CONVERSATION_STATUSES,
  SUPPORT_EVENTS,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_RATING_MAX,
  SUPPORT_RATING_MIN,
  SUPPORT_TICKET_MAX,
} from '../support.js';
import { uploadIdSchema } from '../verification.js';
import { binaryOutput, defineCalls, idField, idString, isoTime, noInput, pageOf, pagingFields, requestIdField } from './define.js';

/**
 * Live customer service (issue 16, spec §2 /service): the signed-in user's chat with support
 * (history across sessions and devices, pictures, read marks, a rating after close), a visitor's
 * message left with an e-mail address, and the support desk of the staff console.
 */

const msg = (name: ErrorName) => ({ message: name });
const once = { request_id: requestIdField };
/** An uploaded image (supportUploadImage's image_id); "" or absent for none. */
const optionalImage = z
  .union([z.literal(''), uploadIdSchema])
  .optional()
  .transform((value) => (value === '' ? undefined : value));
const messageText = z.string(msg('invalid_input')).trim().max(SUPPORT_MESSAGE_MAX, msg('text_too_long'));

// ---------- Views ----------

/** A conversation as its user sees it. Read marks are message ids: everything up to one has been read by that side. */
export const supportConversationSchema = z.object({
  id: idString,
  status: z.enum(SUPPORT_CONVERSATION_STATUSES),
  /** The agent holding it (their console name), null while in the queue. */
  agent: z.string().nullable(),
  close_reason: z.enum(SUPPORT_CLOSE_REASONS).nullable(),
  created_at: isoTime,
  closed_at: isoTime.nullable(),
  /** The last message the user has read / the agents have read (0: none). */
  user_read_through: idString,
  agent_read_through: idString,
  /** Closed conversations: the user's rating, once. */
  rating: z.number().int().nullable(),
  rating_comment: z.string().nullable(),
  can_rate: z.boolean(),
});
export type SupportConversationView = z.infer<typeof supportConversationSchema>;

/** One chat line. `from`: the user, an agent, or a system line (`event`). */
export const supportMessageSchema = z.object({
  id: idString,
  conversation_id: idString,
  from: z.enum(['user', 'agent', 'system']),
  /** Agent lines: the agent's console name; system lines: the agent named by the event. */
  agent: z.string().nullable(),
  text: z.string(),
  image_id: z.string().nullable(),
  event: z.enum(SUPPORT_EVENTS).nullable(),
  /** `closed` lines: the reason. */
  close_reason: z.enum(SUPPORT_CLOSE_REASONS).nullable(),
  /**
   * Agent lines on the user's side: the user's anti-phishing code (null when none is set), so
   * that a message from a real agent can be told from an impostor's. Never on the desk's side.
   */
  anti_phishing: z.string().nullable(),
  /** The sender's request id (user lines), so a page can match a message it sent before a reconnect. */
  client_id: z.string().nullable(),
  created_at: isoTime,
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** web/supportChat: the user's current conversation (open, else the latest closed one) and what the page needs around it. */
export const supportChatSchema = z.object({
  conversation: supportConversationSchema.nullable(),
  /** Whether the user has set an anti-phishing code in the security centre (the page invites them to otherwise). */
  anti_phishing_set: z.boolean(),
  /** Agents are at their desks now (SUPPORT_HOURS). */
  desk_open: z.boolean(),
});
export type SupportChat = z.infer<typeof supportChatSchema>;

export const supportMessagesSchema = z.object({
  items: z.array(supportMessageSchema),
  /** `before` pages: older messages exist. */
  has_more: z.boolean(),
});
export type SupportMessages = z.infer<typeof supportMessagesSchema>;

// ---------- Desk views ----------

/** A conversation as the desk sees it: in the queue, with the user's account and how long they have waited. */
export const supportDeskConversationSchema = z.object({
  id: idString,
  user_id: idString,
  account: z.string(),
  lang: z.string(),
  status: z.enum(SUPPORT_CONVERSATION_STATUSES),
  agent_id: idString.nullable(),
  agent: z.string().nullable(),
  /** Since when the user's oldest unanswered message waits (null: the agent answered last). */
  waiting_since: isoTime.nullable(),
  last_message_at: isoTime,
  /** The last line, shortened. */
  preview: z.string(),
  /** The user's messages the agents have not read yet. */
  unread: z.number().int(),
  created_at: isoTime,
  closed_at: isoTime.nullable(),
  close_reason: z.enum(SUPPORT_CLOSE_REASONS).nullable(),
  close_note: z.string().nullable(),
  rating: z.number().int().nullable(),
  rating_comment: z.string().nullable(),
  user_read_through: idString,
  agent_read_through: idString,
});
export type SupportDeskConversation = z.infer<typeof supportDeskConversationSchema>;

/** The read-only account panel beside a conversation: no write actions. */
export const supportUserPanelSchema = z.object({
  user_id: idString,
  account: z.string(),
  status: z.string(),
  registered_at: isoTime,
  nationality: z.string().nullable(),
  /** The highest approved verification level ('none', 'junior', 'senior', 'address') and each level's state. */
  verification_level: z.string(),
  verifications: z.array(z.object({ level: z.string(), status: z.string() })),
  exchange_usdt: z.string(),
  deposits: z.array(z.object({ id: idString, asset: z.string(), amount: z.string(), status: z.string(), created_at: isoTime })),
  withdrawals: z.array(z.object({ id: idString, asset: z.string(), amount: z.string(), status: z.string(), created_at: isoTime })),
  /** Open spot orders and open leveraged positions and quick-buy orders, newest first. */
  open_orders: z.array(z.object({ kind: z.enum(['spot', 'position', 'p2p']), id: idString, label: z.string(), created_at: isoTime })),
  /** Earlier conversations of this user (newest first). */
  previous_conversations: z.array(
    z.object({ id: idString, closed_at: isoTime.nullable(), close_reason: z.enum(SUPPORT_CLOSE_REASONS).nullable(), rating: z.number().int().nullable() }),
  ),
});
export type SupportUserPanel = z.infer<typeof supportUserPanelSchema>;

export const supportAgentSchema = z.object({ id: idString, username: z.string(), active_conversations: z.number().int() });
export type SupportAgent = z.infer<typeof supportAgentSchema>;

/** A canned reply: a title for the agent and its text in every language (the user's is inserted). */
export const supportCannedSchema = z.object({
  id: idString,
  title: z.string(),
  texts: z.record(z.string(), z.string()),
  updated_at: isoTime,
});
export type SupportCanned = z.infer<typeof supportCannedSchema>;

/** A message a visitor left with an e-mail address. */
export const supportTicketSchema = z.object({
  id: idString,
  email: z.string(),
  lang: z.string(),
  message: z.string(),
  status: z.enum(['new', 'answered']),
  created_at: isoTime,
  reply: z.string().nullable(),
  answered_by: z.string().nullable(),
  answered_at: isoTime.nullable(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

const cannedTextFields = Object.fromEntries(
  LANGUAGES.map((lang) => [`text_${lang}`, z.string(msg('invalid_input')).trim().max(SUPPORT_CANNED_TEXT_MAX, msg('text_too_long')).default('')]),
) as Record<`text_${(typeof LANGUAGES)[number]}`, z.ZodDefault<z.ZodString>>;

// ---------- Calls ----------

export const supportCalls = defineCalls({
  supportChat: {
    verbs: ['GET'],
    access: 'user',
    input: noInput,
    output: supportChatSchema,
    summary: "The caller's support conversation (open, else the latest closed one), whether an anti-phishing code is set, whether the desk is open",
  },
  supportMessages: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({
      /** Only messages newer than this id (after a reconnect: from the last one held). */
      after: idField.optional(),
      /** Only messages older than this id (scrolling back). */
      before: idField.optional(),
    }),
    output: supportMessagesSchema,
    summary: "The caller's support history across all their conversations, oldest first (the newest 100, or after/before a message id)",
  },
  supportSend: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ text: messageText.default(''), image_id: optionalImage, ...once }),
    output: supportMessageSchema,
    summary: 'Write to support (text and/or an uploaded picture); opens a conversation when none is open. A resend with the same request_id applies once',
  },
  supportUploadImage: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    upload: true,
    input: z.object({ file: z.custom<Buffer>((value) => typeof Buffer !== 'undefined' && Buffer.isBuffer(value)).optional(), ...once }),
    output: z.object({ image_id: z.string() }),
    summary: 'Upload a picture for the support chat (multipart: file, request_id; JPG/PNG by content, under 8 MB, re-encoded)',
  },
  supportImage: {
    verbs: ['GET'],
    access: 'user',
    binary: true,
    input: z.object({ image_id: uploadIdSchema }),
    output: binaryOutput,
    summary: 'A picture of the caller’s support chat (its uploader only)',
  },
  supportRead: {
    verbs: ['POST'],
    access: 'user',
    input: z.object({ message_id: idField }),
    output: supportConversationSchema,
    summary: "Mark the caller's conversation read up to one of its messages (the agent sees the read ticks)",
  },
  supportRate: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({
      id: idField,
      rating: z.coerce
        .number(msg('invalid_input'))
        .int(msg('invalid_input'))
        .min(SUPPORT_RATING_MIN, msg('invalid_input'))
        .max(SUPPORT_RATING_MAX, msg('invalid_input')),
      comment: z.string(msg('invalid_input')).trim().max(500, msg('text_too_long')).default(''),
      ...once,
    }),
    output: supportConversationSchema,
    summary: 'Rate a closed conversation of the caller, 1 to 5 with an optional comment, once',
  },
  supportLeaveMessage: {
    verbs: ['POST'],
    access: 'anyone',
    input: z.object({
      email: z.string(msg('email_invalid')).trim().min(3, msg('email_invalid')).max(254, msg('email_invalid')),
      message: z.string(msg('invalid_input')).trim().min(1, msg('support_message_empty')).max(SUPPORT_TICKET_MAX, msg('text_too_long')),
    }),
    output: z.object({ id: idString }),
    summary: 'A visitor leaves a message for support with an e-mail address; support answers by e-mail (a few per address and hour)',
  },
});

export const supportDeskCalls = defineCalls({
  supportQueue: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'support.chat',
    input: z.object({ scope: z.enum(['active', 'closed'], msg('invalid_input')).default('active'), ...pagingFields(100) }),
    output: pageOf(supportDeskConversationSchema),
    summary: 'Conversations: active ones by waiting time (longest first) with unread counts, or closed ones newest first with their ratings',
  },
  supportDeskChat: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'support.chat',
    input: z.object({ id: idField }),
    output: z.object({ conversation: supportDeskConversationSchema, messages: z.array(supportMessageSchema) }),
    summary: 'One conversation with all its messages',
  },
  supportUserPanel: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'support.chat',
    input: z.object({ id: idField }),
    output: supportUserPanelSchema,
    summary: "The conversation's user, read only: verification, recent deposits and withdrawals, open orders, earlier conversations",
  },
  supportAgents: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'support.chat',
    input: noInput,
    output: z.object({ items: z.array(supportAgentSchema) }),
    summary: 'Active staff who may chat (support role), with how many conversations each holds',
  },
  supportTake: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'support.chat',
    idempotent: true,
    input: z.object({ id: idField, ...once }),
    output: supportDeskConversationSchema,
    summary: 'Take a conversation (assign it to oneself)',
  },
  supportTransfer: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'support.chat',
    idempotent: true,
    input: z.object({ id: idField, agent_id: idField, ...once }),
    output: supportDeskConversationSchema,
    summary: 'Hand a conversation to another agent',
  },
  supportReply: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'support.chat',
    idempotent: true,
    input: z.object({ id: idField, text: messageText.pipe(z.string().min(1, msg('support_message_empty'))), ...once }),
    output: supportMessageSchema,
    summary: 'Answer the user (a conversation in the queue is taken by the agent who answers)',
  },
  supportDeskRead: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'support.chat',
    input: z.object({ id: idField, message_id: idField }),
    output: supportDeskConversationSchema,
    summary: "Mark a conversation read up to one of its messages on the agents' side (the user sees the read ticks)",
  },
  supportClose: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'support.chat',
    idempotent: true,
    input: z.object({
      id: idField,
      reason: z.enum(SUPPORT_CLOSE_REASONS, msg('invalid_input')),
      note: z.string(msg('invalid_input')).trim().max(500, msg('text_too_long')).default(''),
      ...once,
    }),
    output: supportDeskConversationSchema,
    summary: 'Close a conversation with a reason (the user sees it and may rate the conversation)',
  },
  supportDeskImage: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'support.chat',
    binary: true,
    input: z.object({ image_id: uploadIdSchema }),
    output: binaryOutput,
    summary: 'A picture a user sent into a support conversation',
  },
  supportCanned: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'support.chat',
    input: noInput,
    output: z.object({ items: z.array(supportCannedSchema) }),
    summary: 'Canned replies with their text in every language',
  },
  supportSaveCanned: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'support.canned',
    idempotent: true,
    input: z.object({
      id: idField.optional(),
      title: z.string(msg('invalid_input')).trim().min(1, msg('invalid_input')).max(SUPPORT_CANNED_TITLE_MAX, msg('text_too_long')),
      ...cannedTextFields,
      ...once,
    }),
    output: supportCannedSchema,
    summary: 'Create or change a canned reply (the English text is required; a language left empty falls back to English)',
  },
  supportDeleteCanned: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'support.canned',
    idempotent: true,
    input: z.object({ id: idField, ...once }),
    output: z.object({ id: idString }),
    summary: 'Delete a canned reply',
  },
  supportTickets: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'support.chat',
    input: z.object({ status: z.enum(['new', 'answered'], msg('invalid_input')).optional(), ...pagingFields(100) }),
    output: pageOf(supportTicketSchema),
    summary: "Visitors' messages, unanswered first (oldest first), then answered ones",
  },
  supportAnswerTicket: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'support.chat',
    idempotent: true,
    input: z.object({
      id: idField,
      text: z.string(msg('invalid_input')).trim().min(1, msg('support_message_empty')).max(SUPPORT_MESSAGE_MAX, msg('text_too_long')),
      ...once,
    }),
    output: supportTicketSchema,
    summary: "Answer a visitor's message by e-mail (in the language they wrote from), once",
  },
});
