/**
 * New-coin subscriptions and private placements: the names shared by the tables, the calls and
 * the pages. The arithmetic (allocation, commitment Merkle tree) is in subscriptionAllocation.ts.
 */

/** `first_come`: each commitment is filled while supply remains; `pro_rata`: oversubscription is shared in proportion. */
export const SUBSCRIPTION_RULES = ['first_come', 'pro_rata'] as const;
export type SubscriptionRule = (typeof SUBSCRIPTION_RULES)[number];

/**
 * Stored project status. `upcoming` and `open` are refined by the clock when shown (a project is
 * open between its window's start and end); `closed` once the commitment root is published;
 * `allocated` once every subscription is settled; `listed` once its spot market exists.
 */
export const SUBSCRIPTION_PROJECT_STATUSES = ['upcoming', 'open', 'closed', 'allocated', 'listed'] as const;
export type SubscriptionProjectStatus = (typeof SUBSCRIPTION_PROJECT_STATUSES)[number];

/** Spec §4: under review (committed, waiting for allocation), did not pass (nothing allotted, all refunded), passed. */
export const SUBSCRIPTION_STATUSES = ['review', 'failed', 'passed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
