/**
 * The shape every Merkle tree of the platform shares (the new-coin commitment tree and the
 * liabilities sum tree): nodes are paired left to right, (0,1), (2,3)…, level by level, and a level
 * with an odd count carries its last node up unchanged. Only the node type and how two nodes join
 * differ, so the pairing and the path positions live here once.
 */

/** One level up: `join` for each pair, `carry` for an odd last node. */
export function pairUp<T, R>(level: readonly T[], join: (left: T, right: T) => R, carry: (node: T) => R): R[] {
  const next: R[] = [];
  for (let i = 0; i < level.length; i += 2) {
    const left = level[i] as T;
    next.push(i + 1 < level.length ? join(left, level[i + 1] as T) : carry(left));
  }
  return next;
}

/** Where one sibling on a path sits: its level (0 = the leaves), its position there, and its side of the running node. */
export interface SiblingPosition {
  level: number;
  position: number;
  side: 'left' | 'right';
}

/**
 * The siblings on the path from leaf `index` to the root of a tree of `count` leaves, lowest first.
 * A level where the running node is carried up (odd count, last position) has no sibling and no step.
 */
export function siblingPositions(count: number, index: number): SiblingPosition[] {
  if (!Number.isSafeInteger(count) || !Number.isSafeInteger(index) || index < 0 || index >= count) throw new Error('merkle index out of range');
  const steps: SiblingPosition[] = [];
  let size = count;
  let position = index;
  for (let level = 0; size > 1; level += 1) {
    const sibling = position % 2 === 0 ? position + 1 : position - 1;
    if (sibling < size) steps.push({ level, position: sibling, side: position % 2 === 0 ? 'right' : 'left' });
    position = Math.floor(position / 2);
    size = Math.ceil(size / 2);
  }
  return steps;
}
