/**
 * Verifies a downloaded Veritex statement without the website (docs/statements.md):
 *
 *   npx tsx scripts/verify-statement.ts statement.json [expected-final-hash]
 *
 * Recomputes every entry's hash from the file's starting hash (the genesis
 * SHA-256("veritex-statement:" + user id) for an `all` statement, the previous month's recorded
 * head for a month) with the same code as the server and the browser, and reports the first entry
 * where the chain breaks. With an expected final hash (the head your account showed, or one you
 * saved earlier) it also checks that the statement ends there. Exit code 0: intact (and matching);
 * 1: broken or not matching; 2: usage or unreadable file.
 */
import { readFile } from 'node:fs/promises';
import { parseStatement, verifyStatement } from '../packages/shared/src/statementChain.js';

async function main(): Promise<number> {
  const [path, expected] = process.argv.slice(2);
  if (!path || (expected !== undefined && !/^[0-9a-f]{64}$/i.test(expected))) {
    console.error('usage: npx tsx scripts/verify-statement.ts statement.json [expected-final-hash (64 hex digits)]');
    return 2;
  }
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    console.error(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const parsed = parseStatement(text);
  if (!parsed.ok) {
    console.error(`not a Veritex statement (${parsed.detail})`);
    return 1;
  }
  const { file } = parsed;
  console.log(`statement of user ${file.user_id}, period ${file.period}, ${file.entries.length} entries`);
  console.log(`starts from ${file.previous_hash}${file.previous_hash === file.genesis ? ' (the genesis)' : ''}`);
  const verdict = await verifyStatement(file);
  if (!verdict.ok) {
    if (verdict.kind === 'malformed') console.error(`BROKEN: malformed (${verdict.detail})`);
    else if (verdict.kind === 'genesis')
      console.error(`BROKEN: does not start at the genesis of user ${file.user_id}: expected ${verdict.computed}, found ${verdict.recorded}`);
    else if (verdict.kind === 'end')
      console.error(
        `BROKEN at entry ${verdict.index + 1}: an entry is missing or was added at the end (computed ${verdict.computed}, file says ${verdict.recorded})`,
      );
    else {
      const { entry } = verdict;
      console.error(
        `BROKEN at entry ${verdict.index + 1} (posting ${entry.posting_id}, entry ${entry.entry_id}, ${entry.at}, ${entry.reason}, ${entry.amount} ${entry.asset})`,
      );
      console.error(`  computed ${verdict.computed}`);
      console.error(`  in file  ${verdict.recorded}`);
    }
    return 1;
  }
  console.log(`chain intact: final hash ${verdict.finalHash}`);
  if (expected === undefined) return 0;
  if (expected.toLowerCase() !== verdict.finalHash) {
    console.error(`DOES NOT MATCH the expected final hash ${expected.toLowerCase()}`);
    return 1;
  }
  console.log('final hash matches the expected one');
  return 0;
}

process.exitCode = await main();
