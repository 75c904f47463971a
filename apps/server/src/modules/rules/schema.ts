import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rule register (issue 18): every version of every published rule, under ONE global
 * version number. A row is one subject's new value (a setting, a spot market's fees and
 * sizes, an instrument's leverage and fees, a product's rates…) with the value it replaced.
 * The rulebook in force is, per subject, its row with the highest version; the rulebook's
 * version is the highest version of all, so a record storing that one number identifies every
 * rule that applied to it. Rows are only ever added.
 */
export const ruleVersions = pgTable(
  'rule_versions',
  {
    version: bigserial('version', { mode: 'bigint' }).primaryKey(),
    /** What kind of row the rule lives in: `setting`, `spot_market`, `instrument`, … (open: later contexts add kinds). */
    subjectKind: text('subject_kind').notNull(),
    /** Which one: the setting's key, the market's symbol, the product's id. */
    subjectKey: text('subject_key').notNull(),
    /** The new value, canonical JSON (sorted keys, decimals as plain strings); null when the subject was withdrawn. */
    value: jsonb('value'),
    /** The value this version replaced; null for a subject's first version. */
    previousValue: jsonb('previous_value'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** `staff:<username>`, `seed` or `migration`. */
    changedBy: text('changed_by').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('rule_versions_subject_idx').on(t.subjectKind, t.subjectKey, t.version)],
);

export type RuleVersionRow = typeof ruleVersions.$inferSelect;
