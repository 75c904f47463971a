import { type Address, createPublicClient, erc20Abi, getAddress, type Hash, type Hex, http, parseAbiItem } from 'viem';

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

/** A mined transaction as the watcher and the payout follower need it. */
export interface MinedReceipt {
  success: boolean;
  blockNumber: bigint;
  blockHash: string;
  /** Wei paid for gas: gas used × effective gas price. */
  gasPaid: bigint;
}

/** What the node said to a raw transaction: taken, already had it, or its nonce is already used (by it or a replacement). */
export type BroadcastAnswer = 'accepted' | 'known' | 'nonce_used';

/**
 * The one narrow port through which the platform reaches an EVM node over JSON-RPC: the deposit
 * watcher reads Transfer logs, block hashes and receipts through it; the signer and the payout
 * follower send raw bytes and follow them. It holds no key: it sends bytes someone else signed.
 * viemChainNode is the only production adapter; tests wrap it to fake what a node rarely does or to
 * die at chosen moments.
 */
export interface ChainNode {
  chainId(): Promise<number>;
  sendRawTransaction(raw: Hex): Promise<BroadcastAnswer>;
  /** Transactions sent from the address: counting the node's pending ones ('pending'), mined ones ('latest'), or mined up to a block (its number). */
  transactionCount(address: string, at: 'latest' | 'pending' | bigint): Promise<bigint>;
  feeEstimate(): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }>;
  receipt(txHash: string): Promise<MinedReceipt | null>;
  /** Whether the node has the transaction at all (pending or mined). */
  hasTransaction(txHash: string): Promise<boolean>;
  headNumber(): Promise<bigint>;
  blockHashAt(blockNumber: bigint): Promise<string | null>;
  /** Transfer logs of `contract` to any of `recipients` in [fromBlock, toBlock]. */
  transferLogs(options: { contract: string; recipients: string[]; fromBlock: bigint; toBlock: bigint }): Promise<TransferLog[]>;
  tokenBalance(token: string, address: string): Promise<bigint>;
  etherBalance(address: string): Promise<bigint>;
}

/** Node answers meaning "this exact transaction, or another with its nonce, is already there": the send is done. */
const KNOWN = [/already known/i, /already imported/i, /known transaction/i];
const NONCE_USED = [/nonce too low/i, /nonce has already been used/i];

const TRANSFER_EVENT = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const details = (error as { details?: unknown }).details;
  return `${error.message} ${typeof details === 'string' ? details : ''}`;
}

/** ChainNode over JSON-RPC with viem; no caching, so a new block is seen on the next call. */
export function viemChainNode(rpcUrl: string): ChainNode {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 2 }), cacheTime: 0 });
  const notFound = (error: unknown, name: string) => error instanceof Error && error.name === name;
  return {
    chainId: () => client.getChainId(),
    async sendRawTransaction(raw) {
      try {
        await client.sendRawTransaction({ serializedTransaction: raw });
        return 'accepted';
      } catch (error) {
        const text = errorText(error);
        if (KNOWN.some((pattern) => pattern.test(text))) return 'known';
        if (NONCE_USED.some((pattern) => pattern.test(text))) return 'nonce_used';
        throw error;
      }
    },
    transactionCount: (address, at) =>
      client
        .getTransactionCount(typeof at === 'bigint' ? { address: address as Address, blockNumber: at } : { address: address as Address, blockTag: at })
        .then((count) => BigInt(count)),
    feeEstimate: () => client.estimateFeesPerGas(),
    async receipt(txHash) {
      try {
        const receipt = await client.getTransactionReceipt({ hash: txHash as Hash });
        return {
          success: receipt.status === 'success',
          blockNumber: receipt.blockNumber,
          blockHash: receipt.blockHash,
          gasPaid: receipt.gasUsed * receipt.effectiveGasPrice,
        };
      } catch (error) {
        if (notFound(error, 'TransactionReceiptNotFoundError')) return null;
        throw error;
      }
    },
    async hasTransaction(txHash) {
      try {
        await client.getTransaction({ hash: txHash as Hash });
        return true;
      } catch (error) {
        if (notFound(error, 'TransactionNotFoundError')) return false;
        throw error;
      }
    },
    headNumber: () => client.getBlockNumber({ cacheTime: 0 }),
    async blockHashAt(blockNumber) {
      try {
        return (await client.getBlock({ blockNumber, includeTransactions: false })).hash;
      } catch (error) {
        if (notFound(error, 'BlockNotFoundError')) return null;
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
    tokenBalance: (token, address) => client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [address as Address] }),
    etherBalance: (address) => client.getBalance({ address: address as Address }),
  };
}
