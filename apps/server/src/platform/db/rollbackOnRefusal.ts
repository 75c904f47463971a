import type { Result } from '@veritex/shared';
import type { DbOrTx } from './client.js';

type Failure = Extract<Result<unknown>, { ok: false }>;

/** Carries a refusal out of a transaction so that everything the transaction wrote is rolled back. */
class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.error);
  }
}

/**
 * Runs `work` in a transaction (a savepoint inside the caller's, such as an audited staff action's)
 * and rolls it back when it answers a refusal: an ad refused for want of balance leaves no row.
 */
export async function rollbackOnRefusal<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) throw new Refusal(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Refusal) return error.failure;
    throw error;
  }
}
