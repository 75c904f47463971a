import { compareHeads, type HashedStatementEntry, parseStatement, type StatementFile, type StatementOverview, verifyStatement } from '@veritex/shared';

/** What the "Verify a statement" box found, computed in this browser with Web Crypto (packages/shared statementChain.ts). */
export type StatementCheck =
  | { state: 'matches'; file: StatementFile; finalHash: string; compared: number }
  | { state: 'unchecked'; file: StatementFile; finalHash: string }
  | { state: 'malformed' }
  | { state: 'other_account'; file: StatementFile }
  | { state: 'broken'; file: StatementFile; kind: 'entry' | 'end' | 'genesis'; index: number; entry?: HashedStatementEntry; computed: string; recorded: string }
  | { state: 'head_mismatch'; file: StatementFile; period: string; computed: string; recorded: string };

/**
 * Checks a downloaded statement: the file's own chain first (the first entry where it breaks),
 * then its hashes against the heads this account shows (each recorded month it covers, and the
 * live head when it ends where the account's history ends now).
 */
export async function checkStatement(text: string, overview: StatementOverview): Promise<StatementCheck> {
  const parsed = parseStatement(text);
  if (!parsed.ok) return { state: 'malformed' };
  const { file } = parsed;
  if (file.user_id !== overview.user_id) return { state: 'other_account', file };
  const verdict = await verifyStatement(file);
  if (!verdict.ok) {
    if (verdict.kind === 'malformed') return { state: 'malformed' };
    if (verdict.kind === 'genesis') return { state: 'broken', file, kind: 'genesis', index: 0, computed: verdict.computed, recorded: verdict.recorded };
    return {
      state: 'broken',
      file,
      kind: verdict.kind,
      index: verdict.index,
      entry: verdict.kind === 'entry' ? verdict.entry : undefined,
      computed: verdict.computed,
      recorded: verdict.recorded,
    };
  }
  const heads = compareHeads(file, overview.months);
  if (!heads.ok) return { state: 'head_mismatch', file, period: heads.period, computed: heads.computed, recorded: heads.recorded };
  let compared = heads.compared;
  if (file.period === 'all' && file.entry_count === overview.live.entry_count) {
    if (verdict.finalHash !== overview.live.final_hash)
      return { state: 'head_mismatch', file, period: 'live', computed: verdict.finalHash, recorded: overview.live.final_hash };
    compared += 1;
  }
  return compared > 0 ? { state: 'matches', file, finalHash: verdict.finalHash, compared } : { state: 'unchecked', file, finalHash: verdict.finalHash };
}
