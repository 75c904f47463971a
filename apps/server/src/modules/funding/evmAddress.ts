import { keccak_256 } from '@noble/hashes/sha3.js';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * EIP-55: an address is valid when all lower case, all upper case, or mixed case exactly as
 * its checksum (each hex letter upper case where the keccak-256 of the lower-case address has
 * a nibble of 8 or more) says. A single mistyped character is then caught.
 */
export function isChecksummedEvmAddress(address: string): boolean {
  if (!HEX_ADDRESS.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return body === toChecksumBody(body);
}

export function toChecksumAddress(address: string): string {
  return `0x${toChecksumBody(address.slice(2))}`;
}

function toChecksumBody(body: string): string {
  const lower = body.toLowerCase();
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(lower))).toString('hex');
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i] ?? '';
    out += Number.parseInt(hash[i] ?? '0', 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}
