#!/usr/bin/env node
// Compiles the chain tests' Solidity contracts ONCE into ABI + bytecode JSON that is checked in
// (apps/server/src/testing/chain/testTokens.json); the tests deploy from that file and never need a
// compiler. Run again only after changing TestTokens.sol:
//   node scripts/compileTestTokens.mjs
// It uses the npm `solc` package (solcjs, WebAssembly) through npx, pinned to one version, so the
// output is reproducible without a compiler in the repository's dependencies.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOLC_VERSION = '0.8.28';
const here = dirname(fileURLToPath(import.meta.url));
const directory = join(here, '..', 'apps', 'server', 'src', 'testing', 'chain');
const source = readFileSync(join(directory, 'TestTokens.sol'), 'utf8');

const input = {
  language: 'Solidity',
  sources: { 'TestTokens.sol': { content: source } },
  settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
};
const printed = execFileSync('npx', ['-y', `solc@${SOLC_VERSION}`, '--standard-json'], {
  input: JSON.stringify(input),
  maxBuffer: 64 * 1024 * 1024,
}).toString();
// solcjs prints a notice about missing SMT solvers before the JSON; the answer starts at its first brace.
const output = JSON.parse(printed.slice(printed.indexOf('{')));
const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
if (errors.length > 0) {
  for (const entry of errors) console.error(entry.formattedMessage);
  process.exit(1);
}
const contracts = {};
for (const [name, compiled] of Object.entries(output.contracts['TestTokens.sol'])) {
  contracts[name] = { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
}
const file = { compiler: `solc ${SOLC_VERSION}`, source: 'TestTokens.sol', contracts };
writeFileSync(join(directory, 'testTokens.json'), `${JSON.stringify(file, null, 2)}\n`);
console.log(`wrote ${Object.keys(contracts).join(', ')} to ${join(directory, 'testTokens.json')}`);
