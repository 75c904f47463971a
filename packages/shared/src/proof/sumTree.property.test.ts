import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AssetProof,
  buildSumTree,
  joinSumNodes,
  LiabilityTreeError,
  liabilityLeafHash,
  liabilityUserHash,
  type ProofOwner,
  type SumNode,
  sumTreePath,
  verifyAssetProof,
} from './sumTree.js';

const SEED = 20_261_129;
const RUNS = 40;

interface Holder {
  userId: string;
  salt: string;
  balance: bigint;
}

const hex = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: length, maxLength: length });
const holders = fc.uniqueArray(
  fc.record({ userId: fc.bigInt({ min: 1n, max: 10n ** 12n }).map(String), salt: hex(32), balance: fc.bigInt({ min: 0n, max: 10n ** 30n }) }),
  { minLength: 1, maxLength: 24, selector: (holder) => holder.userId },
);

/** What the server does for one asset: leaves by user hash, the tree, and one holder's proof. */
async function proofFor(all: readonly Holder[], which: number): Promise<{ owner: ProofOwner; proof: AssetProof }> {
  const leaves = await Promise.all(
    all.map(async (holder) => {
      const userHash = await liabilityUserHash(holder.userId, holder.salt);
      return { holder, userHash, leaf: await liabilityLeafHash({ userHash, asset: 'USDT', balance: holder.balance }) };
    }),
  );
  leaves.sort((a, b) => (a.userHash < b.userHash ? -1 : 1));
  const tree = await buildSumTree(leaves.map((entry): SumNode => ({ hash: entry.leaf, sum: entry.holder.balance })));
  const target = all[which % all.length] as Holder;
  const index = leaves.findIndex((entry) => entry.holder === target);
  const mine = leaves[index] as (typeof leaves)[number];
  return {
    owner: { user_id: target.userId, salt: target.salt, user_hash: mine.userHash },
    proof: {
      asset: 'USDT',
      balance_units: String(target.balance),
      scale: 6,
      leaf_hash: mine.leaf,
      index,
      leaf_count: leaves.length,
      path: sumTreePath(tree, index),
      root: tree.root.hash,
      total_units: String(tree.root.sum),
    },
  };
}

const flipHex = (value: string, at: number) => {
  const i = at % value.length;
  const next = value[i] === '0' ? '1' : '0';
  return `${value.slice(0, i)}${next}${value.slice(i + 1)}`;
};

const run = <T>(arbitrary: fc.Arbitrary<T>, check: (value: T) => Promise<void>) => fc.assert(fc.asyncProperty(arbitrary, check), { seed: SEED, numRuns: RUNS });

