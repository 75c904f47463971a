import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { defineCalls, idString, isoTime, noInput } from './define.js';

/**
 * Hash-chained statements (issue 18 point 3, docs/statements.md): every ledger entry of the user's
 * own accounts, each carrying the hash of the one before; the head of each ended month is recorded
 * by a job and shown in the account, so a later change of history is visible to the user.
 */

const msg = (name: ErrorName) => ({ message: name });
const hash = z.string().regex(/^[0-9a-f]{64}$/);

/** A month's recorded chain head. */
export const statementMonthSchema = z.object({
  /** `YYYY-MM`, a calendar month in UTC. */
  period: z.string(),
  /** Entries posted in the month. */
  entry_count: z.number().int(),
  /** The chain's hash after the month's last entry (the previous month's when it had none). */
  final_hash: hash,
  /** The last entry of the chain up to the month's end (null before the first one). */
  last_entry_id: idString.nullable(),
  recorded_at: isoTime,
});
export type StatementMonth = z.infer<typeof statementMonthSchema>;

/** web/getStatements: the recorded month heads, newest first, and the live head now. */
export const statementOverviewSchema = z.object({
  user_id: idString,
  genesis: hash,
  months: z.array(statementMonthSchema),
  live: z.object({
    /** Every entry of the user's history up to `as_of`. */
    entry_count: z.number().int(),
    final_hash: hash,
    last_entry_id: idString.nullable(),
    as_of: isoTime,
  }),
});
export type StatementOverview = z.infer<typeof statementOverviewSchema>;

const entrySchema = z.object({
  posting_id: idString,
  entry_id: idString,
  at: isoTime,
  account: z.string(),
  asset: z.string(),
  bucket: z.string(),
  amount: z.string(),
  reason: z.string(),
  reference: z.string(),
  available_after: z.string(),
  frozen_after: z.string(),
  hash,
});

/** web/getStatement: the file the user downloads (packages/shared statementChain.ts StatementFile). */
export const statementFileSchema = z.object({
  format: z.string(),
  user_id: idString,
  period: z.string(),
  from: isoTime.nullable(),
  to: isoTime,
  genesis: hash,
  previous_hash: hash,
  entries: z.array(entrySchema),
  entry_count: z.number().int(),
  final_hash: hash,
  generated_at: isoTime,
});

/** `YYYY-MM` (a calendar month in UTC) or `all`. */
export const statementPeriodField = z.string(msg('invalid_input')).regex(/^(all|\d{4}-(0[1-9]|1[0-2]))$/, msg('invalid_input'));

export const statementsCalls = defineCalls({
  getStatements: {
    verbs: ['GET'],
    access: 'user',
    input: noInput,
    output: statementOverviewSchema,
    summary: "The user's statement chain: the head recorded for each ended month (UTC) and the live head over every entry up to now",
  },
  getStatement: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ period: statementPeriodField }),
    output: statementFileSchema,
    summary:
      "A hash-chained statement of every ledger entry of the user: one recorded month (`YYYY-MM`, chained from the previous month's head) or `all` up to now (from the genesis)",
  },
});
