/**
 * The signer process's environment. It shares the chain variables with the web process
 * (CHAIN_RPC_URL, CHAIN_ID, CHAIN_USDT_CONTRACT) and alone reads SIGNER_KEY_FILE: the path of the
 * file holding the hot wallet's private key and the deposit wallet's extended private key. The web
 * process only checks that the variable is set (to start the signer beside it), never opens the file.
 */
export interface SignerConfig {
  databaseUrl: string;
  rpcUrl: string;
  chainId: number;
  usdtContract: string;
  keyFile: string;
  /** An attempt unmined this long after signing is replaced with higher fees under the same nonce. */
  replaceAfterMs: number;
  /** How much each replacement raises both fees, in percent (nodes refuse less than 10). */
  feeBumpPercent: number;
  /** A deposit address is swept once it holds at least this (token minor units). */
  sweepMinimum: bigint;
}

export function loadSignerConfig(env: NodeJS.ProcessEnv = process.env): SignerConfig {
  const missing = ['DATABASE_URL', 'CHAIN_RPC_URL', 'CHAIN_ID', 'CHAIN_USDT_CONTRACT', 'SIGNER_KEY_FILE'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`the signer needs ${missing.join(', ')}`);
  const chainId = Number.parseInt(env.CHAIN_ID ?? '', 10);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error(`CHAIN_ID must be a positive integer, not '${env.CHAIN_ID}'`);
  const feeBumpPercent = intFrom(env.SIGNER_FEE_BUMP_PERCENT, 25);
  if (feeBumpPercent < 10) throw new Error('SIGNER_FEE_BUMP_PERCENT must be at least 10 (nodes refuse smaller replacements)');
  return {
    databaseUrl: env.DATABASE_URL ?? '',
    rpcUrl: env.CHAIN_RPC_URL ?? '',
    chainId,
    usdtContract: env.CHAIN_USDT_CONTRACT ?? '',
    keyFile: env.SIGNER_KEY_FILE ?? '',
    replaceAfterMs: Math.max(1, intFrom(env.SIGNER_REPLACE_AFTER_SECONDS, 180)) * 1_000,
    feeBumpPercent,
    sweepMinimum: BigInt(Math.max(0, intFrom(env.SIGNER_SWEEP_MIN_USDT_CENTS, 1_000))) * 10_000n,
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}
