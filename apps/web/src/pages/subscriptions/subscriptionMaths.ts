import {
  type Allotment,
  allotmentFor,
  type CommitmentProof,
  coinsForUsdt,
  commitmentLeaf,
  commitmentUserTag,
  formatUnits,
  type IssueTerms,
  isOversubscribed,
  maxCommittable,
  merkleRoot,
  parseUnits,
  type SubscriptionProject,
} from '@veritex/shared';

/**
 * The page's arithmetic, all of it through the shared functions the server posts with
 * (packages/shared/src/subscriptionAllocation.ts): the estimate beside the form, the worked
 * example of the rule, and the in-browser check of a commitment against the published root.
 */

/** USDT minor units: commitments, prices and refunds are exact to 10^-6. */
export const USDT_SCALE = 6;

export const usdtUnits = (text: string): bigint => parseUnits(text, USDT_SCALE) ?? 0n;
export const usdtText = (units: bigint): string => formatUnits(units, USDT_SCALE);

/** The project's terms in minor units, as subscriptionAllocation.ts takes them. */
export function termsOf(project: Pick<SubscriptionProject, 'rule' | 'total_supply' | 'issue_price' | 'coin_scale'>): IssueTerms {
  return {
    rule: project.rule,
    supply: parseUnits(project.total_supply, project.coin_scale) ?? 0n,
    price: usdtUnits(project.issue_price),
    coinScale: project.coin_scale,
  };
}

/**
 * USDT a first-come project still accepts (the commitments whose coins fit the supply); pro rata
 * accepts any amount within the cap, since oversubscription is shared out.
 */
export function remainingUsdt(project: SubscriptionProject): bigint | undefined {
  if (project.rule !== 'first_come') return undefined;
  const left = maxCommittable(termsOf(project)) - usdtUnits(project.committed);
  return left > 0n ? left : 0n;
}

/** What the user may still commit: the cap less what they committed, and (first come) what remains. */
export function maxCommit(project: SubscriptionProject, available: string | undefined): bigint {
  let most = usdtUnits(project.user_cap) - usdtUnits(project.my_committed);
  const left = remainingUsdt(project);
  if (left !== undefined && left < most) most = left;
  if (available !== undefined && usdtUnits(available) < most) most = usdtUnits(available);
  return most > 0n ? most : 0n;
}

export interface Estimate extends Allotment {
  /** The total committed the estimate assumes: everyone's so far plus this amount. */
  total: bigint;
  oversubscribed: boolean;
}

/** What `amount` would receive if the window closed now (nobody else committing after it). */
export function estimateNow(project: SubscriptionProject, amount: bigint): Estimate {
  const terms = termsOf(project);
  const total = usdtUnits(project.committed) + amount;
  return { ...allotmentFor(terms, total, amount), total, oversubscribed: isOversubscribed(terms, total) };
}

export interface RuleExample extends Allotment {
  amount: bigint;
  /** Total committed in the example (pro rata: twice what the supply costs). */
  total: bigint;
  /** Coins the amount would buy at the issue price without sharing. */
  wanted: bigint;
  oversubscribed: boolean;
}

/**
 * The worked example shown before subscribing: the amount is the per-user cap (or less when
 * `amount` is given). Pro rata: everyone together commits twice what the whole supply costs, so
 * each commitment receives about half of what it asked for and the rest is refunded. First come:
 * the commitment buys at the issue price while supply remains.
 */
export function ruleExample(project: SubscriptionProject, amount?: bigint): RuleExample {
  const terms = termsOf(project);
  const cap = usdtUnits(project.user_cap);
  const mine = amount !== undefined && amount > 0n && amount <= cap ? amount : cap;
  const supplyCost = (terms.supply * terms.price) / 10n ** BigInt(terms.coinScale);
  const total = project.rule === 'pro_rata' ? (supplyCost * 2n > mine ? supplyCost * 2n : mine) : mine;
  const allotment = allotmentFor(terms, total, mine);
  return { ...allotment, amount: mine, total, wanted: coinsForUsdt(mine, terms.price, terms.coinScale), oversubscribed: isOversubscribed(terms, total) };
}

