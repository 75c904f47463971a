import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { RULE_AUTHORS } from '../rules.js';
import { defineCalls, idField, isoTime, pageOf, pagingFields } from './define.js';

/**
 * Published rules with their history (issue 18): every rule, fee, limit, rate and leverage cap in
 * force, each with the rulebook version that set it; the change history; the rulebook as of an
 * earlier version, so that a record's stored version (orders, positions, delivery orders,
 * withdrawals carry `rule_version`) names the rules that applied to it.
 */

const msg = (name: ErrorName) => ({ message: name });

const ruleScalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/**
 * A rule's value: a setting's number or flag, or a row's rule fields (decimals as plain strings:
 * amounts in minor units, fees in basis points, rates in parts per million), one level of nesting.
 */
export const ruleValueSchema = z.union([ruleScalar, z.record(z.string(), z.union([ruleScalar, z.record(z.string(), ruleScalar)]))]);
export type RuleValue = z.infer<typeof ruleValueSchema>;

export const ruleEntrySchema = z.object({
  kind: z.string(),
  key: z.string(),
  value: ruleValueSchema,
  /** The rulebook version that set this value. */
  version: z.string(),
  effective_at: isoTime,
});
export type RuleEntry = z.infer<typeof ruleEntrySchema>;

export const rulebookSchema = z.object({
  /** The version this rulebook is as of (the current one unless asked otherwise). */
  version: z.string(),
  current_version: z.string(),
  /** When that version took effect; null while the register is empty. */
  effective_at: isoTime.nullable(),
  rules: z.array(ruleEntrySchema),
});
export type Rulebook = z.infer<typeof rulebookSchema>;

export const ruleChangeSchema = z.object({
  version: z.string(),
  kind: z.string(),
  key: z.string(),
  /** null: the subject was withdrawn. */
  value: ruleValueSchema,
  /** null: the subject's first version. */
  previous_value: ruleValueSchema,
  effective_at: isoTime,
  changed_by: z.enum(RULE_AUTHORS),
  reason: z.string(),
});
export type RuleChange = z.infer<typeof ruleChangeSchema>;
export const ruleChangePageSchema = pageOf(ruleChangeSchema);
export type RuleChangePage = z.infer<typeof ruleChangePageSchema>;

const subjectText = z.string(msg('invalid_input')).trim().max(64, msg('invalid_input'));

export const rulesCalls = defineCalls({
  getRulebook: {
    verbs: ['GET'],
    access: 'anyone',
    input: z.object({}),
    output: rulebookSchema,
    summary: 'Every rule, fee, limit, rate and leverage cap in force, each with the version that set it and since when',
  },
  getRulebookVersion: {
    verbs: ['GET'],
    access: 'anyone',
    input: z.object({ version: idField }),
    output: rulebookSchema,
    summary: 'The rulebook as it was at a version (the version a record carries in rule_version)',
  },
  getRuleHistory: {
    verbs: ['GET'],
    access: 'anyone',
    input: z.object({ kind: subjectText.optional(), key: subjectText.optional(), ...pagingFields(100) }),
    output: ruleChangePageSchema,
    summary: 'Every rule change, newest first, with the value before and after and when it took effect',
  },
});
