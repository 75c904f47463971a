import { canonicalJson } from '../../platform/canonicalJson.js';
import { sha256Hex } from '../../platform/crypto.js';

/** The hash the first entry links to. */
export const GENESIS_HASH = '0'.repeat(64);

export { canonicalJson };

/** One entry's fields as they are hashed (ids as text, details as canonical JSON). */
export interface HashedEntry {
  at: string;
  staffId: string;
  staffUsername: string;
  action: string;
  target: string;
  details: unknown;
  ip: string;
}

/** Each entry's hash covers its content and the previous entry's hash: an edit breaks the chain from there on. */
export function entryHash(prevHash: string, row: HashedEntry): string {
  return sha256Hex(`${prevHash}\n${canonicalJson(row)}`);
}
