import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { pairUp, siblingPositions } from './merkleShape.js';
import type { SubscriptionRule } from './subscriptions.js';

/**
 * New-coin allocation and the commitment Merkle tree, shared by the server that posts the result
 * and the page where a user checks it: the browser runs this same code against the published root
 * and totals, so "my allocation follows from the totals" is a computation, not a promise.
 *
 * Units: commitments in USDT minor units; the issue price in USDT minor units per WHOLE coin; coin
 * quantities in the coin's minor units (10^-coinScale). A quantity q costs ⌈q × price / 10^scale⌉
 * USDT minor units; an amount a buys ⌊a × 10^scale / price⌋ minor units. The cost of what an amount
 * buys never exceeds the amount, so paid + refund = committed exactly, with refund ≥ 0.
 */

export interface IssueTerms {
  rule: SubscriptionRule;
  /** Total supply on offer, coin minor units. */
  supply: bigint;
  /** USDT minor units per whole coin. */
  price: bigint;
  coinScale: number;
}

/** What one commitment gets: coins allotted, USDT paid for them and USDT refunded. */
export interface Allotment {
  allotted: bigint;
  paid: bigint;
  refund: bigint;
}

const pow10 = (scale: number): bigint => 10n ** BigInt(scale);

/** Coin minor units an amount of USDT buys at the issue price (rounded down). */
export function coinsForUsdt(amount: bigint, price: bigint, coinScale: number): bigint {
  if (amount <= 0n) return 0n;
  return (amount * pow10(coinScale)) / price;
}

/** USDT minor units a quantity of coin costs at the issue price (rounded up: the platform never sells below price). */
export function usdtForCoins(quantity: bigint, price: bigint, coinScale: number): bigint {
  if (quantity <= 0n) return 0n;
  const scale = pow10(coinScale);
  return (quantity * price + scale - 1n) / scale;
}

/**
 * The largest total commitment whose coins fit the supply: T with ⌊T × 10^scale / price⌋ ≤ supply.
 * First come refuses a commitment that would take the total past it.
 */
export function maxCommittable(terms: Pick<IssueTerms, 'supply' | 'price' | 'coinScale'>): bigint {
  return ((terms.supply + 1n) * terms.price - 1n) / pow10(terms.coinScale);
}

/** Coins still unclaimed at the issue price after `committed` USDT (never below zero). */
export function remainingSupply(terms: Pick<IssueTerms, 'supply' | 'price' | 'coinScale'>, committed: bigint): bigint {
  const claimed = coinsForUsdt(committed, terms.price, terms.coinScale);
  return claimed >= terms.supply ? 0n : terms.supply - claimed;
}

/** Whether the commitments ask for more coins than the supply: then pro rata shares the supply. */
export function isOversubscribed(terms: IssueTerms, totalCommitted: bigint): boolean {
  return coinsForUsdt(totalCommitted, terms.price, terms.coinScale) > terms.supply;
}

/**
 * One commitment's allotment from the PUBLISHED numbers only (the terms and the total committed):
 * - not oversubscribed (either rule): every commitment buys what it pays for at the issue price;
 * - oversubscribed, pro rata: ⌊amount × supply / total⌋, which is below what the amount would buy,
 *   so it stays within the user's commitment (and so the per-user cap), and the sum of the floors
 *   never exceeds the supply;
 * - oversubscribed, first come: cannot happen (subscribing refuses past `maxCommittable`); should
 *   the numbers say so anyway, the same proportional share keeps the supply a hard limit.
 * The rest of the amount is refunded.
 */
export function allotmentFor(terms: IssueTerms, totalCommitted: bigint, amount: bigint): Allotment {
  if (amount <= 0n) return { allotted: 0n, paid: 0n, refund: amount < 0n ? 0n : amount };
  const bought = coinsForUsdt(amount, terms.price, terms.coinScale);
  let allotted = bought;
  if (isOversubscribed(terms, totalCommitted)) {
    const share = (amount * terms.supply) / totalCommitted;
    if (share < allotted) allotted = share;
  }
  const paid = usdtForCoins(allotted, terms.price, terms.coinScale);
  return { allotted, paid, refund: amount - paid };
}

