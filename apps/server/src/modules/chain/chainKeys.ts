/**
 * THE exactly-once key of a chain deposit: (chain id, transaction hash, log index). It is the ledger
 * posting's idempotency key, so however often the watcher runs, in however many processes, a transfer
 * is credited at most once. Never change its shape.
 */
export const chainKeys = {
  depositCredit: (transfer: { chainId: number; txHash: string; logIndex: number }) =>
    `chain-deposit:${transfer.chainId}:${transfer.txHash.toLowerCase()}:${transfer.logIndex}`,
};
