import { HDKey } from '@scure/bip32';
import { mnemonicToAccount, publicKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { ANVIL_MNEMONIC, depositXpubOf, mnemonicSeed } from '../../testing/anvil.js';
import { deriveDepositAddress, parseDepositXpub } from './depositAddressDerivation.js';

const MNEMONIC = ANVIL_MNEMONIC;

describe('deposit address derivation from the extended public key', () => {
  it("matches BIP-32 test vector 1: public child 1 of m/0H is m/0H/1, and its address is that of the vector's public key", () => {
    const parent = parseDepositXpub('xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw');
    const child = parent.deriveChild(1);
    expect(child.publicExtendedKey).toBe('xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7Wf5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ');
    expect(Buffer.from(child.publicKey!).toString('hex')).toBe('03501e454bf00751f24b1b489aa925215d66af2234e3891c3b21a52bedb3cd711c');
    // The vector's uncompressed form of that key, hashed by viem (not by our decompression).
    const uncompressed = '0x04501e454bf00751f24b1b489aa925215d66af2234e3891c3b21a52bedb3cd711c008794c1df8131b9ad1e1359965b3f3ee2feef0866be693729772be14be881ab';
    expect(deriveDepositAddress(parent, 1)).toBe(publicKeyToAddress(uncompressed));
  });

  it('gives the same addresses as an independent derivation from the private side (viem HD accounts, m/44H/60H/0H/0/n)', () => {
    const key = parseDepositXpub(depositXpubOf(MNEMONIC));
    for (const index of [0, 1, 2, 7, 1000, 2 ** 31 - 1]) {
      expect(deriveDepositAddress(key, index)).toBe(mnemonicToAccount(MNEMONIC, { addressIndex: index }).address);
    }
    // anvil's well-known account 0 of this mnemonic.
    expect(deriveDepositAddress(key, 0)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('refuses an extended private key and indexes outside the non-hardened range', () => {
    const master = HDKey.fromMasterSeed(mnemonicSeed(MNEMONIC));
    expect(() => parseDepositXpub(master.privateExtendedKey)).toThrow(/PUBLIC/);
    const key = parseDepositXpub(master.publicExtendedKey);
    expect(() => deriveDepositAddress(key, -1)).toThrow(/range/);
    expect(() => deriveDepositAddress(key, 2 ** 31)).toThrow(/range/);
  });
});
