import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem';

/** The transaction an outgoing row describes: a token transfer (to the contract, with calldata) or plain ether. */
export function outgoingTarget(row: { token: string; toAddress: string; amount: string }): { to: string; value: bigint; data: Hex | undefined } {
  if (row.token === '') return { to: row.toAddress, value: BigInt(row.amount), data: undefined };
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [row.toAddress as Address, BigInt(row.amount)] });
  return { to: row.token, value: 0n, data };
}

/** Fees of a replacement: at least `bumpPercent` above the previous attempt's (nodes refuse less than +10 %), and never below today's estimate. */
export function bumpedFees(
  previous: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint },
  estimate: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint },
  bumpPercent: bigint,
): { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } {
  const bump = (value: bigint) => (value * (100n + bumpPercent) + 99n) / 100n;
  const priority = maxOf(bump(previous.maxPriorityFeePerGas), estimate.maxPriorityFeePerGas);
  const maxFee = maxOf(bump(previous.maxFeePerGas), estimate.maxFeePerGas, priority);
  return { maxFeePerGas: maxFee, maxPriorityFeePerGas: priority };
}

/** The largest of bigints (Math.max takes numbers only). */
export function maxOf(...values: bigint[]): bigint {
  let largest = values[0] ?? 0n;
  for (const value of values) if (value > largest) largest = value;
  return largest;
}

/** The smallest of bigints. */
export function minOf(...values: bigint[]): bigint {
  let smallest = values[0] ?? 0n;
  for (const value of values) if (value < smallest) smallest = value;
  return smallest;
}
