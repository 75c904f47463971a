import { sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { ChainNode } from '../../../platform/chain/chainNode.js';
import type { Clock } from '../../../platform/clock.js';
import type { Database } from '../../../platform/db/client.js';
import { TOKEN_TRANSFER_GAS } from './queueWithdrawalPayout.js';
import { chainOutgoing, chainSweeps } from './schema.js';

/** Gas of a plain ether transfer. */
const ETHER_TRANSFER_GAS = 21_000n;
/** The gas sent to a deposit address covers its token transfer at twice today's fee cap (room for a replacement or a rising base fee). */
const GAS_HEADROOM = 2n;

/**
 * The `signer.plan-sweeps` job (signer process): each deposit address with a credited deposit, no
 * open sweep and at least `minimum` of the token on chain gets a sweep of its whole balance to the
 * hot wallet. A deposit address holds no ether, so unless it already has enough, the sweep starts
 * with a gas funding from the hot wallet (an outgoing the signer sends); the follower queues the
 * token transfer once that is confirmed (settleOutgoing). The gas of both is posted as the house's
 * expense when each settles. Answers how many sweeps were opened.
 */
export async function planSweeps(
  db: Database,
  clock: Clock,
  input: { node: ChainNode; chainId: number; token: string; hotWallet: string; minimum: bigint },
): Promise<number> {
  const candidates = await db.execute<{ address: string; derivation_index: number }>(sql`
    select a.address, a.derivation_index from chain_deposit_addresses a
     where a.chain_id = ${input.chainId}
       and exists (select 1 from chain_deposits d where d.chain_id = a.chain_id and lower(d.to_address) = lower(a.address) and d.status = 'credited')
       and not exists (select 1 from chain_sweeps s where s.chain_id = a.chain_id and lower(s.address) = lower(a.address) and s.status in ('funding_gas', 'sweeping'))
     order by a.derivation_index`);
  let opened = 0;
  for (const candidate of candidates.rows) {
    const address = getAddress(candidate.address);
    const balance = await input.node.tokenBalance(input.token, address);
    if (balance < input.minimum || balance === 0n) continue;
    const ether = await input.node.etherBalance(address);
    const fees = await input.node.feeEstimate();
    const needed = TOKEN_TRANSFER_GAS * fees.maxFeePerGas * GAS_HEADROOM;
    if (await openSweep(db, clock, input, { address, index: candidate.derivation_index, balance, gasShortfall: ether >= needed ? 0n : needed - ether }))
      opened += 1;
  }
  return opened;
}

async function openSweep(
  db: Database,
  clock: Clock,
  input: { chainId: number; token: string; hotWallet: string },
  plan: { address: string; index: number; balance: bigint; gasShortfall: bigint },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [sweep] = await tx
      .insert(chainSweeps)
      .values({
        chainId: input.chainId,
        address: plan.address,
        derivationIndex: plan.index,
        token: getAddress(input.token),
        amount: plan.balance.toString(),
        status: plan.gasShortfall > 0n ? 'funding_gas' : 'sweeping',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!sweep) return false;
    const common = { chainId: input.chainId, subjectId: sweep.id, createdBy: 'system:chain-sweep', createdAt: now };
    await tx.insert(chainOutgoing).values(
      plan.gasShortfall > 0n
        ? {
            ...common,
            kind: 'gas_funding',
            fromAddress: input.hotWallet,
            toAddress: plan.address,
            token: '',
            amount: plan.gasShortfall.toString(),
            gasLimit: ETHER_TRANSFER_GAS.toString(),
          }
        : {
            ...common,
            kind: 'sweep',
            fromAddress: plan.address,
            fromIndex: plan.index,
            toAddress: input.hotWallet,
            token: getAddress(input.token),
            amount: plan.balance.toString(),
            gasLimit: TOKEN_TRANSFER_GAS.toString(),
          },
    );
    return true;
  });
}
