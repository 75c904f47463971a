import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { pairUp, siblingPositions } from '../merkleShape.js';

/**
 * Proof of liabilities: a Merkle SUM tree per asset over every user's balance (Vitalik's design, as
 * OKX publishes it). Each node carries a hash and the sum of the balances under it; a parent hashes
 * both children's hashes AND sums, so no node can claim a smaller sum than its leaves without
 * changing the root, and a negative leaf (the "dummy user" that would hide liabilities) is refused
 * while building and by every verifier. The server builds, the page and the offline script verify,
 * all with this code, hashing through Web Crypto (`crypto.subtle`: Node 20 and every browser).
 *
 * Encodings (all SHA-256, lowercase hex on the wire, sums in the asset's minor units):
 * - user hash = H("veritex:liabilities-user:v1:" salt ":" user id): the user's salt is shown to
 *   that user only, so the published leaves name nobody;
 * - leaf = H(0x00 ‖ "veritex:liabilities-leaf:v1:" user hash ":" asset ":" balance as decimal digits);
 * - node = H(0x01 ‖ left hash ‖ left sum ‖ right hash ‖ right sum), hashes as 32 bytes, sums as
 *   32-byte big-endian unsigned integers, and sum = left sum + right sum.
 * Leaves are paired as in every tree of the platform (merkleShape.ts): an odd node is carried up.
 */

export const PROOF_FORMAT = 'veritex-proof-of-liabilities/1';

const LEAF_PREFIX = new Uint8Array([0]);
const NODE_PREFIX = new Uint8Array([1]);
const SUM_BYTES = 32;
const MAX_SUM = (1n << BigInt(SUM_BYTES * 8)) - 1n;
const HASH_PATTERN = /^[0-9a-f]{64}$/;
const UNITS_PATTERN = /^(0|[1-9]\d*)$/;
const ASSET_PATTERN = /^[A-Za-z0-9._-]{1,20}$/;
const SALT_PATTERN = /^[0-9a-f]{16,128}$/;
const USER_ID_PATTERN = /^[1-9]\d{0,17}$/;

/** A node of the tree: its hash and the sum of the balances under it. */
export interface SumNode {
  hash: string;
  sum: bigint;
}

/** Thrown while building: a negative leaf, or a node whose sum is below one of its children. */
export class LiabilityTreeError extends Error {}

interface DigestCrypto {
  subtle?: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
}

/** SHA-256 by Web Crypto; a page served without a secure context has none, and says so. */
async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  const subtle = (globalThis as { crypto?: DigestCrypto }).crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is not available here');
  return new Uint8Array(await subtle.digest('SHA-256', bytes));
}

function sumBytes(sum: bigint): Uint8Array {
  if (sum < 0n || sum > MAX_SUM) throw new LiabilityTreeError(`sum out of range: ${sum}`);
  return hexToBytes(sum.toString(16).padStart(SUM_BYTES * 2, '0'));
}

/** The user's tag in every leaf: their id under a salt only they are shown. */
export async function liabilityUserHash(userId: bigint | string, salt: string): Promise<string> {
  return bytesToHex(await sha256(utf8ToBytes(`veritex:liabilities-user:v1:${salt}:${userId}`)));
}

/** The leaf of one user's balance of one asset (minor units, never negative). */
export async function liabilityLeafHash(leaf: { userHash: string; asset: string; balance: bigint }): Promise<string> {
  if (leaf.balance < 0n) throw new LiabilityTreeError(`negative balance in a leaf: ${leaf.balance}`);
  if (!ASSET_PATTERN.test(leaf.asset) || !HASH_PATTERN.test(leaf.userHash)) throw new LiabilityTreeError('malformed leaf');
  const text = `veritex:liabilities-leaf:v1:${leaf.userHash}:${leaf.asset}:${leaf.balance}`;
  return bytesToHex(await sha256(concatBytes(LEAF_PREFIX, utf8ToBytes(text))));
}

/** A parent of two nodes: refuses a negative child and a sum below either child. */
export async function joinSumNodes(left: SumNode, right: SumNode): Promise<SumNode> {
  const sum = left.sum + right.sum;
  if (left.sum < 0n || right.sum < 0n || sum < left.sum || sum < right.sum) throw new LiabilityTreeError('a node sum below one of its children');
  const bytes = concatBytes(NODE_PREFIX, hexToBytes(left.hash), sumBytes(left.sum), hexToBytes(right.hash), sumBytes(right.sum));
  return { hash: bytesToHex(await sha256(bytes)), sum };
}

/** The root published for an asset nobody holds. */
export async function emptyLiabilityRoot(): Promise<SumNode> {
  return { hash: bytesToHex(await sha256(utf8ToBytes('veritex:liabilities:empty:v1'))), sum: 0n };
}

