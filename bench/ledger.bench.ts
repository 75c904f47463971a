/**
 * Ledger posting throughput on a private embedded PostgreSQL:
 *   npx tsx bench/ledger.bench.ts [postings] [concurrency]
 * Each posting is a transfer between two of a user's accounts (4 entries' worth of work:
 * lock two rows, write a posting, two entries, two balances) in its own transaction.
 * "contended" makes every client hit the same user, so postings serialise on its row locks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUserWithPassword } from '../apps/server/src/modules/identity/index.js';
import { postEntries } from '../apps/server/src/modules/ledger/index.js';
import { seedMarkets } from '../apps/server/src/modules/marketdata/index.js';
import { connectDatabase, migrateDatabase } from '../apps/server/src/platform/db/client.js';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.js';
import { freePort } from '../apps/server/src/platform/freePort.js';

const total = Number(process.argv[2] ?? 4000);
const concurrency = Number(process.argv[3] ?? 16);
const dir = mkdtempSync(join(tmpdir(), 'veritex-bench-'));
const pg = await startEmbeddedPostgres({ dataDir: join(dir, 'pg'), port: await freePort() });
const database = connectDatabase(pg.url, concurrency + 2);
await migrateDatabase(database.db);
await seedMarkets(database.db);

const users: bigint[] = [];
for (let i = 0; i < 64; i++) {
  const user = await createUserWithPassword(database.db, {
    account: { kind: 'email', value: `bench${i}@example.com` },
    password: 'bench1234',
    nationality: 'GB',
  });
  users.push(user.id);
  await database.db.transaction((tx) =>
    postEntries(tx, {
      reason: 'deposit',
      actor: 'bench',
      cause: { type: 'bench', id: String(i) },
      idempotencyKey: `bench-fund-${i}`,
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset: 'USDT' }, bucket: 'available', amount: -(10n ** 15n) },
        { account: { owner: 'user', userId: user.id, kind: 'exchange', asset: 'USDT' }, bucket: 'available', amount: 10n ** 15n },
      ],
    }),
  );
}

async function run(label: string, pickUser: (i: number) => bigint): Promise<void> {
  let next = 0;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const userId = pickUser(i);
        const t0 = performance.now();
        await database.db.transaction((tx) =>
          postEntries(tx, {
            reason: 'transfer',
            actor: 'bench',
            cause: { type: 'bench', id: `${label}-${i}` },
            idempotencyKey: `bench-${label}-${i}`,
            movements: [
              { account: { owner: 'user', userId, kind: 'exchange', asset: 'USDT' }, bucket: 'available', amount: -1n },
              { account: { owner: 'user', userId, kind: 'contract', asset: 'USDT' }, bucket: 'available', amount: 1n },
            ],
          }),
        );
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies[Math.floor((p / 100) * (latencies.length - 1))] ?? 0).toFixed(1);
  console.log(`| ${label} | ${concurrency} | ${total} | ${Math.round(total / seconds)} | ${pct(50)} | ${pct(99)} |`);
}

console.log('| workload | concurrency | postings | postings/s | p50 ms | p99 ms |');
console.log('|---|---|---|---|---|---|');
await run('spread over 64 users', (i) => users[i % users.length] ?? 0n);
await run('contended (one user)', () => users[0] ?? 0n);
await database.close();
await pg.stop();
rmSync(dir, { recursive: true, force: true });
