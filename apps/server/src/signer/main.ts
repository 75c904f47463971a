import { inspect } from 'node:util';
import { signerJobs, startJobs } from '../jobs.js';
import { registerHotWallet } from '../modules/chain/index.js';
import { viemChainNode } from '../platform/chain/chainNode.js';
import { systemClock } from '../platform/clock.js';
import { connectDatabase } from '../platform/db/client.js';
import { loadSignerConfig } from './signerConfig.js';
import { loadKeyHolder } from './signerKeys.js';

/**
 * The signer process: the ONLY holder of the hot wallet's key and the deposit wallet's extended
 * private key (SIGNER_KEY_FILE). It connects to the platform's database (DATABASE_URL; `npm start`
 * passes the embedded one) and the chain node, names its hot wallet, and runs its jobs (jobs.ts
 * signerJobs): sign and send queued outgoings, resume and replace sent ones, plan sweeps. It serves
 * nothing and listens on no port. `npm start` starts it beside the web process when SIGNER_KEY_FILE is
 * set; `npm run signer --workspace @veritex/server` runs it on its own. SIGINT/SIGTERM let a running
 * pass finish, then exit 0.
 */
async function main(): Promise<void> {
  const config = loadSignerConfig();
  const keys = loadKeyHolder(config.keyFile);
  const node = viemChainNode(config.rpcUrl);
  const nodeChainId = await node.chainId();
  if (nodeChainId !== config.chainId) throw new Error(`CHAIN_RPC_URL serves chain ${nodeChainId}, not CHAIN_ID ${config.chainId}`);
  const database = connectDatabase(config.databaseUrl, 4, 'veritex-signer');
  await registerHotWallet(database.db, systemClock, { chainId: config.chainId, address: keys.hotWallet });
  const jobs = startJobs({
    pool: database.pool,
    clock: systemClock,
    log: { warn: (message) => console.warn(message) },
    jobs: signerJobs({
      db: database.db,
      clock: systemClock,
      keys,
      node,
      chainId: config.chainId,
      token: config.usdtContract,
      replaceAfterMs: config.replaceAfterMs,
      feeBumpPercent: config.feeBumpPercent,
      sweepMinimum: config.sweepMinimum,
    }),
  });
  console.log(`[signer] hot wallet ${keys.hotWallet} on chain ${config.chainId}; replacing after ${config.replaceAfterMs / 1000} s`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void jobs
        .stop()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(`[signer] stopping failed: ${inspect(error)}`);
            process.exit(1);
          },
        );
    });
  }
}

main().catch((error: unknown) => {
  // The message only: a key file's parse error must not print the file.
  console.error(`[signer] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
