import type { Hex } from 'viem';

/** One transaction to sign (EIP-1559). */
export interface UnsignedTransaction {
  chainId: number;
  nonce: bigint;
  to: string;
  /** Wei sent along (plain ether); 0 for a token transfer. */
  value: bigint;
  /** Calldata (a token transfer), or undefined for plain ether. */
  data: Hex | undefined;
  gas: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/**
 * The port to the keys. Only the signer process has an implementation (apps/server/src/signer): the
 * hot wallet's private key and the deposit wallet's extended private key never exist in the web
 * process, which builds the same outgoing rows but cannot sign them.
 */
export interface KeyHolder {
  readonly hotWallet: string;
  /** The deposit address of a child index, derived from the extended private key (checked against the row's sender). */
  depositAddress(index: number): string;
  /** Signs as the hot wallet (index null) or as the deposit address of that child index. */
  sign(from: { index: number | null }, transaction: UnsignedTransaction): Promise<Hex>;
}
