import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { HDKey } from '@scure/bip32';
import { getAddress } from 'viem';

/**
 * Deposit addresses from the deposit wallet's extended PUBLIC key (BIP-32): user n's address is
 * the non-hardened child n of the configured key (the key is normally the account's external chain,
 * m/44'/60'/0'/0, so child n is the wallet's m/44'/60'/0'/0/n). Non-hardened derivation needs no
 * private key: the server can hand out addresses it can never spend from; the keys stay with the
 * signer (a later step) or offline.
 */
export function parseDepositXpub(xpub: string): HDKey {
  const key = HDKey.fromExtendedKey(xpub);
  if (key.privateKey) throw new Error('CHAIN_DEPOSIT_XPUB must be an extended PUBLIC key (xpub…), never a private one');
  return key;
}

/** BIP-32 non-hardened child indexes stop below 2^31. */
export const MAX_DERIVATION_INDEX = 2 ** 31 - 1;

/** The EIP-55 address of child `index` of the extended public key. */
export function deriveDepositAddress(key: HDKey, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > MAX_DERIVATION_INDEX) throw new Error(`derivation index out of range: ${index}`);
  const child = key.deriveChild(index);
  if (!child.publicKey) throw new Error('child key without a public key');
  return addressOfPublicKey(child.publicKey);
}

/** keccak-256 of the uncompressed point (without its 0x04 prefix), last 20 bytes. */
function addressOfPublicKey(compressed: Uint8Array): string {
  const uncompressed = decompress(compressed);
  const hash = keccak_256(uncompressed.subarray(1));
  return getAddress(`0x${Buffer.from(hash.subarray(12)).toString('hex')}`);
}

function decompress(compressed: Uint8Array): Uint8Array {
  return secp256k1.Point.fromBytes(compressed).toBytes(false);
}
