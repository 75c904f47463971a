/**
 * Prints `{ scope: { call name: first verb } }` for every call of the shared contract, as JSON.
 * Run by the `virtual:call-verbs` Vite step (callVerbs.ts) in its own Node process, so that the
 * web bundle gets the verbs without the contract's zod schemas.
 */
import { CALLS } from '@veritex/shared';

const table: Record<string, Record<string, string>> = {};
for (const [scope, calls] of Object.entries(CALLS)) {
  table[scope] = Object.fromEntries(Object.entries(calls).map(([name, spec]) => [name, spec.verbs[0]]));
}
process.stdout.write(JSON.stringify(table));
