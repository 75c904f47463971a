/** Who a vote belongs to: the signed-in user, else the visitor's browser id, else nobody. */
export function voterOf(options: { userId?: bigint; browserId?: string }): string | undefined {
  if (options.userId !== undefined) return `user:${options.userId}`;
  if (options.browserId) return `anon:${options.browserId}`;
  return undefined;
}