export interface Commitment {
  id: bigint;
  amount: bigint;
}

export interface AllocationResult {
  totalCommitted: bigint;
  oversubscribed: boolean;
  allottedTotal: bigint;
  paidTotal: bigint;
  refundedTotal: bigint;
  rows: Array<Commitment & Allotment>;
}

/** The whole project's allocation: every commitment by `allotmentFor` against the sum of all of them. */
export function allocate(terms: IssueTerms, commitments: readonly Commitment[]): AllocationResult {
  const totalCommitted = commitments.reduce((sum, c) => sum + c.amount, 0n);
  const rows = commitments.map((c) => ({ ...c, ...allotmentFor(terms, totalCommitted, c.amount) }));
  return {
    totalCommitted,
    oversubscribed: isOversubscribed(terms, totalCommitted),
    allottedTotal: rows.reduce((sum, r) => sum + r.allotted, 0n),
    paidTotal: rows.reduce((sum, r) => sum + r.paid, 0n),
    refundedTotal: rows.reduce((sum, r) => sum + r.refund, 0n),
    rows,
  };
}

// ---------- The commitment Merkle tree ----------

/**
 * Leaves and nodes are SHA-256 with a one-byte prefix (0 for a leaf, 1 for a node), so a node can
 * never pass for a leaf. A level with an odd count carries its last hash up unchanged. Hashes travel
 * as lowercase hex.
 */
const LEAF_PREFIX = new Uint8Array([0]);
const NODE_PREFIX = new Uint8Array([1]);
/** The root of a project nobody subscribed to. */
export const EMPTY_COMMITMENT_ROOT = bytesToHex(sha256(utf8ToBytes('veritex:subscription-commitments:empty')));

/**
 * The user's tag in a leaf: a hash of the user id with a salt only that user is shown, so the
 * published leaves name nobody, while the user can recompute their own.
 */
export function commitmentUserTag(userId: bigint | string, salt: string): string {
  return bytesToHex(sha256(utf8ToBytes(`veritex:subscription-user:${salt}:${userId}`)));
}

/** The leaf of one subscription: its id, the user's salted tag and the amount committed (USDT minor units). */
export function commitmentLeaf(subscriptionId: bigint | string, userTag: string, amount: bigint | string): string {
  return bytesToHex(sha256(concatBytes(LEAF_PREFIX, utf8ToBytes(`veritex:subscription-leaf:${subscriptionId}:${userTag}:${amount}`))));
}

function hashNode(left: string, right: string): string {
  return bytesToHex(sha256(concatBytes(NODE_PREFIX, hexToBytes(left), hexToBytes(right))));
}

/** Root over the leaves in the given order (the server orders them by subscription id). */
export function merkleRoot(leaves: readonly string[]): string {
  if (leaves.length === 0) return EMPTY_COMMITMENT_ROOT;
  let level = [...leaves];
  while (level.length > 1) level = nextLevel(level);
  return level[0] as string;
}

function nextLevel(level: readonly string[]): string[] {
  return pairUp(level, hashNode, (node) => node);
}

/** One step of a proof: the sibling hash and which side of the running hash it sits on. */
export interface ProofStep {
  hash: string;
  side: 'left' | 'right';
}

/** The path from leaf `index` to the root (an empty path for a one-leaf tree). */
export function merkleProof(leaves: readonly string[], index: number): ProofStep[] {
  if (!Number.isInteger(index) || index < 0 || index >= leaves.length) throw new Error('merkle proof index out of range');
  const levels: string[][] = [[...leaves]];
  while ((levels.at(-1) as string[]).length > 1) levels.push(nextLevel(levels.at(-1) as string[]));
  return siblingPositions(leaves.length, index).map((step) => ({ hash: levels[step.level]?.[step.position] as string, side: step.side }));
}

/** Whether `leaf` with `path` hashes up to `root`. */
export function verifyMerkleProof(leaf: string, path: readonly ProofStep[], root: string): boolean {
  let hash = leaf.toLowerCase();
  try {
    for (const step of path) hash = step.side === 'left' ? hashNode(step.hash, hash) : hashNode(hash, step.hash);
  } catch {
    return false;
  }
  return hash === root.toLowerCase();
}
