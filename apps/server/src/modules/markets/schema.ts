import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change staff make on the markets desk (issue 19): a spot market's, an instrument's or a
 * delivery product's fields as they are to be, and from when. A change effective now is written
 * `applied` in the staff call's transaction; a later one waits `pending` until the
 * `markets.apply-changes` job applies it at its time (or staff cancel it). Rows are never deleted:
 * with the audit log and the rule register they say who changed what, when it was asked and when it bound.
 */
export const marketChanges = pgTable(
  'market_changes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    subjectKind: text('subject_kind', { enum: ['spot_market', 'instrument', 'delivery_product'] }).notNull(),
    /** The market's or instrument's symbol, the delivery product's id. */
    subjectKey: text('subject_key').notNull(),
    /** The row's new fields in the desk's units (decimals as strings, fees in basis points). */
    values: jsonb('values').notNull(),
    /** The row's fields when the change was asked for (null for a new row): the "before" of the audit entry. */
    previousValues: jsonb('previous_values'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'applied', 'cancelled'] }).notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** Who cancelled it (`staff:<name>`) or what applied it (`staff:<name>` now, `job` when scheduled). */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The rule register's version written when it applied (null: no rule field changed, or not applied). */
    ruleVersion: bigint('rule_version', { mode: 'bigint' }),
  },
  (t) => [
    index('market_changes_due_idx').on(t.effectiveAt, t.id).where(sql`${t.status} = 'pending'`),
    index('market_changes_subject_idx').on(t.subjectKind, t.subjectKey, t.id),
  ],
);

export type MarketChangeRow = typeof marketChanges.$inferSelect;
