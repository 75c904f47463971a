/**
 * Idempotency keys of the rewards context's ledger postings. A key is stored with its posting and
 * must never change shape: a retry has to find the posting its first attempt made.
 */
export const rewardsKeys = {
  /** One sign-in reward per user and Hong Kong day (earnDayNumber). */
  signIn: (userId: bigint, day: number) => `rewards:sign-in:${userId}:${day}`,
  /** One benefit reward per user and task. */
  benefit: (userId: bigint, taskId: bigint) => `rewards:benefit:${userId}:${taskId}`,
  /** Platform capital moved into the rewards account by one staff request. */
  funding: (staff: string, requestId: string) => `rewards:funding:${staff}:${requestId}`,
};
