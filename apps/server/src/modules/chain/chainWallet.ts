import { createHash } from 'node:crypto';
import type { HDKey } from '@scure/bip32';
import type { ChainConfig } from '../../config.js';
import { parseDepositXpub } from './depositAddressDerivation.js';

/** Chain mode's configuration with its parsed extended public key: everything the chain use cases share. */
export interface ChainWallet {
  config: ChainConfig;
  key: HDKey;
  /** Names the xpub without revealing it: addresses are stored per wallet, so a new xpub never reuses an old index. */
  walletKey: string;
  /** The asset the token is credited as. */
  asset: 'USDT';
}

export function chainWalletOf(config: ChainConfig): ChainWallet {
  const key = parseDepositXpub(config.depositXpub);
  const walletKey = createHash('sha256').update(config.depositXpub).digest('hex').slice(0, 16);
  return { config, key, walletKey, asset: 'USDT' };
}

/** The network's name on the page: Ethereum for chain id 1, else the configured id (a test network). */
export function networkName(chainId: number): string {
  return chainId === 1 ? 'Ethereum' : `EVM chain ${chainId}`;
}
