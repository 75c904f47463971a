import { fail, ok, type Result, type Rulebook, type RuleValue } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { currentRuleVersion } from './recordRuleChange.js';

/**
 * web/getRulebook: every rule in force (or in force as of an earlier rulebook version, so that a
 * record's stored version can be looked up), each with the version that set it and since when.
 * A subject withdrawn by then (value null) is left out.
 */
export async function getRulebook(db: DbOrTx, options: { version?: bigint }): Promise<Result<Rulebook, 'not_found'>> {
  const current = (await currentRuleVersion(db)) ?? 0n;
  const version = options.version ?? current;
  if (options.version !== undefined && (options.version < 1n || options.version > current)) return fail('not_found', { field: 'version' });
  const result = await db.execute<{ subject_kind: string; subject_key: string; value: RuleValue; version: string; effective_at: Date | string }>(sql`
    select * from (
      select distinct on (subject_kind, subject_key) subject_kind, subject_key, value, version::text as version, effective_at
      from rule_versions where version <= ${version.toString()}::bigint
      -- The table's bigint column, not the text output column of the same name ('83' > '117' as text).
      order by subject_kind, subject_key, rule_versions.version desc
    ) latest where value is not null
    order by subject_kind, subject_key`);
  const at = await db.execute<{ effective_at: Date | string }>(sql`select effective_at from rule_versions where version = ${version.toString()}::bigint`);
  const atRow = at.rows[0];
  return ok({
    version: version.toString(),
    current_version: current.toString(),
    effective_at: atRow ? new Date(atRow.effective_at).toISOString() : null,
    rules: result.rows.map((row) => ({
      kind: row.subject_kind,
      key: row.subject_key,
      value: row.value,
      version: row.version,
      effective_at: new Date(row.effective_at).toISOString(),
    })),
  });
}
