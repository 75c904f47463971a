import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the platform delivered, as staff read it in the Outbox. The local SMTP sink writes
 * every mail it receives here, the SMS outbox provider writes every SMS; with real
 * providers each row is a delivery record whose body is redacted.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** smtp-sink | sms-outbox | smtp | sms-http */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/**
 * The user's inbox (/person/news). A message is a kind plus its parameters, rendered in the
 * reader's language when read, so a language switch translates old messages too.
 */
export const userMessages = pgTable(
  'user_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('user_messages_user_idx').on(t.userId, t.id)],
);