/** Every level of a tree, the leaves first and the root last. */
export interface SumTree {
  levels: SumNode[][];
  root: SumNode;
}

/** Builds the tree over the leaves in the given order; throws LiabilityTreeError on a negative leaf. */
export async function buildSumTree(leaves: readonly SumNode[]): Promise<SumTree> {
  leaves.forEach((leaf, index) => {
    if (leaf.sum < 0n) throw new LiabilityTreeError(`leaf ${index} is negative`);
  });
  if (leaves.length === 0) return { levels: [[]], root: await emptyLiabilityRoot() };
  const levels: SumNode[][] = [[...leaves]];
  let level = levels[0] as SumNode[];
  while (level.length > 1) {
    level = await Promise.all(pairUp<SumNode, Promise<SumNode>>(level, joinSumNodes, async (node) => node));
    levels.push(level);
  }
  return { levels, root: level[0] as SumNode };
}

/**
 * One step of a path on the wire: the sibling (hash and sum, the side it sits on) and the node the
 * step must produce, so a verifier can say at which level a proof stops adding up.
 */
export interface SumPathStep {
  side: 'left' | 'right';
  hash: string;
  sum: string;
  node_hash: string;
  node_sum: string;
}

/** The path from leaf `index` to the root, lowest level first. */
export function sumTreePath(tree: SumTree, index: number): SumPathStep[] {
  const count = tree.levels[0]?.length ?? 0;
  return siblingPositions(count, index).map((step) => {
    const sibling = tree.levels[step.level]?.[step.position] as SumNode;
    const parent = tree.levels[step.level + 1]?.[Math.floor(step.position / 2)] as SumNode;
    return { side: step.side, hash: sibling.hash, sum: String(sibling.sum), node_hash: parent.hash, node_sum: String(parent.sum) };
  });
}

/** One asset of a user's proof: their leaf, its path, and the root and total the venue published. */
export interface AssetProof {
  asset: string;
  /** The balance in the asset's minor units (what the leaf hashes), and the scale to show it. */
  balance_units: string;
  scale: number;
  leaf_hash: string;
  index: number;
  leaf_count: number;
  path: SumPathStep[];
  root: string;
  total_units: string;
}

/** Whose leaves these are: the id and salt the user hash is made of. */
export interface ProofOwner {
  user_id: string;
  salt: string;
  user_hash: string;
}

/** Where a proof stops adding up; `level` counts from 1, the level just above the leaf. */
export type ProofFailure =
  | { kind: 'malformed'; field: string }
  | { kind: 'user_hash_mismatch'; computed: string; expected: string }
  | { kind: 'leaf_hash_mismatch'; computed: string; expected: string }
  | { kind: 'path_shape'; level: number }
  | { kind: 'negative_sum'; level: number }
  | { kind: 'sum_mismatch'; level: number; computed: string; expected: string }
  | { kind: 'hash_mismatch'; level: number; computed: string; expected: string }
  | { kind: 'root_mismatch'; computed: string; expected: string }
  | { kind: 'total_mismatch'; computed: string; expected: string };

/** A step as recomputed here, to show the user. */
export interface VerifiedStep {
  level: number;
  side: 'left' | 'right';
  sibling_hash: string;
  sibling_sum: string;
  hash: string;
  sum: string;
}

export interface ProofVerdict {
  ok: boolean;
  failure?: ProofFailure;
  /** What this code computed: the user hash, the leaf and each level it got to. */
  user_hash?: string;
  leaf_hash?: string;
  steps: VerifiedStep[];
}

/** The published figures to check against (the venue's public history); the proof's own when absent. */
export interface PublishedRoot {
  root: string;
  total_units: string;
}

/**
 * Recomputes one asset's proof from the user id and salt up to the root, step by step, and stops at
 * the first step that does not add up: the user hash, the leaf, a level's hash or sum (against the
 * node the proof says the step produces), then the root and total against what was published.
 */
