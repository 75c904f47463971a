import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:call-verbs';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const CONTRACT_DIR = resolve(import.meta.dirname, '../../../packages/shared/src/contract');

/**
 * `import verbs from 'virtual:call-verbs'`: each call's verb (GET or POST), read from the shared
 * contract at build time. The API client needs only the verb of a call; importing the contract
 * itself would put every call's zod schemas (with zod and the phone-number metadata) into the first
 * download of every page. The contract is TypeScript, so it is read in a Node process with tsx.
 */
export function callVerbs(): Plugin {
  return {
    name: 'veritex-call-verbs',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // In `vite` (dev) a change to the contract reloads the table.
      for (const file of readdirSync(CONTRACT_DIR)) this.addWatchFile(join(CONTRACT_DIR, file));
      const json = execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'printCallVerbs.ts')], {
        cwd: import.meta.dirname,
        encoding: 'utf8',
      });
      return `export default ${json};`;
    },
  };
}
