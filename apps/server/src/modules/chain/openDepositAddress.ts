import { type DepositAddressView, fail, ok, type Result } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ChainWallet } from './chainWallet.js';
import { deriveDepositAddress } from './depositAddressDerivation.js';
import { depositTerms } from './depositTerms.js';
import { chainDepositAddresses } from './schema.js';

/**
 * web/openDepositAddress: the user's own address, allocated on the first ask: the next child index of
 * the xpub (a sequence), derived here from the public key alone, stored under a unique constraint
 * (one per user and wallet; index and address unique). A racing second ask loses the insert and
 * reads the winner's row, so a user never has two addresses of one wallet.
 */
export async function openDepositAddress(db: DbOrTx, wallet: ChainWallet | undefined, userId: bigint): Promise<Result<DepositAddressView>> {
  if (!wallet) return fail('chain_not_configured');
  const address = (await findAddress(db, wallet, userId)) ?? (await allocateAddress(db, wallet, userId));
  return ok({ ...(await depositTerms(db, wallet)), address });
}

async function findAddress(db: DbOrTx, wallet: ChainWallet, userId: bigint): Promise<string | undefined> {
  const [row] = await db
    .select({ address: chainDepositAddresses.address })
    .from(chainDepositAddresses)
    .where(
      and(
        eq(chainDepositAddresses.userId, userId),
        eq(chainDepositAddresses.chainId, wallet.config.chainId),
        eq(chainDepositAddresses.walletKey, wallet.walletKey),
      ),
    );
  return row?.address;
}

async function allocateAddress(db: DbOrTx, wallet: ChainWallet, userId: bigint): Promise<string> {
  const next = await db.execute<{ index: string }>(sql`select nextval('chain_deposit_index_seq')::text as index`);
  const index = Number(next.rows[0]?.index);
  const address = deriveDepositAddress(wallet.key, index);
  await db
    .insert(chainDepositAddresses)
    .values({ userId, chainId: wallet.config.chainId, walletKey: wallet.walletKey, derivationIndex: index, address })
    .onConflictDoNothing({ target: [chainDepositAddresses.userId, chainDepositAddresses.chainId, chainDepositAddresses.walletKey] });
  const stored = await findAddress(db, wallet, userId);
  if (!stored) throw new Error('deposit address neither inserted nor found');
  return stored;
}
