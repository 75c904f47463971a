import { SUPPORT_CLOSE_REASONS, SUPPORT_CONVERSATION_STATUSES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Support conversations (issue 16). A user has at most one that is not closed (the partial
 * unique index); a closed one is rated once. Read marks are message ids: every message up to
 * `userReadThrough` the user has read, up to `agentReadThrough` the agents have. `waitingSince`
 * is when the user's oldest unanswered message arrived (the queue's order), null once an agent
 * answered. `userNotifiedThrough`: the last agent message an inbox notice was posted for.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: SUPPORT_CONVERSATION_STATUSES }).notNull(),
    agentId: bigint('agent_id', { mode: 'bigint' }),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    userReadThrough: bigint('user_read_through', { mode: 'bigint' }).notNull().default(sql`0`),
    agentReadThrough: bigint('agent_read_through', { mode: 'bigint' }).notNull().default(sql`0`),
    userNotifiedThrough: bigint('user_notified_through', { mode: 'bigint' }).notNull().default(sql`0`),
    closeReason: text('close_reason', { enum: SUPPORT_CLOSE_REASONS }),
    closeNote: text('close_note'),
    closedBy: bigint('closed_by', { mode: 'bigint' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('support_conversations_one_open').on(t.userId).where(sql`${t.status} <> 'closed'`),
    index('support_conversations_user_idx').on(t.userId, t.id),
    index('support_conversations_status_idx').on(t.status, t.waitingSince),
    check('support_conversations_rating', sql`${t.rating} is null or (${t.rating} between 1 and 5)`),
  ],
);

/**
 * Chat lines. `sender`: the user, an agent (`staffId`), or a system line (`event`, with the agent
 * it names in `staffId` and a closing's reason in `params`). `clientId`: the request id the user's
 * page sent it with, unique per conversation, so a resend after a reconnect cannot add it twice.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => supportConversations.id),
    sender: text('sender', { enum: ['user', 'agent', 'system'] }).notNull(),
    staffId: bigint('staff_id', { mode: 'bigint' }),
    text: text('text').notNull().default(''),
    imageId: text('image_id'),
    event: text('event'),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('support_messages_client_id').on(t.conversationId, t.clientId).where(sql`${t.clientId} is not null`),
  ],
);

/** Pictures users sent into the chat (re-encoded, stored by key). */
export const supportImages = pgTable(
  'support_images',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_images_user_idx').on(t.userId, t.createdAt)],
);

/** The desk's canned replies: a title for agents and the text per language (`en` always present). */
export const supportCannedReplies = pgTable('support_canned_replies', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  title: text('title').notNull(),
  texts: jsonb('texts').$type<Record<string, string>>().notNull(),
  /** Seeded replies carry a key so the seed stays idempotent; staff-made ones have none. */
  seedKey: text('seed_key').unique(),
  updatedBy: bigint('updated_by', { mode: 'bigint' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Messages visitors left with an e-mail address; support answers once, by e-mail, in `lang`. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    message: text('message').notNull(),
    ip: text('ip').notNull(),
    status: text('status', { enum: ['new', 'answered'] }).notNull(),
    reply: text('reply'),
    answeredBy: bigint('answered_by', { mode: 'bigint' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_tickets_status_idx').on(t.status, t.createdAt), index('support_tickets_ip_idx').on(t.ip, t.createdAt)],
);

export type SupportConversationRow = typeof supportConversations.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type SupportCannedRow = typeof supportCannedReplies.$inferSelect;
