import { and, eq, ne } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { Clock } from '../../../platform/clock.js';
import type { Database } from '../../../platform/db/client.js';
import { chainNonces } from './schema.js';

/**
 * The signer, at start, names its hot wallet (the address of its key; never the key): finance queues
 * payouts from it and reconciliation reads its balance. A new key retires the previous hot wallet;
 * outgoings queued from the old address are left alone by a signer that cannot sign them.
 */
export async function registerHotWallet(db: Database, clock: Clock, input: { chainId: number; address: string }): Promise<void> {
  const address = getAddress(input.address);
  await db.transaction(async (tx) => {
    await tx
      .update(chainNonces)
      .set({ role: 'retired_hot_wallet', updatedAt: clock.now() })
      .where(and(eq(chainNonces.chainId, input.chainId), eq(chainNonces.role, 'hot_wallet'), ne(chainNonces.address, address)));
    await tx
      .insert(chainNonces)
      .values({ chainId: input.chainId, address, nextNonce: 0n, role: 'hot_wallet', updatedAt: clock.now() })
      .onConflictDoUpdate({ target: [chainNonces.chainId, chainNonces.address], set: { role: 'hot_wallet', updatedAt: clock.now() } });
  });
}