export async function verifyAssetProof(owner: ProofOwner, proof: AssetProof, published?: PublishedRoot): Promise<ProofVerdict> {
  const steps: VerifiedStep[] = [];
  const fail = (failure: ProofFailure, extra: Partial<ProofVerdict> = {}): ProofVerdict => ({ ok: false, failure, steps, ...extra });
  const malformed = checkShape(owner, proof, published);
  if (malformed) return fail({ kind: 'malformed', field: malformed });

  const userHash = await liabilityUserHash(owner.user_id, owner.salt);
  if (userHash !== owner.user_hash) return fail({ kind: 'user_hash_mismatch', computed: userHash, expected: owner.user_hash }, { user_hash: userHash });
  const leafHash = await liabilityLeafHash({ userHash, asset: proof.asset, balance: BigInt(proof.balance_units) });
  const seen = { user_hash: userHash, leaf_hash: leafHash };
  if (leafHash !== proof.leaf_hash) return fail({ kind: 'leaf_hash_mismatch', computed: leafHash, expected: proof.leaf_hash }, seen);

  const shape = siblingPositions(proof.leaf_count, proof.index);
  let node: SumNode = { hash: leafHash, sum: BigInt(proof.balance_units) };
  for (let i = 0; i < Math.max(shape.length, proof.path.length); i += 1) {
    const level = i + 1;
    const step = proof.path[i];
    if (!step || shape[i]?.side !== step.side) return fail({ kind: 'path_shape', level }, seen);
    const sibling: SumNode = { hash: step.hash, sum: BigInt(step.sum) };
    if (sibling.sum < 0n) return fail({ kind: 'negative_sum', level }, seen);
    if (sibling.sum > MAX_SUM - node.sum) return fail({ kind: 'malformed', field: `path.${i}` }, seen);
    node = step.side === 'left' ? await joinSumNodes(sibling, node) : await joinSumNodes(node, sibling);
    steps.push({ level, side: step.side, sibling_hash: step.hash, sibling_sum: step.sum, hash: node.hash, sum: String(node.sum) });
    if (String(node.sum) !== step.node_sum) return fail({ kind: 'sum_mismatch', level, computed: String(node.sum), expected: step.node_sum }, seen);
    if (node.hash !== step.node_hash) return fail({ kind: 'hash_mismatch', level, computed: node.hash, expected: step.node_hash }, seen);
  }

  // First against the proof's own root and total, then against what the venue published.
  for (const target of published ? [proof, published] : [proof]) {
    if (node.hash !== target.root) return fail({ kind: 'root_mismatch', computed: node.hash, expected: target.root }, seen);
    if (String(node.sum) !== target.total_units) return fail({ kind: 'total_mismatch', computed: String(node.sum), expected: target.total_units }, seen);
  }
  return { ok: true, steps, ...seen };
}

/** The first field that is not what the encodings allow (so hashing never sees a malformed value). */
function checkShape(owner: ProofOwner, proof: AssetProof, published: PublishedRoot | undefined): string | undefined {
  if (!USER_ID_PATTERN.test(owner.user_id)) return 'user_id';
  if (!SALT_PATTERN.test(owner.salt)) return 'salt';
  if (!HASH_PATTERN.test(owner.user_hash)) return 'user_hash';
  if (!ASSET_PATTERN.test(proof.asset)) return 'asset';
  if (!UNITS_PATTERN.test(proof.balance_units) || BigInt(proof.balance_units) > MAX_SUM) return 'balance_units';
  if (!HASH_PATTERN.test(proof.leaf_hash)) return 'leaf_hash';
  if (!Number.isSafeInteger(proof.leaf_count) || proof.leaf_count < 1) return 'leaf_count';
  if (!Number.isSafeInteger(proof.index) || proof.index < 0 || proof.index >= proof.leaf_count) return 'index';
  if (!HASH_PATTERN.test(proof.root)) return 'root';
  if (!UNITS_PATTERN.test(proof.total_units)) return 'total_units';
  if (published && (!HASH_PATTERN.test(published.root) || !UNITS_PATTERN.test(published.total_units))) return 'published';
  for (const [i, step] of proof.path.entries()) {
    // A sibling's sum may be written negative: that is a finding (negative_sum), not a malformed file.
    const fields = [HASH_PATTERN.test(step.hash), /^-?(0|[1-9]\d*)$/.test(step.sum), HASH_PATTERN.test(step.node_hash), UNITS_PATTERN.test(step.node_sum)];
    if (fields.includes(false) || (step.side !== 'left' && step.side !== 'right')) return `path.${i}`;
  }
  return undefined;
}

/** A user's downloadable proof: who, which snapshot, and one entry per asset they held. */
export interface ProofFile extends ProofOwner {
  format: typeof PROOF_FORMAT;
  snapshot_id: string;
  taken_at: string;
  assets: AssetProof[];
}

/** Every asset of a proof file, each against the published root of its asset when one is given. */
export async function verifyProofFile(
  file: ProofFile,
  published?: ReadonlyMap<string, PublishedRoot>,
): Promise<Array<{ asset: string; verdict: ProofVerdict }>> {
  const owner = { user_id: file.user_id, salt: file.salt, user_hash: file.user_hash };
  return Promise.all(file.assets.map(async (proof) => ({ asset: proof.asset, verdict: await verifyAssetProof(owner, proof, published?.get(proof.asset)) })));
}
