import { isChecksummedEvmAddress } from './evmAddress.js';

const BITCOIN_ADDRESS = /^(bc1[a-z0-9]{25,87}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/;

/** ERC20 addresses must carry a valid EIP-55 checksum (mixed case) or be all one case. */
export function isValidAddress(chain: string, address: string): boolean {
  if (chain === 'ERC20') return isChecksummedEvmAddress(address);
  if (chain === 'Bitcoin') return BITCOIN_ADDRESS.test(address);
  return false;
}
