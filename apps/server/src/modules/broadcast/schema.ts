import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Staff broadcasts (issue 19 §5): an announcement or an inbox message to all users or a group,
 * now or at `send_at`. The `broadcast.deliver` job sends those whose time has come; each user's
 * message carries the dedupe key `broadcast:<id>`, so a re-run never tells anyone twice.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind', { enum: ['message', 'announcement'] }).notNull(),
    /** The group: { level, jurisdiction, country, product } (an announcement: every reader). */
    audience: jsonb('audience').$type<{ level: string; jurisdiction: string; country: string; product: string }>().notNull(),
    /** Title and body per language written; English always present. */
    texts: jsonb('texts').$type<Record<string, { title: string; body: string }>>().notNull(),
    status: text('status', { enum: ['scheduled', 'sent', 'cancelled'] }).notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipients: integer('recipients'),
    announcementId: bigint('announcement_id', { mode: 'bigint' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledBy: text('cancelled_by'),
  },
  (t) => [
    index('broadcasts_due_idx').on(t.sendAt).where(sql`${t.status} = 'scheduled'`),
    check('broadcasts_status_valid', sql`${t.status} in ('scheduled','sent','cancelled')`),
    check('broadcasts_kind_valid', sql`${t.kind} in ('message','announcement')`),
  ],
);
