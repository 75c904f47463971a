import { type ChildProcess, spawn } from 'node:child_process';
import { pbkdf2Sync } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { HDKey } from '@scure/bip32';
import {
  type Abi,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  type TestClient,
  type WalletClient,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { freePort } from '../platform/freePort.js';
import testTokens from './chain/testTokens.json' with { type: 'json' };

/** anvil's own default mnemonic: its funded accounts 0..9 are well known and hold 10,000 test ether each. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
export const ANVIL_CHAIN_ID = 31337;

/** BIP-39 seed of a mnemonic (PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic"), no passphrase. */
export function mnemonicSeed(mnemonic: string): Uint8Array {
  return pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
}

/** The extended public key of the mnemonic's Ethereum external chain (m/44'/60'/0'/0): what the platform is configured with. */
export function depositXpubOf(mnemonic: string): string {
  return HDKey.fromMasterSeed(mnemonicSeed(mnemonic)).derive("m/44'/60'/0'/0").publicExtendedKey;
}

type ContractName = keyof typeof testTokens.contracts;

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  public: PublicClient;
  wallet: WalletClient;
  test: TestClient;
  /** anvil's funded accounts from ANVIL_MNEMONIC (index 0 deploys by default). */
  accounts: Address[];
  /** Mines `blocks` blocks now (the chain mines nothing by itself). */
  mine(blocks?: number): Promise<void>;
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<void>;
  /** Deploys one of the checked-in test contracts (testTokens.json) and mines its block. */
  deploy(name: ContractName, args?: readonly unknown[], from?: Address): Promise<Address>;
  /** Sends a contract call (mined only by a later mine()); answers its hash. */
  send(options: { contract: Address; name: ContractName; functionName: string; args: readonly unknown[]; from?: Address; gas?: bigint }): Promise<Hash>;
  stop(): Promise<void>;
}

function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil');
}

/** Waits for anvil's "Listening on" line; fails with its output if it exits first. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`anvil exited (${code}) before listening:\n${output}`)));
    child.once('error', reject);
  });
}

/**
 * A local EVM chain for tests: anvil (npm `@foundry-rs/anvil-linux-amd64`, its binary as shipped) on
 * a free loopback port, with the fixed mnemonic and NO automatic mining: blocks appear only when the
 * test mines them (`evm_mine`), so confirmations are counted by the test, never by a clock.
 */
export async function startAnvil(options: { port?: number } = {}): Promise<LocalChain> {
  const port = options.port ?? (await freePort());
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--mnemonic', ANVIL_MNEMONIC, '--chain-id', String(ANVIL_CHAIN_ID), '--no-mining'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await listening(child);
  const rpcUrl = `http://127.0.0.1:${port}`;
  const transport = http(rpcUrl);
  const chain = { ...foundry, id: ANVIL_CHAIN_ID };
  // No cached block number: the tests mine and read back at once.
  const publicClient = createPublicClient({ chain, transport, cacheTime: 0 }) as PublicClient;
  const accountList = Array.from({ length: 10 }, (_, index) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }));
  const wallet = createWalletClient({ chain, transport });
  const test = createTestClient({ chain, transport, mode: 'anvil' });
  const accountOf = (from?: Address) => accountList.find((account) => account.address === from) ?? accountList[0]!;

  const localChain: LocalChain = {
    rpcUrl,
    chainId: ANVIL_CHAIN_ID,
    public: publicClient,
    wallet,
    test,
    accounts: accountList.map((account) => account.address),
    mine: (blocks = 1) => test.mine({ blocks }),
    snapshot: () => test.snapshot(),
    revert: async (id) => {
      await test.revert({ id });
    },
    async deploy(name, args = [], from) {
      const contract = testTokens.contracts[name];
      const hash = await wallet.deployContract({ abi: contract.abi as Abi, bytecode: contract.bytecode as Hex, args, account: accountOf(from), chain });
      await test.mine({ blocks: 1 });
      const receipt = await publicClient.getTransactionReceipt({ hash });
      if (!receipt.contractAddress) throw new Error(`${name} was not deployed`);
      return receipt.contractAddress;
    },
    send: ({ contract, name, functionName, args, from, gas }) =>
      wallet.writeContract({ address: contract, abi: testTokens.contracts[name].abi as Abi, functionName, args, account: accountOf(from), chain, gas }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return localChain;
}
