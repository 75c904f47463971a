import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /**
     * What the message is about, once (e.g. `deposit:12`): a second posting with the same key is
     * dropped, so a retried request or a re-run job tells the user once. Null for messages whose
     * event happens once by its own state machine.
     */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('user_messages_user_idx').on(t.userId, t.id),
    index('user_messages_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('user_messages_dedupe_key').on(t.userId, t.dedupeKey),
  ],
);

/**
 * Which groups of messages a user also gets by e-mail (web/setNotifyPrefs). No row: the defaults
 * (DEFAULT_MAILED_GROUPS). Security notices are mailed whatever is stored here.
 */
export const notifyPrefs = pgTable('notify_prefs', {
  userId: bigint('user_id', { mode: 'bigint' }).primaryKey(),
  funds: boolean('funds').notNull(),
  trading: boolean('trading').notNull(),
  earnLoans: boolean('earn_loans').notNull(),
  p2p: boolean('p2p').notNull(),
  account: boolean('account').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Mails to send about inbox messages: written in the message's transaction, sent after commit by
 * the `messaging.mail` job (never while the event's locks are held). One row per message.
 */
export const messageMails = pgTable(
  'message_mails',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'bigint' })
      .notNull()
      .references(() => userMessages.id),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A failed send is tried again from this instant (growing delays). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('message_mails_message_key').on(t.messageId),
    index('message_mails_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('message_mails_status_valid', sql`${t.status} in ('pending','sent','failed','skipped')`),
  ],
);