describe('the liabilities sum tree over seeded random balances', () => {
  it("verifies every holder's proof, and the root's sum is the total of all balances", async () => {
    await run(fc.tuple(holders, fc.nat()), async ([all, which]) => {
      const { owner, proof } = await proofFor(all, which);
      const verdict = await verifyAssetProof(owner, proof);
      expect(verdict).toMatchObject({ ok: true });
      expect(BigInt(proof.total_units)).toBe(all.reduce((sum, holder) => sum + holder.balance, 0n));
    });
  });

  it('fails at the leaf when the balance is changed', async () => {
    await run(fc.tuple(holders, fc.nat(), fc.bigInt({ min: 0n, max: 10n ** 30n })), async ([all, which, other]) => {
      const { owner, proof } = await proofFor(all, which);
      fc.pre(String(other) !== proof.balance_units);
      const verdict = await verifyAssetProof(owner, { ...proof, balance_units: String(other) });
      expect(verdict.failure?.kind).toBe('leaf_hash_mismatch');
    });
  });

  it('fails one level up when the balance and its leaf hash are changed together', async () => {
    await run(fc.tuple(holders, fc.nat(), fc.bigInt({ min: 0n, max: 10n ** 30n })), async ([all, which, other]) => {
      const { owner, proof } = await proofFor(all, which);
      fc.pre(String(other) !== proof.balance_units);
      const leaf_hash = await liabilityLeafHash({ userHash: owner.user_hash, asset: 'USDT', balance: other });
      const verdict = await verifyAssetProof(owner, { ...proof, balance_units: String(other), leaf_hash });
      expect(verdict.ok).toBe(false);
      expect(verdict.failure).toMatchObject(proof.path.length > 0 ? { kind: 'sum_mismatch', level: 1 } : { kind: 'root_mismatch' });
    });
  });

  it('fails at the user hash when the salt, the user id or the user hash is changed', async () => {
    await run(fc.tuple(holders, fc.nat(), fc.constantFrom('salt', 'user_id', 'user_hash'), fc.nat()), async ([all, which, field, at]) => {
      const { owner, proof } = await proofFor(all, which);
      const tampered =
        field === 'salt'
          ? { ...owner, salt: flipHex(owner.salt, at) }
          : field === 'user_hash'
            ? { ...owner, user_hash: flipHex(owner.user_hash, at) }
            : { ...owner, user_id: String(BigInt(owner.user_id) + 1n) };
      const verdict = await verifyAssetProof(tampered, proof);
      expect(verdict.failure?.kind).toBe('user_hash_mismatch');
    });
  });

  it('fails at the level of a changed sibling hash or sibling sum, and never passes a negative sibling', async () => {
    const withPath = holders.filter((all) => all.length >= 2);
    await run(fc.tuple(withPath, fc.nat(), fc.nat(), fc.constantFrom('hash', 'sum', 'negative'), fc.nat()), async ([all, which, pick, what, at]) => {
      const { owner, proof } = await proofFor(all, which);
      const i = pick % proof.path.length;
      const step = proof.path[i] as AssetProof['path'][number];
      const changed =
        what === 'hash'
          ? { ...step, hash: flipHex(step.hash, at) }
          : what === 'sum'
            ? { ...step, sum: String(BigInt(step.sum) + BigInt(at % 1000) + 1n) }
            : { ...step, sum: String(-BigInt(at % 1000) - 1n) };
      const path = proof.path.map((s, j) => (j === i ? changed : s));
      const verdict = await verifyAssetProof(owner, { ...proof, path });
      const expected = { hash: 'hash_mismatch', sum: 'sum_mismatch', negative: 'negative_sum' }[what];
      expect(verdict.failure).toMatchObject({ kind: expected, level: i + 1 });
    });
  });

  it('fails when the steps of the path are put in another order', async () => {
    await run(fc.tuple(holders, fc.nat(), fc.nat(), fc.nat()), async ([all, which, a, b]) => {
      const { owner, proof } = await proofFor(all, which);
      fc.pre(proof.path.length >= 2);
      const i = a % proof.path.length;
      const j = b % proof.path.length;
      fc.pre(i !== j && JSON.stringify(proof.path[i]) !== JSON.stringify(proof.path[j]));
      const path = [...proof.path];
      [path[i], path[j]] = [path[j] as AssetProof['path'][number], path[i] as AssetProof['path'][number]];
      const verdict = await verifyAssetProof(owner, { ...proof, path });
      expect(verdict.ok).toBe(false);
      expect(verdict.failure?.kind).toMatch(/^(path_shape|hash_mismatch|sum_mismatch)$/);
    });
  });

  it('fails at the root or the total when either differs from what was published', async () => {
    await run(fc.tuple(holders, fc.nat(), fc.nat(), fc.bigInt({ min: 1n, max: 10n ** 6n })), async ([all, which, at, delta]) => {
      const { owner, proof } = await proofFor(all, which);
      const published = { root: proof.root, total_units: proof.total_units };
      const otherRoot = await verifyAssetProof(owner, proof, { ...published, root: flipHex(proof.root, at) });
      expect(otherRoot.failure?.kind).toBe('root_mismatch');
      const otherTotal = await verifyAssetProof(owner, proof, { ...published, total_units: String(BigInt(proof.total_units) + delta) });
      expect(otherTotal.failure?.kind).toBe('total_mismatch');
      // The file's own root changed, nothing published to compare with: still the root.
      expect((await verifyAssetProof(owner, { ...proof, root: flipHex(proof.root, at) })).failure?.kind).toBe('root_mismatch');
    });
  });
});

describe('negative balances', () => {
  it('cannot be built into a tree, wherever they are', async () => {
    await run(
      fc.tuple(fc.array(fc.bigInt({ min: 0n, max: 10n ** 20n }), { maxLength: 20 }), fc.nat(), fc.bigInt({ min: 1n, max: 10n ** 20n })),
      async ([sums, at, minus]) => {
        const leaves: SumNode[] = sums.map((sum, i) => ({ hash: (i + 1).toString(16).padStart(64, '0'), sum }));
        leaves.splice(at % (leaves.length + 1), 0, { hash: 'f'.repeat(64), sum: -minus });
        await expect(buildSumTree(leaves)).rejects.toBeInstanceOf(LiabilityTreeError);
      },
    );
  });

  it('cannot be hashed into a leaf, nor joined into a node', async () => {
    const userHash = await liabilityUserHash('7', 'ab'.repeat(16));
    await expect(liabilityLeafHash({ userHash, asset: 'USDT', balance: -1n })).rejects.toBeInstanceOf(LiabilityTreeError);
    const node = { hash: '0'.repeat(64), sum: 5n };
    await expect(joinSumNodes(node, { hash: '1'.repeat(64), sum: -3n })).rejects.toBeInstanceOf(LiabilityTreeError);
  });
});
