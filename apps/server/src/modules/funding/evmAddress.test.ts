import { expect, it } from 'vitest';
import { isChecksummedEvmAddress, toChecksumAddress } from './evmAddress.js';

// EIP-55's own test vectors.
const VECTORS = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

it('accepts EIP-55 checksummed addresses and computes the checksum', () => {
  for (const address of VECTORS) {
    expect(isChecksummedEvmAddress(address)).toBe(true);
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
  }
});

it('refuses a mistyped checksum and malformed addresses, accepts single-case ones', () => {
  expect(isChecksummedEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
  expect(isChecksummedEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
  expect(isChecksummedEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae')).toBe(false);
  expect(isChecksummedEvmAddress('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed00')).toBe(false);
});
