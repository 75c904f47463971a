import { type Address, createPublicClient, getAddress, type Hash, http, parseAbiItem } from 'viem';

/** One ERC-20 Transfer log as the watcher needs it. */
export interface TransferLog {
  /** The contract that emitted it. */
  contract: string;
  from: string;
  to: string;
  value: bigint;
  blockNumber: bigint;
  blockHash: string;
  txHash: string;
  logIndex: number;
  /** The node says the log belongs to a block that is no longer on its chain. */
  removed: boolean;
}

/**
 * The narrow port the chain watcher reads an EVM chain through (JSON-RPC). The viem adapter below
 * is the only implementation in production; tests may wrap it to fake what a node rarely does.
 */
export interface ChainReader {
  chainId(): Promise<number>;
  headNumber(): Promise<bigint>;
  /** The hash of the block at that height on the node's current chain, or null when there is none (yet). */
  blockHashAt(blockNumber: bigint): Promise<string | null>;
  /** Transfer logs of `contract` to any of `recipients` in [fromBlock, toBlock]. */
  transferLogs(options: { contract: string; recipients: string[]; fromBlock: bigint; toBlock: bigint }): Promise<TransferLog[]>;
  /** Whether the transaction succeeded (receipt status 1); null when the node has no receipt for it. */
  transactionSucceeded(txHash: string): Promise<boolean | null>;
}

const TRANSFER_EVENT = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** ChainReader over JSON-RPC with viem; no caching, so a new block is seen on the next call. */
export function viemChainReader(rpcUrl: string): ChainReader {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 2 }), cacheTime: 0 });
  return {
    chainId: () => client.getChainId(),
    headNumber: () => client.getBlockNumber({ cacheTime: 0 }),
    async blockHashAt(blockNumber) {
      try {
        const block = await client.getBlock({ blockNumber, includeTransactions: false });
        return block.hash;
      } catch (error) {
        if (error instanceof Error && error.name === 'BlockNotFoundError') return null;
        throw error;
      }
    },
    async transferLogs({ contract, recipients, fromBlock, toBlock }) {
      if (recipients.length === 0) return [];
      const logs = await client.getLogs({
        address: contract as Address,
        event: TRANSFER_EVENT,
        args: { to: recipients as Address[] },
        fromBlock,
        toBlock,
        strict: true,
      });
      return logs.map((log) => ({
        contract: getAddress(log.address),
        from: getAddress(log.args.from),
        to: getAddress(log.args.to),
        value: log.args.value,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        removed: log.removed,
      }));
    },
    async transactionSucceeded(txHash) {
      try {
        const receipt = await client.getTransactionReceipt({ hash: txHash as Hash });
        return receipt.status === 'success';
      } catch (error) {
        if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null;
        throw error;
      }
    },
  };
}