// ---------- Checking a commitment in the browser ----------

export type VerifyStepKey = 'tag' | 'leaf' | 'amount' | 'path' | 'allocation';

export interface VerifyStep {
  key: VerifyStepKey;
  /** undefined: cannot be checked yet (the root is not published, or allocation has not run). */
  ok: boolean | undefined;
  /** What was computed here, to compare with what the server published. */
  computed: string;
  published: string;
}

export interface PathHop {
  sibling: string;
  side: 'left' | 'right';
  /** The running hash after this hop. */
  result: string;
}

export interface Verification {
  steps: VerifyStep[];
  hops: PathHop[];
  /** The allotment recomputed from the published total (null before the root is published). */
  recomputed: Allotment | null;
  terms: IssueTerms;
  total: bigint | null;
  oversubscribed: boolean | null;
  /** Every checkable step passed and the allocation was checked. */
  complete: boolean;
  /** Some step failed. */
  failed: boolean;
}

/**
 * Recomputes everything from the proof with the shared code: the user's tag from the id and salt,
 * the leaf from the subscription, the amount and the tag, each hop of the path (a two-leaf tree's
 * root is exactly one node hash), the root, and the allotment from the published total.
 * `recordAmount` is the commitment as the records list shows it, so the leaf is tied to it.
 */
export function verifyCommitment(proof: CommitmentProof, recordAmount: string | undefined): Verification {
  const terms: IssueTerms = {
    rule: proof.terms.rule,
    supply: BigInt(proof.terms.supply_units),
    price: BigInt(proof.terms.price_units),
    coinScale: proof.terms.coin_scale,
  };
  const tag = commitmentUserTag(proof.user_id, proof.salt);
  const leaf = commitmentLeaf(proof.subscription_id, tag, proof.amount_units);
  const steps: VerifyStep[] = [
    { key: 'tag', ok: tag === proof.user_tag.toLowerCase(), computed: tag, published: proof.user_tag },
    { key: 'leaf', ok: leaf === proof.leaf.toLowerCase(), computed: leaf, published: proof.leaf },
  ];
  if (recordAmount !== undefined) {
    const recorded = String(parseUnits(recordAmount, proof.terms.usdt_scale) ?? '');
    steps.push({ key: 'amount', ok: recorded === proof.amount_units, computed: proof.amount_units, published: recorded });
  }
  const hops: PathHop[] = [];
  let running = leaf;
  for (const step of proof.path) {
    running = step.side === 'left' ? merkleRoot([step.hash, running]) : merkleRoot([running, step.hash]);
    hops.push({ sibling: step.hash, side: step.side, result: running });
  }
  const root = proof.root;
  steps.push({ key: 'path', ok: root === null ? undefined : running === root.toLowerCase(), computed: running, published: root ?? '' });
  let recomputed: Allotment | null = null;
  let total: bigint | null = null;
  let oversubscribed: boolean | null = null;
  if (root !== null && proof.total_committed_units !== null) {
    total = BigInt(proof.total_committed_units);
    oversubscribed = isOversubscribed(terms, total);
    recomputed = allotmentFor(terms, total, BigInt(proof.amount_units));
    const posted = proof.allotment;
    const computedText = `${recomputed.allotted}/${recomputed.paid}/${recomputed.refund}`;
    steps.push({
      key: 'allocation',
      ok: posted ? computedText === `${posted.allotted_units}/${posted.paid_units}/${posted.refund_units}` : undefined,
      computed: computedText,
      published: posted ? `${posted.allotted_units}/${posted.paid_units}/${posted.refund_units}` : '',
    });
  } else {
    steps.push({ key: 'allocation', ok: undefined, computed: '', published: '' });
  }
  const failed = steps.some((step) => step.ok === false);
  const complete = !failed && steps.every((step) => step.ok === true);
  return { steps, hops, recomputed, terms, total, oversubscribed, complete, failed };
}
