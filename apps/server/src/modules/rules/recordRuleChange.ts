import type { RuleValue } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { canonicalJson } from '../../platform/canonicalJson.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { ruleVersions } from './schema.js';

/** NOTIFY channel of the register: the payload is the new rulebook version (decimal). */
export const RULES_CHANGED_CHANNEL = 'rules_changed';

/** One rule's value as the register keeps it: a kind (open, so later contexts add their own), a key and a JSON value. */
export interface RuleSubject {
  kind: string;
  key: string;
  /** null: the subject was withdrawn. */
  value: RuleValue;
}

export interface RuleChangeOptions {
  /** `staff:<username>`, `seed` or `migration`. */
  changedBy: string;
  /** Why: a reason code the public history words (`setting_changed`, `product_added`…), or a few plain words. */
  reason: string;
  /** The reason for a subject's first version, when it differs (the seed: `first_published`). */
  firstReason?: string;
  /** When the version binds from: now (the default), or the time a scheduled change was set for (markets desk), which may have passed while the server was down. */
  effectiveAt?: Date;
}

/**
 * THE way a rule changes: call it in the transaction that changes the rule's row (a setting, a
 * market, an instrument, a product, a jurisdiction profile…), with the row's new value. A value
 * equal to the subject's latest version writes nothing; otherwise a new version is written with
 * the one it replaces, and `rules_changed` is notified on commit. Writers queue on one advisory
 * lock, so versions are numbered in commit order. Answers the rulebook version after the call.
 */
export async function recordRuleChange(db: DbOrTx, subject: RuleSubject, options: RuleChangeOptions): Promise<{ version: bigint; changed: boolean }> {
  const answer = await recordRuleChanges(db, [subject], options);
  return { version: answer.version, changed: answer.changed > 0 };
}

/** The same for many subjects in one transaction (the seed's pass over every rule-bearing row). */
export async function recordRuleChanges(
  db: DbOrTx,
  subjects: readonly RuleSubject[],
  options: RuleChangeOptions,
): Promise<{ version: bigint; changed: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rule_versions'))`);
    const latest = await latestValues(tx, subjects);
    const rows = subjects.flatMap((subject) => {
      const value = canonicalValue(subject.value);
      const before = latest.get(subjectId(subject));
      if (before !== undefined && canonicalJson(before.value) === canonicalJson(value)) return [];
      const reason = before === undefined ? (options.firstReason ?? options.reason) : options.reason;
      return [{ subjectKind: subject.kind, subjectKey: subject.key, value, previousValue: before?.value ?? null, reason }];
    });
    let changed = 0;
    for (const row of rows) {
      // One by one, so versions follow the subjects' order (a bulk insert numbers rows in no promised order).
      await tx.insert(ruleVersions).values({ ...row, effectiveAt: options.effectiveAt ?? sql`now()`, changedBy: options.changedBy });
      changed += 1;
    }
    const version = await currentRuleVersion(tx);
    if (changed > 0 && version !== null) await tx.execute(sql`select pg_notify(${RULES_CHANGED_CHANNEL}, ${version.toString()})`);
    return { version: version ?? 0n, changed };
  });
}

/** The rulebook version in force: the highest version written (a change is in force once committed). */
export async function currentRuleVersion(db: DbOrTx): Promise<bigint | null> {
  const result = await db.execute<{ version: string | null }>(sql`select max(version)::text as version from rule_versions`);
  const version = result.rows[0]?.version;
  return version ? BigInt(version) : null;
}

function subjectId(subject: { kind: string; key: string }): string {
  return `${subject.kind}\u0000${subject.key}`;
}

/** Sorted keys, no undefined fields: two equal rules are equal JSON. */
function canonicalValue(value: RuleValue): RuleValue {
  return JSON.parse(canonicalJson(value)) as RuleValue;
}

async function latestValues(tx: DbOrTx, subjects: readonly RuleSubject[]): Promise<Map<string, { value: RuleValue }>> {
  const latest = new Map<string, { value: RuleValue }>();
  if (subjects.length === 0) return latest;
  const kinds = [...new Set(subjects.map((s) => s.kind))];
  const result = await tx.execute<{ subject_kind: string; subject_key: string; value: RuleValue }>(sql`
    select distinct on (subject_kind, subject_key) subject_kind, subject_key, value
    from rule_versions where subject_kind = any(${pgArray(kinds)}::text[])
    order by subject_kind, subject_key, version desc`);
  for (const row of result.rows) latest.set(subjectId({ kind: row.subject_kind, key: row.subject_key }), { value: row.value });
  return latest;
}
