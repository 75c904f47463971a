import { allocate, type CommitmentProof, commitmentLeaf, commitmentUserTag, merkleProof, merkleRoot, type SubscriptionProject } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { estimateNow, maxCommit, remainingUsdt, ruleExample, verifyCommitment } from './subscriptionMaths';

const project = (over: Partial<SubscriptionProject> = {}): SubscriptionProject => ({
  id: '1',
  coin: 'VTX',
  coin_scale: 8,
  name: 'Veritex',
  private: false,
  rule: 'pro_rata',
  issue_price: '0.5',
  total_supply: '1000',
  remaining: '1000',
  committed: '0',
  min_commit: '10',
  user_cap: '200',
  starts_at: '2026-01-01T00:00:00Z',
  ends_at: '2026-01-02T00:00:00Z',
  listing_at: '2026-01-03T00:00:00Z',
  lockup_days: 7,
  status: 'open',
  my_committed: '0',
  commitment: null,
  allocation: null,
  market: null,
  listed_at: null,
  ...over,
});

describe('subscription maths', () => {
  it('pro rata example: twice the supply committed gives half, the rest refunded exactly', () => {
    const example = ruleExample(project());
    expect(example.amount).toBe(200_000_000n);
    expect(example.total).toBe(1_000_000_000n);
    expect(example.oversubscribed).toBe(true);
    expect(example.allotted).toBe(200n * 10n ** 8n);
    expect(example.paid + example.refund).toBe(example.amount);
    expect(example.paid).toBe(100_000_000n);
  });

  it('first come: what remains bounds the commitment, and the estimate buys at the price', () => {
    const p = project({ rule: 'first_come', committed: '450', my_committed: '150' });
    expect(remainingUsdt(p)).toBe(50_000_000n);
    expect(maxCommit(p, '1000')).toBe(50_000_000n);
    const estimate = estimateNow(p, 20_000_000n);
    expect(estimate.allotted).toBe(40n * 10n ** 8n);
    expect(estimate.refund).toBe(0n);
  });

  it('checks a commitment the way the server built it, hop by hop, and notices a wrong allotment', () => {
    const terms = { rule: 'pro_rata' as const, supply: 1000n * 10n ** 8n, price: 500_000n, coinScale: 8 };
    const amounts = [300_000_000n, 200_000_000n, 700_000_000n];
    const tags = amounts.map((_, i) => commitmentUserTag(String(i + 10), `salt${i}`));
    const leaves = amounts.map((amount, i) => commitmentLeaf(String(i + 1), tags[i] as string, amount));
    const result = allocate(
      terms,
      amounts.map((amount, i) => ({ id: BigInt(i + 1), amount })),
    );
    const mine = result.rows[1];
    if (!mine) throw new Error('no row');
    const proof: CommitmentProof = {
      subscription_id: '2',
      project_id: '1',
      user_id: '11',
      salt: 'salt1',
      user_tag: tags[1] as string,
      amount_units: String(amounts[1]),
      leaf: leaves[1] as string,
      index: 1,
      path: merkleProof(leaves, 1),
      root: merkleRoot(leaves),
      leaves: 3,
      total_committed_units: String(result.totalCommitted),
      published_at: '2026-01-02T00:00:00Z',
      terms: { rule: 'pro_rata', supply_units: String(terms.supply), price_units: '500000', coin_scale: 8, usdt_scale: 6 },
      allotment: { allotted_units: String(mine.allotted), paid_units: String(mine.paid), refund_units: String(mine.refund) },
    };
    const good = verifyCommitment(proof, '200');
    expect(good.complete).toBe(true);
    expect(good.hops.at(-1)?.result).toBe(proof.root);
    const bad = verifyCommitment({ ...proof, allotment: { ...proof.allotment!, allotted_units: String(mine.allotted + 1n) } }, '200');
    expect(bad.failed).toBe(true);
    expect(bad.steps.find((step) => step.key === 'allocation')?.ok).toBe(false);
    expect(verifyCommitment(proof, '201').failed).toBe(true);
    const early = verifyCommitment({ ...proof, root: null, total_committed_units: null, allotment: null }, '200');
    expect(early.failed).toBe(false);
    expect(early.complete).toBe(false);
  });
});
