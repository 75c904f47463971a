import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  allotmentFor,
  coinsForUsdt,
  commitmentLeaf,
  commitmentUserTag,
  EMPTY_COMMITMENT_ROOT,
  type IssueTerms,
  maxCommittable,
  merkleProof,
  merkleRoot,
  remainingSupply,
  usdtForCoins,
  verifyMerkleProof,
} from './subscriptionAllocation.js';

const SEED = 20_261_125;

const terms: fc.Arbitrary<IssueTerms> = fc.record({
  rule: fc.constantFrom('first_come' as const, 'pro_rata' as const),
  supply: fc.bigInt({ min: 1n, max: 10n ** 15n }),
  price: fc.bigInt({ min: 1n, max: 10n ** 10n }),
  coinScale: fc.constantFrom(0, 2, 6, 8, 18),
});
const commitments = fc.array(fc.bigInt({ min: 1n, max: 10n ** 13n }), { minLength: 0, maxLength: 40 });

describe('allocation over seeded random projects', () => {
  it('never allots more than the supply; paid + refund = committed per commitment; each allotment follows from the published totals', () => {
    fc.assert(
      fc.property(terms, commitments, (issue, amounts) => {
        const result = allocate(
          issue,
          amounts.map((amount, i) => ({ id: BigInt(i + 1), amount })),
        );
        expect(result.allottedTotal).toBeLessThanOrEqual(issue.supply);
        expect(result.paidTotal + result.refundedTotal).toBe(result.totalCommitted);
        for (const row of result.rows) {
          expect(row.paid + row.refund).toBe(row.amount);
          expect(row.refund).toBeGreaterThanOrEqual(0n);
          expect(row.allotted).toBeGreaterThanOrEqual(0n);
          // The coins are paid at the issue price, never below it, and never cost more than the commitment.
          expect(row.paid).toBe(usdtForCoins(row.allotted, issue.price, issue.coinScale));
          expect(row.allotted).toBeLessThanOrEqual(coinsForUsdt(row.amount, issue.price, issue.coinScale));
          // What the browser computes from the published total alone is what was posted.
          expect(allotmentFor(issue, result.totalCommitted, row.amount)).toEqual({ allotted: row.allotted, paid: row.paid, refund: row.refund });
        }
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('pro rata shares an oversubscribed supply in proportion: nobody gets more than amount × supply / total, and at most one minor unit less', () => {
    fc.assert(
      fc.property(terms, commitments, (issue, amounts) => {
        const result = allocate(
          { ...issue, rule: 'pro_rata' },
          amounts.map((amount, i) => ({ id: BigInt(i + 1), amount })),
        );
        if (!result.oversubscribed) return;
        for (const row of result.rows) {
          const exact = row.amount * issue.supply; // compared against allotted × total
          expect(row.allotted * result.totalCommitted).toBeLessThanOrEqual(exact);
          expect((row.allotted + 1n) * result.totalCommitted).toBeGreaterThan(exact);
        }
        // Rounding leaves fewer minor units unallotted than there are commitments.
        expect(issue.supply - result.allottedTotal).toBeLessThan(BigInt(result.rows.length));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('first come up to maxCommittable fills every commitment at the issue price, and the remaining supply is what is left', () => {
    fc.assert(
      fc.property(terms, commitments, (issue, amounts) => {
        const cap = maxCommittable(issue);
        // What subscribing admits: a commitment only while the total stays within maxCommittable.
        const admitted: bigint[] = [];
        let total = 0n;
        for (const amount of amounts) {
          if (total + amount > cap) continue;
          admitted.push(amount);
          total += amount;
        }
        expect(coinsForUsdt(cap, issue.price, issue.coinScale)).toBeLessThanOrEqual(issue.supply);
        expect(coinsForUsdt(cap + 1n, issue.price, issue.coinScale)).toBeGreaterThan(issue.supply);
        const result = allocate(
          { ...issue, rule: 'first_come' },
          admitted.map((amount, i) => ({ id: BigInt(i + 1), amount })),
        );
        expect(result.oversubscribed).toBe(false);
        for (const row of result.rows) expect(row.allotted).toBe(coinsForUsdt(row.amount, issue.price, issue.coinScale));
        expect(remainingSupply(issue, total)).toBe(issue.supply - coinsForUsdt(total, issue.price, issue.coinScale));
        expect(result.allottedTotal).toBeLessThanOrEqual(issue.supply - remainingSupply(issue, total));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe('the commitment Merkle tree', () => {
  const leafArb = fc.record({
    userId: fc.bigInt({ min: 1n, max: 10n ** 9n }),
    salt: fc.string({ minLength: 1, maxLength: 32 }),
    amount: fc.bigInt({ min: 1n, max: 10n ** 13n }),
  });

  it('every leaf proves against the root; a tampered leaf, amount, sibling or root does not', () => {
    fc.assert(
      fc.property(fc.array(leafArb, { minLength: 1, maxLength: 33 }), fc.nat(), (entries, pick) => {
        const leaves = entries.map((e, i) => commitmentLeaf(BigInt(i + 1), commitmentUserTag(e.userId, e.salt), e.amount));
        const root = merkleRoot(leaves);
        for (const [i, leaf] of leaves.entries()) expect(verifyMerkleProof(leaf, merkleProof(leaves, i), root)).toBe(true);
        const index = pick % leaves.length;
        const entry = entries[index];
        if (!entry) throw new Error('no entry');
        const path = merkleProof(leaves, index);
        const inflated = commitmentLeaf(BigInt(index + 1), commitmentUserTag(entry.userId, entry.salt), entry.amount + 1n);
        expect(verifyMerkleProof(inflated, path, root)).toBe(false);
        const otherUser = commitmentLeaf(BigInt(index + 1), commitmentUserTag(entry.userId + 1n, entry.salt), entry.amount);
        expect(verifyMerkleProof(otherUser, path, root)).toBe(false);
        const leaf = leaves[index] as string;
        const flipped = `${leaf[0] === '0' ? '1' : '0'}${leaf.slice(1)}`;
        expect(verifyMerkleProof(flipped, path, root)).toBe(false);
        if (path.length > 0) {
          const step = path[0];
          if (!step) throw new Error('no step');
          const bent = [{ ...step, hash: `${step.hash[0] === 'a' ? 'b' : 'a'}${step.hash.slice(1)}` }, ...path.slice(1)];
          expect(verifyMerkleProof(leaf, bent, root)).toBe(false);
        }
        // A root over the leaves with one changed is another root.
        const changed = [...leaves];
        changed[index] = inflated;
        expect(merkleRoot(changed)).not.toBe(root);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('the empty tree has its own root and a one-leaf tree is its leaf', () => {
    expect(merkleRoot([])).toBe(EMPTY_COMMITMENT_ROOT);
    const leaf = commitmentLeaf(1n, commitmentUserTag(7n, 'salt'), 5n);
    expect(merkleRoot([leaf])).toBe(leaf);
    expect(merkleProof([leaf], 0)).toEqual([]);
    expect(verifyMerkleProof('zz', [{ hash: 'not hex', side: 'left' }], leaf)).toBe(false);
  });
});
