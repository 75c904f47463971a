import { sql } from 'drizzle-orm';
import type { ChainNode } from '../../../platform/chain/chainNode.js';
import type { Clock } from '../../../platform/clock.js';
import type { Database, DbOrTx } from '../../../platform/db/client.js';
import { raisePayoutAlert } from './payoutAlerts.js';
import { chainReconciliations } from './schema.js';

export interface ReconciliationResult {
  onChain: bigint;
  expected: bigint;
  difference: bigint;
  detail: Record<string, string>;
}

/**
 * The `chain.reconcile` job (web process; balances are public). On chain: the token held by the hot
 * wallet and by every user deposit address (unswept deposits). The ledger's figure: USDT credited for
 * chain deposits (their postings on `deposits_clearing`) − USDT paid out by the hot wallet (its
 * payouts' postings on `withdrawals_clearing`) + the house's float (`hot_wallet_float`). Known timing
 * gaps are added to the ledger's side: transfers seen but not (or never, below the minimum) credited
 * are on chain already; payouts mined but not yet confirmed have left already. Cold-wallet payouts
 * leave the cold wallet, which is not counted, and their postings are left out likewise. The node's
 * balances and the ledger are read moments apart, so a transfer landing in between can show for one
 * run: a difference raises a staff alert when two runs in a row find the same one (once per amount).
 * Each run is stored under its period key.
 */
export async function reconcileChainBalances(
  db: Database,
  clock: Clock,
  input: { node: ChainNode; chainId: number; token: string; periodKey: string },
): Promise<ReconciliationResult> {
  const onChainParts = await onChainBalances(db, input);
  const ledger = await ledgerFigures(db, input.chainId);
  const onChain = onChainParts.hotWallet + onChainParts.depositAddresses;
  const expected = ledger.creditedDeposits - ledger.hotWalletPayouts + ledger.float + ledger.uncreditedTransfers - ledger.payoutsInFlight;
  const difference = onChain - expected;
  const detail: Record<string, string> = {
    hot_wallet: onChainParts.hotWallet.toString(),
    deposit_addresses: onChainParts.depositAddresses.toString(),
    credited_deposits: ledger.creditedDeposits.toString(),
    hot_wallet_payouts: ledger.hotWalletPayouts.toString(),
    float: ledger.float.toString(),
    uncredited_transfers: ledger.uncreditedTransfers.toString(),
    payouts_in_flight: ledger.payoutsInFlight.toString(),
  };
  await db.transaction(async (tx) => {
    const previous = await lastDifference(tx, input.chainId);
    const [stored] = await tx
      .insert(chainReconciliations)
      .values({
        chainId: input.chainId,
        periodKey: input.periodKey,
        onChain: onChain.toString(),
        expected: expected.toString(),
        difference: difference.toString(),
        detail,
        ranAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: chainReconciliations.id });
    if (!stored || difference === 0n || previous !== difference) return;
    await raisePayoutAlert(tx, clock, {
      kind: 'reconciliation_difference',
      subject: `reconciliation:${difference}`,
      detail: { ...detail, on_chain: onChain.toString(), expected: expected.toString(), difference: difference.toString() },
    });
  });
  return { onChain, expected, difference, detail };
}

async function onChainBalances(db: Database, input: { node: ChainNode; chainId: number; token: string }) {
  const hot = await db.execute<{ address: string }>(sql`select address from chain_nonces where chain_id = ${input.chainId} and role = 'hot_wallet'`);
  const addresses = await db.execute<{ address: string }>(sql`select address from chain_deposit_addresses where chain_id = ${input.chainId} order by address`);
  let hotWallet = 0n;
  for (const row of hot.rows) hotWallet += await input.node.tokenBalance(input.token, row.address);
  let depositAddresses = 0n;
  for (const row of addresses.rows) depositAddresses += await input.node.tokenBalance(input.token, row.address);
  return { hotWallet, depositAddresses };
}

/** Each term read in one repeatable-read snapshot, so a posting committing meanwhile is in all of them or none. */
async function ledgerFigures(db: Database, chainId: number) {
  return db.transaction(
    async (tx) => {
      const [row] = (
        await tx.execute<Record<'credited' | 'paid' | 'float' | 'uncredited' | 'in_flight', string>>(sql`
        select
          (select coalesce(-sum(e.amount), 0) from ledger_entries e
             join ledger_accounts a on a.id = e.account_id join ledger_postings p on p.id = e.posting_id
            where a.book = 'real' and a.owner = 'house' and a.kind = 'deposits_clearing' and a.asset = 'USDT' and p.cause_type = 'deposit'
              and p.cause_id in (select deposit_id::text from chain_deposits where chain_id = ${chainId} and status = 'credited')) as credited,
          (select coalesce(sum(e.amount), 0) from ledger_entries e
             join ledger_accounts a on a.id = e.account_id join ledger_postings p on p.id = e.posting_id
            where a.book = 'real' and a.owner = 'house' and a.kind = 'withdrawals_clearing' and a.asset = 'USDT' and p.cause_type = 'withdrawal'
              and p.cause_id in (select withdrawal_id::text from chain_payouts where chain_id = ${chainId} and source = 'hot_wallet')) as paid,
          (select coalesce(sum(available), 0) from ledger_accounts
            where book = 'real' and owner = 'house' and kind = 'hot_wallet_float' and asset = 'USDT') as float,
          (select coalesce(sum(amount), 0) from chain_deposits where chain_id = ${chainId} and status in ('seen', 'below_minimum')) as uncredited,
          (select coalesce(sum(amount), 0) from chain_outgoing
            where chain_id = ${chainId} and kind = 'payout' and status = 'mined' and mined_success) as in_flight`)
      ).rows;
      if (!row) throw new Error('reconciliation figures missing');
      return {
        creditedDeposits: BigInt(row.credited),
        hotWalletPayouts: BigInt(row.paid),
        float: BigInt(row.float),
        uncreditedTransfers: BigInt(row.uncredited),
        payoutsInFlight: BigInt(row.in_flight),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function lastDifference(tx: DbOrTx, chainId: number): Promise<bigint | undefined> {
  const rows = await tx.execute<{ difference: string }>(sql`select difference from chain_reconciliations where chain_id = ${chainId} order by id desc limit 1`);
  const row = rows.rows[0];
  return row ? BigInt(row.difference) : undefined;
}
